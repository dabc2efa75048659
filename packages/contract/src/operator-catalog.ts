import { z } from 'zod';
import { paginationMetaSchema } from './envelope.ts';
import { isPositiveAmount, noPartCents, typedDecimal } from './form-rules.ts';
import { inWholeCents, WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { isSteamImageUrl } from './images.ts';
import { packSchema } from './packs.ts';
import { dopplerPhases, MAX_PAINT_SEED } from './catalog-values.ts';
import { charmSchema, skinColumnsShape, stickersSchema } from './skins.ts';

/**
 * The back office's catalogue, packs and promo codes (issue 17, OPS-60, OPS-61, OPS-62, OPS-63, OPS-64, OPS-65, OPS-66, OPS-67, OPS-68, OPS-69, OPS-70, OPS-71, OPS-72, OPS-73, OPS-74, OPS-75, OPS-76, OPS-77, OPS-78, OPS-79). Prices travel in
 * euros with 2 decimals (the API stores cents); the texts are the operator's, in English.
 */
export const operatorCatalogMessages = {
  titleRequired: 'Title is required',
  typeRequired: 'Type is required',
  tooLong: 'This text is too long',
  pricePositive: 'Price must be at least 0.01',
  priceTooHigh: 'Price must be at most 1,000,000',
  oldPriceAbovePrice: 'The old price must be higher than the price',
  imageKind: 'Choose a picture',
  imageUrl: 'Enter a Steam economy image address (https://community.cloudflare.steamstatic.com/economy/image/...) or leave it empty',
  percentRange: 'Enter a change between -99 and +1000 percent, not 0',
  bulkTarget: 'Choose items, or a filter, not both',
  packItems: 'A pack holds 1 to 20 different skins (their ids)',
  codeFormat: 'A code is 3 to 32 letters, digits, - or _',
  amountPositive: 'The discount must be more than 0',
  discountTooHigh: 'The discount must be at most 1,000,000',
  expiryPast: 'The expiry must be in the future',
  promoFixedFields: 'Only the usage limit, the expiry and the minimum cart value of a promo code can change: make a new code for another discount',
  percentageMax: 'A percentage discount is at most 100',
  minSubtotal: 'Enter a minimum cart value of at least 0.01 with at most 2 decimals, or leave it empty',
  wholeNumber: 'Enter a whole number of at least 1, or leave it empty',
  dateInvalid: 'Enter a valid date and time',
  floatRange: 'Float must be between 0 and 1',
  paintSeedRange: `Pattern must be a whole number from 0 to ${MAX_PAINT_SEED}`,
  phaseUnknown: `Phase must be one of ${dopplerPhases.join(', ')}`,
  stattrakAndSouvenir: 'An item is StatTrak™ or Souvenir, not both',
  inspectLink: 'The inspect link must start with steam://',
  charmsMax: 'At most one charm',
  steamAssetId: "The Steam asset id is a number of up to 20 digits (the item in the trade bot's inventory), or empty",
} as const;
const m = operatorCatalogMessages;

const pageField = z.coerce.number().int().positive().max(1_000_000).optional().catch(undefined);
const filterText = z.string().trim().min(1).max(100).optional().catch(undefined);
const idList = z.array(z.number().int().positive().max(2_147_483_647));

/** A price in euros, at least 1 cent; answered as a number of cents by `toMinor`. */
const euros = z.preprocess(typedDecimal, z.number({ error: m.pricePositive }).min(0.01, m.pricePositive).refine(noPartCents, WHOLE_CENTS_MESSAGE).max(1_000_000, m.priceTooHigh));
const optionalText = z.string().trim().max(80, m.tooLong).optional().nullable().transform((v) => v || null);

/** OPS-67: the generated pictures an item may show (the seed's kinds; images route `items/<kind>/<file>.svg`). */
export const itemImageKindValues = ['rifle', 'pistol', 'smg', 'sniper', 'shotgun', 'machinegun', 'knife', 'gloves', 'agent', 'sticker'] as const;
export type ItemImageKind = (typeof itemImageKindValues)[number];

/** OPS-60: an item's state for the operator: listed (available), held by an order being paid, sold, withdrawn. */
export const operatorItemStatusValues = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type OperatorItemStatus = (typeof operatorItemStatusValues)[number];

export const operatorItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  quality: z.string().nullable(),
  exterior_name: z.string().nullable(),
  hero: z.string().nullable(),
  item_class: z.string().nullable(),
  subcategory: z.string().nullable(),
  price: z.number(),
  old_price: z.number().nullable(),
  discount_percentage: z.number().int(),
  is_new: z.boolean(),
  img_url: z.string(),
  image_kind: z.enum(itemImageKindValues).nullable(),
  /** ART-2: the Steam economy image the picture is fetched from, or null for the generated art. */
  image_url: z.string().nullable(),
  status: z.enum(operatorItemStatusValues),
  created_at: z.string(),
  // SKIN-9: the skin fields as the operator sets them.
  ...skinColumnsShape,
  /** STEAM-2, SKIN-13: the item's asset id in the trade bot's Steam inventory; null until set (the steam bot cannot send it). */
  steam_asset_id: z.string().nullable(),
});
export type OperatorItem = z.infer<typeof operatorItemSchema>;

/** OPS-60: the list's filters: a search by title or id, a status, a subcategory (url). */
export const operatorItemsFilterSchema = z.object({
  search: filterText,
  status: z.enum(operatorItemStatusValues).optional().catch(undefined),
  subcategory: filterText,
});
export type OperatorItemsFilter = z.infer<typeof operatorItemsFilterSchema>;
export const operatorItemsQuerySchema = operatorItemsFilterSchema.extend({ page: pageField });
export type OperatorItemsQuery = z.infer<typeof operatorItemsQuerySchema>;
export const operatorItemsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorItemSchema), meta: paginationMetaSchema });
export const operatorItemResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorItemSchema });

/** OPS-61, OPS-62: an item's fields as the operator sets them (create, and edit with the whole form). */
export const operatorItemBodySchema = z
  .object({
    title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
    type: z.string({ error: m.typeRequired }).trim().min(1, m.typeRequired).max(80, m.tooLong),
    quality: optionalText,
    exterior_name: optionalText,
    hero: optionalText,
    item_class: optionalText,
    /** A subcategory's url; none leaves the item in the root category only. */
    subcategory: optionalText,
    price: euros,
    old_price: euros.optional().nullable().transform((v) => v ?? null),
    is_new: z.boolean().default(false),
    image_kind: z.enum(itemImageKindValues, { error: m.imageKind }),
    /** ART-2: a Steam economy image address (the allowlist), or empty for the generated art of image_kind. */
    image_url: z
      .string({ error: m.imageUrl })
      .trim()
      .refine((v) => v === '' || isSteamImageUrl(v), m.imageUrl)
      .optional()
      .nullable()
      .transform((v) => v || null),
    // SKIN-9: optional skin fields; a float sets exterior_name (SKIN-2).
    float_value: z.number({ error: m.floatRange }).min(0, m.floatRange).max(1, m.floatRange).nullable().default(null),
    paint_seed: z.number({ error: m.paintSeedRange }).int(m.paintSeedRange).min(0, m.paintSeedRange).max(MAX_PAINT_SEED, m.paintSeedRange).nullable().default(null),
    phase: z.enum(dopplerPhases, { error: m.phaseUnknown }).nullable().default(null),
    stattrak: z.boolean().default(false),
    souvenir: z.boolean().default(false),
    stickers: stickersSchema.default([]),
    charms: z.array(charmSchema).max(1, m.charmsMax).default([]),
    inspect_link: z.string().trim().max(300, m.tooLong).regex(/^steam:\/\//, m.inspectLink).nullable().default(null),
    trade_lock_until: z
      .string()
      .trim()
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), m.dateInvalid)
      .nullable()
      .transform((v) => v || null)
      .default(null),
    /** SKIN-13: empty or null: none. */
    steam_asset_id: z
      .string({ error: m.steamAssetId })
      .trim()
      .regex(/^(\d{1,20})?$/, m.steamAssetId)
      .nullable()
      .transform((v) => v || null)
      .default(null),
  })
  .refine((b) => b.old_price === null || b.old_price > b.price, { message: m.oldPriceAbovePrice, path: ['old_price'] })
  .refine((b) => !(b.stattrak && b.souvenir), { message: m.stattrakAndSouvenir, path: ['souvenir'] });
export type OperatorItemBody = z.infer<typeof operatorItemBodySchema>;
export type OperatorItemInput = z.input<typeof operatorItemBodySchema>;

/** OPS-65: the most items one bulk change may touch (one transaction, one audit row each). */
export const BULK_PRICE_MAX_ITEMS = 500;
/** OPS-65: POST /operator/items/bulk-price { percent, ids | filter }. */
export const operatorBulkPriceBodySchema = z
  .object({
    percent: z.coerce
      .number({ error: m.percentRange })
      .min(-99, m.percentRange)
      .max(1000, m.percentRange)
      .refine((p) => p !== 0, m.percentRange),
    ids: idList.min(1).max(BULK_PRICE_MAX_ITEMS).optional(),
    filter: operatorItemsFilterSchema.optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), { message: m.bulkTarget, path: ['ids'] });
export type OperatorBulkPriceBody = z.infer<typeof operatorBulkPriceBodySchema>;
export const operatorBulkPriceResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ changed: z.number().int(), ids: z.array(z.number().int()) }) });

/** OPS-70: a pack as the operator sees it, active or withdrawn, in euros, with its skins' ids. */
export const operatorPackSchema = packSchema.omit({ items: true }).extend({ item_ids: z.array(z.number().int()), active: z.boolean() });
export type OperatorPack = z.infer<typeof operatorPackSchema>;
export const operatorPacksQuerySchema = z.object({ page: pageField, search: filterText, active: z.enum(['true', 'false']).optional().catch(undefined) });
export const operatorPacksResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorPackSchema), meta: paginationMetaSchema });
export const operatorPackResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorPackSchema });
/** OPS-71: a pack's fields (its picture is its first skin's). */
export const operatorPackBodySchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(120, m.tooLong),
  description: z.string().trim().max(2000, m.tooLong).default(''),
  price: euros,
  // Every refusal of the list says what it must hold ("abc" is not an id, not a type error).
  item_ids: z
    .array(z.number({ error: m.packItems }).int(m.packItems).positive(m.packItems).max(2_147_483_647, m.packItems), { error: m.packItems })
    .min(1, m.packItems)
    .max(20, m.packItems)
    .refine((ids) => new Set(ids).size === ids.length, m.packItems),
});
export type OperatorPackBody = z.infer<typeof operatorPackBodySchema>;
export type OperatorPackInput = z.input<typeof operatorPackBodySchema>;

/** Spec §3 Promo discount types. */
export const promoDiscountTypeValues = ['fixed', 'percentage'] as const;
/** OPS-75: a code's state: usable, not started, past its expiry (or disabled), or used up. */
export const operatorPromoStatusValues = ['active', 'scheduled', 'expired', 'used_up'] as const;

/**
 * OPS-75: a promo code. discount_amount is euros when fixed and percent when percentage (the
 * table keeps cents and basis points).
 */
export const operatorPromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(promoDiscountTypeValues),
  discount_amount: z.number(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  per_customer_limit: z.number().int(),
  first_order_only: z.boolean(),
  /** PROMO-7: the least cart subtotal (euros, before VAT and delivery) the code applies to; null: any. */
  min_subtotal: z.number().nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(operatorPromoStatusValues),
});
export type OperatorPromo = z.infer<typeof operatorPromoSchema>;
export const operatorPromosQuerySchema = z.object({ page: pageField, search: filterText, status: z.enum(operatorPromoStatusValues).optional().catch(undefined) });
export const operatorPromosResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorPromoSchema), meta: paginationMetaSchema });
export const operatorPromoResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorPromoSchema });

const usesLimit = z.coerce.number({ error: m.wholeNumber }).int(m.wholeNumber).min(1, m.wholeNumber).max(1_000_000, m.wholeNumber);
/**
 * PROMO-7: a minimum cart value in euros: at least a cent, whole cents (like every money field),
 * or empty / null for none.
 */
const minSubtotal = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typedDecimal(v)),
  z.number({ error: m.minSubtotal }).refine((n) => isPositiveAmount(n) && inWholeCents(n) && n <= 1_000_000, m.minSubtotal).nullable(),
);
/** An ISO date-time (or what a datetime-local input gives), or null for no expiry. */
const expiry = z
  .string()
  .trim()
  .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), m.dateInvalid)
  .nullable()
  .transform((s) => (s ? new Date(s) : null));

/** OPS-76: POST /operator/promo-codes. */
export const operatorPromoBodySchema = z
  .object({
    code: z
      .string({ error: m.codeFormat })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, m.codeFormat),
    description: z.string().trim().max(200, m.tooLong).default(''),
    discount_type: z.enum(promoDiscountTypeValues),
    // MONEY-4: 5.555 was stored as 5.56 (euro or percent alike).
    discount_amount: z.preprocess(typedDecimal, z.number({ error: m.amountPositive }).refine(isPositiveAmount, m.amountPositive).refine(noPartCents, WHOLE_CENTS_MESSAGE).max(1_000_000, m.discountTooHigh)),
    max_uses: usesLimit.nullable().default(null),
    per_customer_limit: usesLimit.default(1),
    first_order_only: z.boolean().default(false),
    min_subtotal: minSubtotal.default(null),
    // A new code born expired would be refused at every checkout.
    expires_at: expiry.default(null).refine((d) => d === null || d.getTime() > Date.now(), m.expiryPast),
    /** PROMO-8: the operator saw the code's risks (promoRisks) and saves it anyway. */
    confirm_risk: z.boolean().default(false),
  })
  .refine((b) => b.discount_type !== 'percentage' || b.discount_amount <= 100, { message: m.percentageMax, path: ['discount_amount'] });
export type OperatorPromoBody = z.infer<typeof operatorPromoBodySchema>;
export type OperatorPromoInput = z.input<typeof operatorPromoBodySchema>;

/**
 * OPS-77: PATCH /operator/promo-codes/{id} { max_uses?, expires_at?, min_subtotal? }: null lifts
 * the limit, the expiry or (PROMO-7) the minimum cart value.
 */
export const operatorPromoChangeBodySchema = z.strictObject({ max_uses: usesLimit.nullable().optional(), expires_at: expiry.optional(), min_subtotal: minSubtotal.optional(), confirm_risk: z.boolean().default(false) }, { error: (issue) => (issue.code === 'unrecognized_keys' ? m.promoFixedFields : undefined) });
export type OperatorPromoChangeBody = z.infer<typeof operatorPromoChangeBodySchema>;
