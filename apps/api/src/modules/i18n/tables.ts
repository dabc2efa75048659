import { boolean, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec §3 Currency. value is units per euro, kept exact as numeric. */
export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    value: numeric('value', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('currencies_code_key').on(t.code)],
);

/** Spec §3 Language. */
export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('languages_code_key').on(t.code)],
);

/** Interface texts of one language, merged over the English defaults by the client. */
export const translations = pgTable(
  'translations',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.key] })],
);
