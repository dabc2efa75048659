import { z } from 'zod';
import { MAX_MONEY_AMOUNT } from './common.ts';
import { CATEGORY, PAGE_SIZE } from './constants.ts';
import { dopplerPhases, MAX_PAINT_SEED, sortOrders, stattrakFilterValues, tradeFilterValues } from './catalog-values.ts';
import { skinFieldsShape, type SkinFields } from './skins.ts';

/**
 * Spec §3 Product, as the API answers it: prices in the requested currency (2 decimals),
 * img_url relative to the image host path (/img). `similar` is filled on the details only.
 * The skin fields (SKIN-1) are additive to §3.
 */
export interface Product extends SkinFields {
  id: number;
  title: string;
  type: string;
  price: number;
  old_price: number | null;
  discount_percentage: number;
  img_url: string;
  category: string;
  subcategory: string | null;
  quality: string | null;
  exterior_name: string | null;
  hero: string | null;
  item_class: string | null;
  is_new: boolean;
  /** REFPRICE-3: the Steam reference price of the item's market name in the requested currency; null when none is known. */
  steam_price: number | null;
  /** REFPRICE-4: how far below the reference the price is, in whole percent (at least 1); null when it is not below. */
  below_steam_percent: number | null;
  similar: Product[];
}
export const productSchema: z.ZodType<Product> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    type: z.string(),
    price: z.number(),
    old_price: z.number().nullable(),
    discount_percentage: z.number().int(),
    img_url: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    quality: z.string().nullable(),
    exterior_name: z.string().nullable(),
    hero: z.string().nullable(),
    item_class: z.string().nullable(),
    is_new: z.boolean(),
    steam_price: z.number().nullable(),
    below_steam_percent: z.number().int().nullable(),
    similar: z.array(productSchema),
    ...skinFieldsShape,
  }),
);

const boolParam = (field: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** A comma list in a query (type=Rifle,Pistol): trimmed, empty parts dropped, at most 50 values. */
const commaList = (field: string) =>
  z
    .string()
    .max(2000, `${field} is too long`)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .refine((list) => list.length <= 50, `${field} has too many values`);

/**
 * CAT-2 (spec §5: 'empty means no bound'): a number in a query given empty (price_till=) or blank
 * is not given, rather than the 0 that coercing '' makes of it.
 */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const price = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, `${field} must be a number`)
    .min(0, `${field} must be 0 or more`)
    .max(MAX_MONEY_AMOUNT, `${field} is too large`);

/** SKIN-5: a float bound, 0 to 1 inclusive. */
const floatBound = (field: string) =>
  z.coerce.number({ error: `${field} must be a number` }).refine(Number.isFinite, `${field} must be a number`).min(0, `${field} must be 0 or more`).max(1, `${field} must be 1 or less`);

/** SKIN-5: a comma list whose values must be among `allowed`. */
const choiceList = <T extends string>(field: string, allowed: readonly T[]) =>
  commaList(field)
    .refine((list) => list.every((v) => (allowed as readonly string[]).includes(v)), `${field} must be among ${allowed.join(', ')}`)
    .transform((list) => list as T[]);

/**
 * CAT-1: the query of GET /items/list (spec §7). Unknown keys are ignored; a malformed value is a
 * 422 whose message names the field. limit defaults to 15 and is capped at 100.
 */
export const itemsListQuerySchema = z.object({
  page: blankIsUnset(z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000, 'page is too large').default(1)),
  limit: blankIsUnset(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .transform((n) => Math.min(n, PAGE_SIZE.maxLimit))
      .default(PAGE_SIZE.products),
  ),
  sort: z.enum(sortOrders, { error: "sort must be 'asc', 'desc', 'float_asc', 'float_desc' or 'discount'" }).default('desc'),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  price_from: blankIsUnset(price('price_from').optional()),
  price_till: blankIsUnset(price('price_till').optional()),
  type: commaList('type').optional(),
  quality: commaList('quality').optional(),
  heroes: commaList('heroes').optional(),
  exterior_names: commaList('exterior_names').optional(),
  item_class: commaList('item_class').optional(),
  sale: boolParam('sale').optional(),
  new: boolParam('new').optional(),
  random: boolParam('random').optional(),
  float_from: blankIsUnset(floatBound('float_from').optional()),
  float_to: blankIsUnset(floatBound('float_to').optional()),
  stattrak: choiceList('stattrak', stattrakFilterValues).optional(),
  phase: choiceList('phase', dopplerPhases).optional(),
  pattern: blankIsUnset(
    z.coerce
      .number({ error: 'pattern must be a number' })
      .int('pattern must be a whole number')
      .min(0, 'pattern must be 0 or more')
      .max(MAX_PAINT_SEED, `pattern must be at most ${MAX_PAINT_SEED}`)
      .optional(),
  ),
  stickers: boolParam('stickers').optional(),
  /** LIST-2: 'tradable' (no trade lock now) or 'protected' (under Steam's trade protection). */
  trade: z.enum(tradeFilterValues, { error: "trade must be 'tradable' or 'protected'" }).optional(),
  category: z.literal(CATEGORY, { error: `category must be '${CATEGORY}'` }).optional(),
  subcategory: z.string().trim().max(64, 'subcategory is too long').regex(/^[a-z0-9-]*$/, 'subcategory must be a category url').optional(),
});
export type ItemsListQuery = z.output<typeof itemsListQuerySchema>;

/** The optional category of filter-data and subcategories (cs2 only). */
export const categoryQuerySchema = z.object({
  category: z.literal(CATEGORY, { error: `category must be '${CATEGORY}'` }).optional(),
});

/** Spec §3 Filter data. */
export const filterDataSchema = z.object({
  types: z.array(z.string()),
  qualities: z.array(z.string()),
  heroes: z.array(z.string()),
  exterior_names: z.array(z.string()),
  classes: z.array(z.string()),
  /** SKIN-7: the phases available items have. */
  phases: z.array(z.string()),
  /** SKIN-7: available items per filter value: type, quality, hero, exterior_name, item_class, phase, stattrak (stattrak/souvenir/normal), stickers (with). */
  counts: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type FilterData = z.infer<typeof filterDataSchema>;

export const subcategorySchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type Subcategory = z.infer<typeof subcategorySchema>;

/**
 * CAT-45: where an item stands, for the page of one that left the shop: on sale, sold, or out of
 * the shop for now (held by a checkout, withdrawn by the operator). Its market name leads to the
 * same skin's other listings.
 */
export const itemListingStates = ['available', 'sold', 'unavailable'] as const;
export type ItemListingState = (typeof itemListingStates)[number];
export const itemListingSchema = z.object({ id: z.number().int(), title: z.string(), market_name: z.string(), state: z.enum(itemListingStates) });
export type ItemListing = z.infer<typeof itemListingSchema>;
