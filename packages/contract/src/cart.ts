import { z } from 'zod';
import { DB_INT_MAX } from './common.ts';

/** The spec's English texts of the cart and promo answers (§8 Cart successes, Checkout and promo). */
export const cartMessages = {
  itemAdded: 'Item added to cart',
  itemRemoved: 'Item removed from cart',
  itemUnavailable: 'This item is no longer available',
  promoApplied: 'Promo code applied successfully',
} as const;

/** A currency code in a cart call's query or body: checked against the currencies list (CART-9). */
const currencyField = z.string().trim().max(16).optional();

const idField = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a number` })
    .int(`The ${name} must be a whole number`)
    .positive(`The ${name} must be positive`)
    .max(DB_INT_MAX, `The ${name} is too large`);

/**
 * CART-4: the cart holds unique items (spec §4), so `count` is accepted and ignored: every entry
 * has count 1 whatever was sent.
 */
const ignoredCount = z.unknown().optional();

/** GET /cart/contents and GET /promocode/check carry the currency in the query. */
export const cartQuerySchema = z.object({ currency: currencyField });

/** CART-2: POST /cart/add { id, count }. */
export const addToCartBodySchema = z.object({ id: idField('item id'), count: ignoredCount, currency: currencyField });
export type AddToCartBody = z.output<typeof addToCartBodySchema>;

/** CART-4: POST /cart/update { item_id, count }: a no-op for unique items. */
export const updateCartBodySchema = z.object({ item_id: idField('item id'), count: ignoredCount, currency: currencyField });
export type UpdateCartBody = z.output<typeof updateCartBodySchema>;

/** CART-5: POST /cart/remove { id, is_variation }. */
export const removeFromCartBodySchema = z.object({ id: idField('item id'), is_variation: z.unknown().optional(), currency: currencyField });
export type RemoveFromCartBody = z.output<typeof removeFromCartBodySchema>;

/** CART-6: POST /cart/clear. */
export const clearCartBodySchema = z.object({ currency: currencyField }).optional();

/** The product inside a cart entry, prices in the requested currency (spec §3 Cart entry). */
export const cartProductSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  old_price: z.number().nullable(),
  title: z.string(),
  img_url: z.string(),
  type: z.string(),
  quality: z.string().nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** CART-1, CART-3: a cart entry; a sold or reserved item stays, marked unavailable with a message. */
export const cartEntrySchema = z.object({
  item_id: z.number().int(),
  is_variation: z.literal(false),
  count: z.literal(1),
  available: z.boolean(),
  message: z.string().nullable(),
  item: cartProductSchema,
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** GET /cart/contents: the entries under `cart` (spec §7) and, as every answer, under `payload`. */
export const cartContentsSchema = z.object({ status: z.literal('OK'), cart: z.array(cartEntrySchema), payload: z.array(cartEntrySchema) });
export type CartContents = z.infer<typeof cartContentsSchema>;

/** Answers of add, update, remove and clear: the cart after the change and a message. */
export const cartChangedSchema = z.object({
  status: z.literal('OK'),
  message: z.string().optional(),
  cart: z.array(cartEntrySchema),
  payload: z.array(cartEntrySchema),
});
export type CartChanged = z.infer<typeof cartChangedSchema>;

/** GET /promocode/check?code=: a missing or blank code is answered by the service (PROMO-1). */
export const promoCheckQuerySchema = z.object({ code: z.string().max(64, 'The promo code is too long').optional(), currency: currencyField });

export const promoTypes = ['fixed', 'percentage'] as const;

/** Spec §3 Promo: calculated_discount in the requested currency, 2 decimals. */
export const promoSchema = z.object({
  calculated_discount: z.number(),
  type: z.enum(promoTypes),
  applies_to_delivery: z.boolean(),
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(promoTypes),
  /** Fixed: an amount in the requested currency; percentage: the percent (10 means 10 %). */
  discount_amount: z.number(),
});
export type Promo = z.infer<typeof promoSchema>;

export const promoCheckResponseSchema = z.object({ status: z.literal('OK'), payload: promoSchema, message: z.string() });
