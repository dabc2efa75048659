import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec §3 Settings, one row per key; values are parsed by the contract's schema on read. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Spec §3 Country; iso is stored lowercase (compared lowercase). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    iso: text('iso').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('countries_iso_key').on(t.iso)],
);

/** Spec §3 Static page; content is HTML written by the shop. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isTerms: boolean('is_terms').notNull().default(false),
    isPrivacy: boolean('is_privacy').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('static_pages_slug_key').on(t.slug)],
);

/** The languages a static page is written in besides English (the page row itself). */
export const staticPageLanguages = ['de', 'pl'] as const;

/** OPS-90: a static page's title and content in another language (by language code); English is the page row. */
export const staticPageTranslations = pgTable(
  'static_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => staticPages.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: staticPageLanguages }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] })],
);

/** Spec §3 Social link. */
export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  link: text('link').notNull(),
  img: text('img').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});
