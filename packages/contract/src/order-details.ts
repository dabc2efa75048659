import { z } from 'zod';
import { orderStatusValues, tradeProtectionSchema } from './operator-people.ts';

/** ORDER-2: what the trade bot did with the order's current delivery attempt, as far as the shop records it. */
export const deliveryStateValues = ['not_started', 'sending', 'sent', 'accepted', 'declined', 'expired', 'reverted', 'failed'] as const;
/** ORDER-4: the events of an order's timeline, each from a recorded time (order events, payments, delivery, refund). */
export const orderTimelineKindValues = ['created', 'paid', 'delivery_attempt', 'delivered', 'delivery_failed', 'failed', 'cancelled', 'expired', 'refunded'] as const;

const item = z.object({
  id: z.number().int(),
  title: z.string(),
  img_url: z.string(),
  item_type: z.string(),
  item_quality: z.string().nullable(),
  exterior: z.string().nullable(),
  float_value: z.number().nullable(),
  price: z.number(),
});

/**
 * ORDER-1: GET /purchase/{id}: one order of the signed-in buyer. Money is in the currency charged
 * (`currency`, euro, major units); PAY-30: `display` is what the buyer saw it in when that was another currency.
 */
export const orderDetailsSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  status: z.enum(orderStatusValues),
  /** ORDER-1: the status in the request's language. */
  status_label: z.string(),
  kind: z.enum(['product', 'pack', 'prompt']),
  items: z.array(item),
  currency: z.string(),
  subtotal: z.number(),
  promo: z.object({ code: z.string(), discount: z.number() }).nullable(),
  delivery: z.number(),
  /** ORDER-3: percent is null on orders placed before it was kept. */
  vat: z.object({ percent: z.number().nullable(), amount: z.number() }),
  total: z.number(),
  display: z.object({ currency: z.string(), total: z.number(), rate: z.number() }).nullable(),
  payment: z.object({ method: z.string(), state: z.enum(['pending', 'success', 'error', 'cancelled', 'refunded']), paid_at: z.number().int().nullable() }),
  delivery_state: z.object({
    state: z.enum(deliveryStateValues),
    offer_id: z.string().nullable(),
    attempt: z.number().int(),
    at: z.number().int().nullable(),
    trade_url: z.string(),
  }),
  refund: z.object({ amount: z.number(), to: z.enum(['balance', 'card']), at: z.number().int().nullable() }).nullable(),
  timeline: z.array(z.object({ kind: z.enum(orderTimelineKindValues), at: z.number().int() })),
  /** ORDER-5: a receipt exists once the order is paid (GET /purchase/{id}/receipt). */
  has_receipt: z.boolean(),
  /** DISPUTE-4: null until the trade bot delivered the order. */
  trade: tradeProtectionSchema.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** PAY-31: GET /purchase/quote?promocode=: the query (the promo code the cart applies, if any). */
export const chargeQuoteQuerySchema = z.object({ promocode: z.string().max(64).optional() });

/** PAY-31: what a checkout of the cart would charge (`currency`, euro) and what the cart shows it as. */
export const chargeQuoteSchema = z.object({
  currency: z.string(),
  total: z.number(),
  shown: z.object({ currency: z.string(), total: z.number(), rate: z.number() }),
});
export type ChargeQuote = z.infer<typeof chargeQuoteSchema>;
