import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
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

/** A PostgreSQL text-search vector (drizzle has no column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** ART-2: the Steam economy image the picture is fetched from (the images route serves it by item id); null: the generated art. */
    steamImageUrl: text('steam_image_url'),
    isNew: boolean('is_new').notNull().default(false),
    status: text('status', { enum: itemStatuses }).notNull().default('available'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** STEAM-2: the asset id of the item in the trade bot's Steam inventory (the steam bot sends it); null until the operator sets it. */
    steamAssetId: text('steam_asset_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SCALE-23: the title's words for the word search (prefix matching, items_search). */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, title)`),
  },
  /*
   * items_available_price and items_available_type_price also INCLUDE the filtered columns
   * (hand-written in the SCALE migration, drizzle cannot say INCLUDE): pages and counts of any
   * filter are index-only scans (SCALE-24).
   */
  (t) => [
    check('items_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('items_old_price_nonnegative', sql`${t.oldPriceCents} IS NULL OR ${t.oldPriceCents} >= 0`),
    check('items_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 100`),
    check('items_status_valid', sql`${t.status} IN ('available', 'reserved', 'sold', 'withdrawn')`),
    index('items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('items_search').using('gin', t.search),
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
 * CAT-44, SCALE-1: an item that left the shop (-1) or came back (+1), with the facet values it had,
 * appended in the transaction that moved it. Insert-only, so concurrent checkouts share no row;
 * the jobs timer folds the rows into item_facets, and readers add the rows not yet folded.
 */
export const itemFacetDeltas = pgTable(
  'item_facet_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    delta: smallint('delta').notNull(),
    type: text('type').notNull(),
    quality: text('quality'),
    hero: text('hero'),
    exteriorName: text('exterior_name'),
    itemClass: text('item_class'),
  },
  (t) => [check('item_facet_deltas_delta_unit', sql`${t.delta} IN (-1, 1)`)],
);

/**
 * The catalogue's version (SCALE-1): this row's version plus the item_facet_deltas not yet folded.
 * An operator's change of items bumps the row; a checkout appends a delta row instead (no shared
 * row lock); folding deltas adds their number to the row. So every change moves the sum, and
 * cached list pages of every process know when they are stale.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
