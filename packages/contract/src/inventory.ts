import { z } from 'zod';
import { looseNumber, orderedForm, type FieldRule } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';
import { INVENTORY_PICK_MAX, inventoryMessages } from './inventory-values.ts';
import { MARKET_NAME_MAX } from './market-name.ts';
import { toMinor } from './money.ts';
import { offerSchema, priceRules } from './offers.ts';

const m = inventoryMessages;

/**
 * INV-1, INV-2, INV-3: one CS2 item of the seller's Steam inventory as the sell page shows it: its art
 * (the shop's art of the market name), name, exterior, float and pattern where Steam's inspect data
 * gives them, whether it can be traded now (else the unix second it can), whether a live offer
 * holds it already, and the shop's instant quote (EUR) where the operator set one.
 */
export const inventoryItemSchema = z.object({
  asset_id: z.string(),
  market_name: z.string(),
  name: z.string(),
  exterior: z.string().nullable(),
  img_url: z.string().nullable(),
  float: z.number().nullable(),
  pattern: z.number().int().nullable(),
  tradable: z.boolean(),
  tradable_from: z.number().int().nullable(),
  offered: z.boolean(),
  quote: z.number().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(inventoryItemSchema), meta: z.object({ steamid: z.string(), currency: z.literal('EUR') }) });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** Steam's asset ids are unsigned 64-bit numbers, sent as strings. */
const isAssetId = (v: unknown) => typeof v === 'string' && /^\d{1,20}$/.test(v);
const takesQuote = (v: { take_quote?: unknown }) => v.take_quote === true;

/** INV-4: one picked item: its asset id and either an asked price (EUR, the sell form's rules) or the shop's quote. */
const pickedItemSchema = orderedForm(z.object({ asset_id: z.unknown(), price: looseNumber, take_quote: z.boolean().optional() }), [
  { field: 'asset_id', message: m.assetId, fails: (v) => !isAssetId(v.asset_id) },
  ...priceRules<{ price?: unknown; take_quote?: boolean }>().map((rule) => ({ ...rule, fails: (v: { price?: unknown; take_quote?: boolean }) => !takesQuote(v) && rule.fails(v) })),
]).transform((v) => ({ assetId: String(v.asset_id), takeQuote: takesQuote(v), priceMinor: takesQuote(v) || typeof v.price !== 'number' ? null : toMinor(v.price) }));

/** INV-4: POST /offer/inventory { items: [{ asset_id, price } | { asset_id, take_quote: true }] }: one offer per item, in EUR. */
export const inventoryOfferBodySchema = z.object({
  items: z
    .array(pickedItemSchema, { error: m.pickOne })
    .min(1, m.pickOne)
    .max(INVENTORY_PICK_MAX, m.pickMax)
    .refine((items) => new Set(items.map((i) => i.assetId)).size === items.length, m.pickTwice),
});
export type InventoryOfferBody = z.output<typeof inventoryOfferBodySchema>;
export const inventoryOfferResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.array(offerSchema) });

/** INV-5: the shop's instant quote for one market name (EUR), as the back office lists it. */
export const sellQuoteSchema = z.object({ id: z.number().int(), market_name: z.string(), price: z.number(), updated_at: z.number().int() });
export type SellQuote = z.infer<typeof sellQuoteSchema>;
export const sellQuotesResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(sellQuoteSchema) });
export const sellQuoteResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: sellQuoteSchema });
export const sellQuoteDeletedSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ id: z.number().int() }) });

type QuoteInput = { market_name?: string | null; price?: unknown };
const marketNameRules: FieldRule<QuoteInput>[] = [
  { field: 'market_name', message: m.marketNameRequired, fails: (v) => isBlank(v.market_name) },
  { field: 'market_name', message: m.marketNameTooLong, fails: (v) => lengthOf(v.market_name ?? '') > MARKET_NAME_MAX },
];
const quotePriceMinor = (price: unknown) => (typeof price === 'number' ? toMinor(price) : 0);

/** INV-5: POST /operator/sell-quotes { market_name, price }: the price the shop pays for that market name. */
export const sellQuoteBodySchema = orderedForm(z.object({ market_name: z.string().trim().nullish(), price: looseNumber }), [...marketNameRules, ...priceRules<QuoteInput>()]).transform((v) => ({
  marketName: v.market_name ?? '',
  priceMinor: quotePriceMinor(v.price),
}));
export type SellQuoteBody = z.output<typeof sellQuoteBodySchema>;

/** INV-5: PATCH /operator/sell-quotes/{id} { price }. */
export const sellQuoteChangeBodySchema = orderedForm(z.object({ price: looseNumber }), priceRules<{ price?: unknown }>()).transform((v) => ({ priceMinor: quotePriceMinor(v.price) }));
export type SellQuoteChangeBody = z.output<typeof sellQuoteChangeBodySchema>;
