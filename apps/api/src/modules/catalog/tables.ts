import { sql } from 'drizzle-orm';
import type { Charm, Sticker } from '@skins/contract';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** SCALE-23, SCALE-26: the title's words for the word search (prefix matching), split at hyphens as a term's words are. */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, translate(title, '-', ' '))`),
    // SKIN-1 (issue 19): what makes one copy of a skin differ from another. exterior_name follows
    // float_value (SKIN-2); quality holds the rarity (SKIN-3). Null where the item has no such thing.
    floatValue: doublePrecision('float_value'),
    paintSeed: integer('paint_seed'),
    phase: text('phase'),
    stattrak: boolean('stattrak').notNull().default(false),
    souvenir: boolean('souvenir').notNull().default(false),
    stickers: jsonb('stickers').$type<Sticker[]>().notNull().default([]),
    charms: jsonb('charms').$type<Charm[]>().notNull().default([]),
    inspectLink: text('inspect_link'),
    /** Null: tradable now. */
    tradeLockUntil: timestamp('trade_lock_until', { withTimezone: true }),
    /**
     * PROTECT-6, PROTECT-7: an item the shop received under Steam's trade protection is not for sale
     * until then: withdrawn until the sweep lists it (protected_listing 'hidden'), or listed with
     * its date and refused by the cart and the checkout ('available_from'). Null: not held.
     */
    saleHeldUntil: timestamp('sale_held_until', { withTimezone: true }),
    /**
     * REFPRICE-3: the Steam reference price of the item's market name in euro cents (null: none
     * known), written by the prices module's sweep through setReferencePrices: a column of the row
     * every list page reads already, so the list pays no join or lookup for it.
     */
    referencePriceCents: integer('reference_price_cents'),
  },
  /*
   * The items_available_*_price indexes also INCLUDE the filtered columns (hand-written in the
   * SCALE migrations, drizzle cannot say INCLUDE): pages and counts of any filter are index-only
   * scans (SCALE-24). Each of quality, exterior, class and hero leads one (SCALE-27), so a filter
   * on it reads only its own items in price order; the float and pattern indexes cover them too.
   */
  (t) => [
    check('items_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('items_old_price_nonnegative', sql`${t.oldPriceCents} IS NULL OR ${t.oldPriceCents} >= 0`),
    check('items_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 100`),
    check('items_status_valid', sql`${t.status} IN ('available', 'reserved', 'sold', 'withdrawn')`),
    index('items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('items_search').using('gin', t.search),
    index('items_available_price').on(t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    // SCALE-66: the default pages' walks and counts (migration 0032): the same keys without the covered columns, 21 MB against 141 at 1M items.
    index('items_available_price_narrow').on(t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_type_price').on(t.type, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_quality_price').on(t.quality, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_exterior_price').on(t.exteriorName, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    // SCALE-27: quality and exterior together, the pair most lists narrow by (a page 100 deep read ~5x its rows in either index alone).
    // SCALE-27: type and quality together, the list page's two dropdowns (spec §2): cheap items are mostly of low grades, so a count of 'Rifle, Covert or Classified' read ~8x its rows in the type's index.
    index('items_available_type_quality_price').on(t.type, t.quality, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    // SCALE-66: a type and its grades alone (migration 0033): the keys without the covered columns, 45 MB against 130 at 1M items.
    index('items_available_type_quality_narrow').on(t.type, t.quality, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_quality_exterior_price').on(t.quality, t.exteriorName, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_class_price').on(t.itemClass, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    // SCALE-35: a subcategory's page (/catalog/agents): in the price index, page 100 of agents in price order skipped 116,000 other items (49 ms).
    index('items_available_subcategory_price').on(t.subcategoryId, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_hero_price').on(t.hero, t.priceCents, t.id).where(sql`${t.status} = 'available' AND ${t.hero} IS NOT NULL`),
    // SCALE-27: the items with stickers (an index cannot include a jsonb's emptiness, only the jsonb).
    index('items_available_stickers_price').on(t.priceCents, t.id).where(sql`${t.status} = 'available' AND ${t.stickers} <> '[]'::jsonb`),
    index('items_category').on(t.categoryId, t.subcategoryId),
    // SCALE-36: the discount sort's whole order (SKIN-6), covering (migration 0025): page 100 of Knives by discount read 9,911 rows from the heap (121 ms).
    index('items_available_discount').on(t.discountPercentage, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    // SCALE-61: the sale and new pages (CAT-6, migration 0030): in the price index, page 100 of new items (15 % of them) walked some 10,000 rows (1.0-1.4 ms), on sale (25 %) 6,000.
    index('items_available_new_price').on(t.priceCents, t.id).where(sql`${t.status} = 'available' AND ${t.isNew}`),
    index('items_available_sale_price').on(t.priceCents, t.id).where(sql`${t.status} = 'available' AND ${t.oldPriceCents} > ${t.priceCents}`),
    // SCALE-60: a type's pages in the discount sort (migration 0029): in the discount index, page 100 of Machineguns (3 % of the items) walked some 50,000 others (2.5-2.8 ms).
    index('items_available_type_discount').on(t.type, t.discountPercentage, t.priceCents, t.id).where(sql`${t.status} = 'available'`),
    check('items_float_range', sql`${t.floatValue} IS NULL OR ${t.floatValue} BETWEEN 0 AND 1`),
    check('items_paint_seed_range', sql`${t.paintSeed} IS NULL OR ${t.paintSeed} BETWEEN 0 AND 1000`),
    check('items_stattrak_or_souvenir', sql`NOT (${t.stattrak} AND ${t.souvenir})`),
    // SKIN-5, SKIN-6: float ranges and both float sorts walk an index (nulls last either way).
    index('items_available_float').on(t.floatValue, t.id).where(sql`${t.status} = 'available'`),
    index('items_available_float_desc').on(t.floatValue.desc().nullsLast(), t.id.desc()).where(sql`${t.status} = 'available'`),
    // SKIN-5: a float range of StatTrak items only (about 1 in 8) reads none of the others.
    index('items_available_stattrak_float').on(t.floatValue, t.id).where(sql`${t.status} = 'available' AND ${t.stattrak}`),
    index('items_available_paint_seed').on(t.paintSeed, t.priceCents, t.id).where(sql`${t.status} = 'available' AND ${t.paintSeed} IS NOT NULL`),
    // SCALE-63: a pattern's items with stickers (migration 0031), in the discount sort's order: in the pattern's index each of its ~800 entries compared its stickers.
    index('items_available_stickers_seed')
      .on(t.paintSeed, t.discountPercentage, t.priceCents, t.id)
      .where(sql`${t.status} = 'available' AND ${t.stickers} <> '[]'::jsonb AND ${t.paintSeed} IS NOT NULL`),
    index('items_available_phase').on(t.phase, t.priceCents).where(sql`${t.status} = 'available' AND ${t.phase} IS NOT NULL`),
  ],
);

/**
 * SCALE-26: one row per word (lexeme of `items.search`) of each available item, with what a search
 * page sorts by: a word search with any sort and price bounds is one index-only range read of
 * item_words_lexeme_price, instead of reading every match's row. Kept by triggers on items
 * (hand-written in the migration), so every path that lists, sells, reserves, releases, reprices
 * or retitles an item keeps it, in the same transaction.
 */
export const itemWords = pgTable(
  'item_words',
  {
    /** COLLATE "C" (hand-written): a word prefix is a byte range of the index. */
    lexeme: text('lexeme').notNull(),
    priceCents: integer('price_cents').notNull(),
    itemId: integer('item_id').notNull(),
    floatValue: doublePrecision('float_value'),
    discountPercentage: integer('discount_percentage').notNull(),
    /** SKIN-8: the item's flags and exterior, which a search's words 'StatTrak', 'Souvenir' and 'FT' test. */
    stattrak: boolean('stattrak').notNull(),
    souvenir: boolean('souvenir').notNull(),
    exteriorName: text('exterior_name'),
    /** SCALE-42: the item's type, quality and subcategory, which a search's list filters test. */
    type: text('type').notNull(),
    quality: text('quality'),
    subcategoryId: integer('subcategory_id'),
  },
  // Hand-written with INCLUDE (every column but the keys): the float and discount sorts, SKIN-8's
  // search words and the list filters a search carries (SCALE-41, SCALE-42). SCALE-40: the words of
  // StatTrak and of Souvenir items have an index each, so a search for 'StatTrak ...' reads only theirs.
  // SCALE-55: a search narrowed by a type, a quality or an exterior reads that filter's matches as a
  // key range, in price order (INCLUDE only SKIN-8's flags, hand-written: a third of the size).
  (t) => [
    index('item_words_lexeme_price').on(t.lexeme, t.priceCents, t.itemId),
    index('item_words_stattrak').on(t.lexeme, t.priceCents, t.itemId).where(sql`${t.stattrak}`),
    index('item_words_souvenir').on(t.lexeme, t.priceCents, t.itemId).where(sql`${t.souvenir}`),
    index('item_words_type').on(t.lexeme, t.type, t.priceCents, t.itemId),
    index('item_words_quality').on(t.lexeme, t.quality, t.priceCents, t.itemId),
    index('item_words_exterior').on(t.lexeme, t.exteriorName, t.priceCents, t.itemId),
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

export const facetKinds = ['type', 'quality', 'hero', 'exterior_name', 'item_class', 'phase', 'stattrak', 'stickers'] as const;
export type FacetKind = (typeof facetKinds)[number];

/** Each facet kind's value for an items row named `i` (SQL); SKIN-7 adds the derived ones. */
export const facetValueSql: Record<FacetKind, string> = {
  type: 'i.type',
  quality: 'i.quality',
  hero: 'i.hero',
  exterior_name: 'i.exterior_name',
  item_class: 'i.item_class',
  phase: 'i.phase',
  stattrak: "CASE WHEN i.stattrak THEN 'stattrak' WHEN i.souvenir THEN 'souvenir' ELSE 'normal' END",
  stickers: "CASE WHEN i.stickers <> '[]'::jsonb THEN 'with' END",
};

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
    /** SKIN-7's kinds, as facetValueSql derives them from the item. */
    phase: text('phase'),
    stattrak: text('stattrak'),
    stickers: text('stickers'),
  },
  (t) => [check('item_facet_deltas_delta_unit', sql`${t.delta} IN (-1, 1)`)],
);

/**
 * The catalogue's version: bumped by what can bring an item into a list (a release, an operator's
 * change), which drops every cached list page of every process (SCALE-20). A sale or reservation
 * leaves it alone: the list cache drops the taken item's pages itself.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
