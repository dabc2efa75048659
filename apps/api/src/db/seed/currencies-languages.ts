import type { currencies, languages } from '../schema.ts';

/** Spec §3 Currency: value is units per euro; EUR is the default. */
export const demoCurrencies: readonly Omit<typeof currencies.$inferInsert, 'id'>[] = [
  { code: 'EUR', symbol: '€', value: 1, isDefault: true, position: 1 },
  { code: 'USD', symbol: '$', value: 1.08, position: 2 },
  { code: 'GBP', symbol: '£', value: 0.85, position: 3 },
  { code: 'PLN', symbol: 'zł', value: 4.3, position: 4 },
];

/** Spec §3 Language: English is the default; the others get translations (translations-*.ts). */
export const demoLanguages = [
  { code: 'en', title: 'English', isDefault: true, position: 1 },
  { code: 'de', title: 'Deutsch', isDefault: false, position: 2 },
  { code: 'pl', title: 'Polski', isDefault: false, position: 3 },
] as const satisfies readonly Omit<typeof languages.$inferInsert, 'id'>[];
