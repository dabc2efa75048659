/**
 * GDPR-1: one table of a person's data as a module hands it to the export (flows/personal-data-export.ts):
 * plain values only, so that the same rows become the JSON file and a CSV file. Times are ISO 8601
 * (UTC), amounts are minor units in columns named `…_minor` with their currency beside them.
 */
export type PersonalDataValue = string | number | boolean | null;
export type PersonalDataRow = Record<string, PersonalDataValue>;
export interface PersonalDataTable {
  /** The file name of its CSV (`orders` -> orders.csv) and its key in the JSON file. */
  name: string;
  rows: PersonalDataRow[];
}

/** A time as the export writes it (null stays null). */
export const isoTime = (d: Date | null): string | null => (d ? d.toISOString() : null);
