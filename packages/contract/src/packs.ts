import { z } from 'zod';
import { withDayRange } from './day-range.ts';
import { okPagedEnvelope, pageQueryField } from './envelope.ts';
import { MAX_MONEY_AMOUNT } from './common.ts';
import { isDbId, isPositiveAmount, looseNumber, optionalText, orderedForm } from './form-rules.ts';
import { inWholeCents, isBlank, lengthOf, WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { tradeLinkInvalidMessage, tradeLinkParts } from './trade-link.ts';
import { isOfferQuality, offerQualityOptions, type OfferQuality } from './offer-values.ts';

/** Packs and prompts texts the API answers with (issue 7); the web shows the same ones. */
export const packMessages = {
  tradeUrlRequired: 'Steam trade link is required',
  tooLong: 'This value is too long',
  packIdRequired: 'Please choose a pack',
  promptIdRequired: 'Please choose a skin request',
  titleRequired: 'Skin name is required',
  qualityRequired: 'Quality is required',
  maxPriceRequired: 'Maximum price is required',
  maxPricePositive: 'Maximum price must be a positive number',
  maxPriceWholeCents: WHOLE_CENTS_MESSAGE,
  tradeUrlInvalid: tradeLinkInvalidMessage,
  /** {n}: the largest maximum price accepted. */
  maxPriceTooHigh: 'Maximum price must be at most {n}',
  itemIdRequired: 'Please choose a skin',
  packBought: 'Pack purchased successfully',
  promptPaid: 'Your skin request has been sent',
  promptRefused: 'The skin request has been refused and its fee refunded',
  promptFulfilled: 'The skin request has been fulfilled',
} as const;

export const PROMPT_LIMITS = { title: 200, maxPrice: MAX_MONEY_AMOUNT, tradeUrl: 500, key: 100, note: 500 } as const;

/** A positive database id typed anywhere: a number or a numeric string; anything else counts as missing. */
const idField = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.unknown());
const toId = (v: unknown): number | null => (isDbId(v) ? v : null);
const str = optionalText;
const tradeUrl = z.string().trim().max(PROMPT_LIMITS.tradeUrl, packMessages.tooLong).nullish();
/** STEAM-4: a trade link given with a pack or a prompt is one the trade bot can send to, as the cart's and the profile's. */
const tradeUrlRule = { field: 'trade_url', message: packMessages.tradeUrlInvalid, fails: (v: { trade_url?: string | null }) => !!v.trade_url && !tradeLinkParts(v.trade_url) } as const;

/** A pack's skin: the Product fields a pack page shows, in the requested currency. */
export const packItemSchema = z.object({ id: z.number().int(), title: z.string(), img_url: z.string(), quality: z.string().nullable(), type: z.string(), price: z.number() });

/**
 * PACK-1: a pack as GET /packs and /packs/{id} answer it: price and items_total (the sum of its
 * skins' prices) in the requested currency; available only while every skin is available.
 */
export const packSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  img_url: z.string(),
  price: z.number(),
  items_total: z.number(),
  available: z.boolean(),
  items: z.array(packItemSchema),
});
export type Pack = z.infer<typeof packSchema>;

/**
 * PACK-3: POST /purchase/pack. The trade link defaults to the profile's; the idempotency key (or the
 * Idempotency-Key header) makes a double submit one order (PACK-5).
 */
export const packPurchaseBodySchema = orderedForm(
  z.object({ pack_id: idField, trade_url: tradeUrl, idempotencyKey: z.string().trim().max(PROMPT_LIMITS.key, packMessages.tooLong).nullish() }),
  [{ field: 'pack_id', message: packMessages.packIdRequired, fails: (v) => toId(v.pack_id) === null }, tradeUrlRule],
).transform((v) => ({ packId: toId(v.pack_id) ?? 0, tradeUrl: v.trade_url || null, idempotencyKey: v.idempotencyKey || null }));
export type PackPurchaseBody = z.output<typeof packPurchaseBodySchema>;

/** PACK-3, PROMPT-3: the answer of a balance purchase (spec §7 status), with the new balance in major credits. */
export const balancePurchaseResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), balance: z.number(), payload: z.object({ order_id: z.number().int() }) });
export type BalancePurchaseResponse = z.infer<typeof balancePurchaseResponseSchema>;

/** Spec §3 Quality options, shared with sell orders. */
export const promptQualityOptions = offerQualityOptions;
export const promptStatusValues = ['unpaid', 'requested', 'fulfilled', 'refused'] as const;
export type PromptStatus = (typeof promptStatusValues)[number];

const validPrice = isPositiveAmount;

/** PROMPT-1: POST /prompts: the skin wanted (name, §3 quality, maximum price in the request currency), rules in order. */
export const promptCreateBodySchema = orderedForm(
  z.object({ title: str, quality: str, max_price: looseNumber }),
  [
    { field: 'title', message: packMessages.titleRequired, fails: (v) => isBlank(v.title) },
    { field: 'title', message: packMessages.tooLong, fails: (v) => lengthOf(v.title) > PROMPT_LIMITS.title },
    { field: 'quality', message: packMessages.qualityRequired, fails: (v) => !isOfferQuality(v.quality) },
    { field: 'max_price', message: packMessages.maxPriceRequired, fails: (v) => v.max_price === undefined || v.max_price === null || v.max_price === '' },
    { field: 'max_price', message: packMessages.maxPricePositive, fails: (v) => !validPrice(v.max_price) },
    // MONEY-4: a maximum of 450.999 was stored as 451, above what the customer typed.
    { field: 'max_price', message: packMessages.maxPriceWholeCents, fails: (v) => validPrice(v.max_price) && !inWholeCents(v.max_price) },
    {
      field: 'max_price',
      message: packMessages.maxPriceTooHigh.replace('{n}', PROMPT_LIMITS.maxPrice.toLocaleString('en-US')),
      fails: (v) => validPrice(v.max_price) && v.max_price > PROMPT_LIMITS.maxPrice,
    },
  ],
).transform((v) => ({ title: v.title ?? '', quality: (isOfferQuality(v.quality) ? v.quality : 'field_tested') as OfferQuality, maxPrice: validPrice(v.max_price) ? v.max_price : 0 }));
export type PromptCreateBody = z.output<typeof promptCreateBodySchema>;

/** PROMPT-3: POST /purchase/prompt: pays a prompt's fee once; the trade link defaults to the profile's. */
export const promptPurchaseBodySchema = orderedForm(z.object({ prompt_id: idField, trade_url: tradeUrl }), [
  { field: 'prompt_id', message: packMessages.promptIdRequired, fails: (v) => toId(v.prompt_id) === null },
  tradeUrlRule,
]).transform((v) => ({ promptId: toId(v.prompt_id) ?? 0, tradeUrl: v.trade_url || null }));
export type PromptPurchaseBody = z.output<typeof promptPurchaseBodySchema>;

/** PROMPT-2: a prompt as its owner sees it; money in the requested currency, created_at in unix seconds. */
export const promptSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quality: z.string(),
  max_price: z.number(),
  fee: z.number(),
  status: z.enum(promptStatusValues),
  order_id: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** PROMPT-2: GET /prompts: the user's prompts, newest first, and the fee a new one costs. */
export const promptListResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(promptSchema), meta: z.object({ fee: z.number() }) });

/** PROMPT-5: an operator's view of a prompt: the customer too. */
export const operatorPromptSchema = promptSchema.extend({ user_id: z.number().int(), email: z.string().nullable(), note: z.string().nullable(), fulfilled_order_id: z.number().int().nullable() });
export type OperatorPrompt = z.infer<typeof operatorPromptSchema>;
/** PROMPT-5, OPS-48: GET /operator/prompts?status=&page= (20 a page, meta { total, pages }); OPS-175: q is a request id, or part of the customer's email or of the requested market name; from/to the UTC days the requests were made in. */
export const operatorPromptsQuerySchema = withDayRange({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(promptStatusValues, { error: `status must be one of ${promptStatusValues.join(', ')}` }).optional(),
  page: pageQueryField,
});
export const operatorPromptsResponseSchema = okPagedEnvelope(z.array(operatorPromptSchema));

/** PROMPT-6: POST /operator/prompts/{id}/fulfil: the catalogue item found for the prompt. */
export const promptFulfilBodySchema = orderedForm(z.object({ item_id: idField }), [
  { field: 'item_id', message: packMessages.itemIdRequired, fails: (v) => toId(v.item_id) === null },
]).transform((v) => ({ itemId: toId(v.item_id) ?? 0 }));

/** PROMPT-7: POST /operator/prompts/{id}/refuse: an optional note to the customer. */
export const promptRefuseBodySchema = z.object({ note: z.string().trim().max(PROMPT_LIMITS.note, packMessages.tooLong).nullish() });

export const promptActionResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorPromptSchema });
