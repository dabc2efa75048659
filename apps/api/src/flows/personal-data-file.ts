import type { DbOrTx } from '../db/client.ts';
import { csvText } from '../lib/csv.ts';
import type { PersonalDataTable } from '../lib/personal-data.ts';
import { zipArchive } from '../lib/zip.ts';
import { accountPersonalData, findUserById } from '../modules/account/index.ts';
import { checkoutPersonalData } from '../modules/checkout/index.ts';
import { offersPersonalData } from '../modules/offers/index.ts';
import { paymentsPersonalData } from '../modules/payments/index.ts';
import { payoutsPersonalData } from '../modules/payouts/index.ts';
import { supportPersonalData } from '../modules/support/index.ts';
import { watchlistPersonalData } from '../modules/watchlist/index.ts';

/**
 * GDPR-1: everything the shop holds of a person, each module giving its own part through its face:
 * the profile, sessions, balance statement and consents (account), orders (checkout), top-ups and
 * payments (payments), offers, payouts (the account as its last 4 digits), watchlist, support messages.
 */
export async function gatherPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const user = await findUserById(db, userId);
  const account = await accountPersonalData(db, userId);
  const checkout = await checkoutPersonalData(db, userId);
  const orderIds = (checkout.find((t) => t.name === 'orders')?.rows ?? []).map((o) => Number(o.id));
  return [
    ...account,
    ...checkout,
    ...(await paymentsPersonalData(db, userId, orderIds)),
    ...(await offersPersonalData(db, userId)),
    ...(await payoutsPersonalData(db, userId)),
    ...(await watchlistPersonalData(db, userId)),
    ...(await supportPersonalData(db, { userId, email: user?.email ?? null })),
  ];
}

/** The columns of a CSV: every key any row has, in the order they first appear (an empty table has none). */
function columnsOf(table: PersonalDataTable): string[] {
  return [...new Set(table.rows.flatMap((r) => Object.keys(r)))];
}

/**
 * GDPR-1: the one file a person downloads: a zip holding `personal-data.json` (every table, for a
 * program: GDPR art. 20's machine-readable copy) and one CSV per table (for a spreadsheet: the
 * copy a person reads, art. 15). A zip rather than a JSON with CSV texts inside: each CSV opens as
 * it is, and the JSON stays plain data.
 */
export function personalDataFile(tables: readonly PersonalDataTable[], meta: { userId: number; exportedAt: Date }): Buffer {
  const json = { account_id: meta.userId, exported_at: meta.exportedAt.toISOString(), tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])) };
  return zipArchive([
    { name: 'personal-data.json', data: Buffer.from(JSON.stringify(json, null, 2), 'utf8') },
    ...tables.map((t) => {
      const columns = columnsOf(t);
      const rows = t.rows.map((r) => columns.map((c) => (typeof r[c] === 'boolean' ? String(r[c]) : ((r[c] as string | number | null | undefined) ?? null))));
      return { name: `${t.name}.csv`, data: Buffer.from(csvText(columns, rows), 'utf8') };
    }),
  ]);
}
