import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Spec §3 Category: a tree (cs2 at the root, subcategories below). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_parent_url_key').on(t.parentId, t.url)],
);

/** OPS-63: a withdrawn item is out of the shop (no list, cart or checkout) until the operator restores it. */
export const itemStatuses = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/**
 * Spec §3 Product. Prices are integer euro cents. status moves available -> reserved -> sold
 * only through conditional updates, so one item is sold at most once.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    title: text('title').notNull(),
    type: text('type').notNull(),
    quality: text('quality'),
    hero: text('hero'),
    exteriorName: text('exterior_name'),
    itemClass: text('item_class'),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    imgUrl: text('img_url').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    status: text('status', { enum: itemStatuses }).notNull().default('available'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** STEAM-2: the asset id of the item in the trade bot's Steam inventory (the steam bot sends it); null until the operator sets it. */
    steamAssetId: text('steam_asset_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('items_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('items_old_price_nonnegative', sql`${t.oldPriceCents} IS NULL OR ${t.oldPriceCents} >= 0`),
    check('items_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 100`),
    check('items_status_valid', sql`${t.status} IN ('available', 'reserved', 'sold', 'withdrawn')`),
    index('items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('items_available_price').on(t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_type_price').on(t.type, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_category').on(t.categoryId, t.subcategoryId),
    index('items_available_discount').on(t.discountPercentage, t.priceCents).where(sql`${t.status} = 'available'`),
  ],
);

/** The product's `similar` list (spec §3), in order. */
export const itemSimilar = pgTable(
  'item_similar',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.similarId] }), check('item_similar_not_self', sql`${t.itemId} <> ${t.similarId}`)],
);

export const facetKinds = ['type', 'quality', 'hero', 'exterior_name', 'item_class'] as const;

/**
 * Filter facets (spec §3 Filter data) kept up to date as items change, so filter-data is a
 * lookup instead of a scan of the catalogue (ARCHITECTURE "The catalogue at scale").
 */
export const itemFacets = pgTable(
  'item_facets',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: facetKinds }).notNull(),
    value: text('value').notNull(),
    itemCount: integer('item_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.kind, t.value] }), check('item_facets_count_nonnegative', sql`${t.itemCount} >= 0`)],
);

/**
 * One row whose version is bumped in the same transaction as any change of an item's
 * availability or price, so cached list pages of every process know when they are stale.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
