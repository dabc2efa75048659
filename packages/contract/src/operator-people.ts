import { z } from 'zod';
import { DB_INT_MAX, flagSchema } from './common.ts';
import { withDayRange } from './day-range.ts';
import { paginationMetaSchema } from './envelope.ts';
import { typedDecimal } from './form-rules.ts';
import { inWholeCents, WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { toMinor } from './money.ts';
import { operatorBalanceChangeSchema } from './operator-balance-changes.ts';

/** The back office's lists: page from 1 (a bad one is page 1), and a search text ('' is no search). */
const pageQuery = z.coerce.number().int().positive().max(1_000_000).optional().catch(undefined);
const searchQuery = z
  .string()
  .trim()
  .max(200)
  .transform((q) => q || undefined)
  .optional()
  .catch(undefined);
/** 'true' / 'false' in a query string; anything else is no filter. */
const yesNoQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional()
  .catch(undefined);

/** An operator's reason (refund, block, unblock): required, kept in the audit log (an operator text: not translated). */
export const REASON_REQUIRED = 'Give a reason';
const reasonSchema = z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(500, 'The reason can be at most 500 characters');

/** Spec §4 Order status values (completed/accepted success, processing/in_process in progress, others failure); DELIV-2: delivery_failed: paid, but the trade offer failed (operator queue). */
export const orderStatusValues = ['pending', 'processing', 'in_process', 'completed', 'accepted', 'failed', 'cancelled', 'expired', 'delivery_failed'] as const;
export type OrderStatusValue = (typeof orderStatusValues)[number];

/** OPS-80: GET /operator/orders?q=&status=&page= : q is an order id, an email or (part of) a trade link; OPS-176: from/to the UTC days the orders were placed in. */
export const operatorOrdersQuerySchema = withDayRange({ q: searchQuery, status: z.enum(orderStatusValues).optional().catch(undefined), page: pageQuery });

/** OPS-80: an order as the back office lists it; amounts in euro. */
export const operatorOrderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  trade_url: z.string(),
  kind: z.string(),
  status: z.enum(orderStatusValues),
  payment_method: z.string(),
  total: z.number(),
  created_at: z.number().int(),
  refunded: z.number().nullable(),
  refunded_at: z.number().int().nullable(),
  refund_reason: z.string().nullable(),
  /** DELIV-6: where the refund went (null: not refunded). */
  refunded_to: z.enum(['balance', 'card']).nullable(),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;
export const operatorOrdersResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorOrderSchema), meta: paginationMetaSchema });

/**
 * DISPUTE-4: what a trade-delivered order's buyer may still undo at Steam (Trade Protection: the
 * giver can reverse a trade for TRADE_PROTECTION_DAYS after it): protected until `until`, then
 * final; reversed once the operator reversed the delivery (a card dispute, DISPUTE-5).
 */
export const tradeProtectionSchema = z.object({
  state: z.enum(['protected', 'final', 'reversed']),
  delivered_at: z.number().int(),
  until: z.number().int(),
  reversed_at: z.number().int().nullable(),
});
export type TradeProtection = z.infer<typeof tradeProtectionSchema>;

/** OPS-80: one order with its items, payments and status history. */
export const operatorOrderDetailSchema = operatorOrderSchema.extend({
  subtotal: z.number(),
  promo_discount: z.number(),
  vat: z.number(),
  items: z.array(z.object({ item_id: z.number().int(), title: z.string(), type: z.string(), quality: z.string().nullable(), price: z.number(), img_url: z.string() })),
  payments: z.array(z.object({ id: z.number().int(), method: z.string(), amount: z.number(), status: z.string(), created_at: z.number().int() })),
  events: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: z.number().int() })),
  /** DISPUTE-1, DISPUTE-3: the card dispute the payment provider reported (amount in euro), if any. */
  dispute: z
    .object({ id: z.string(), reason: z.string(), amount: z.number(), opened_at: z.number().int(), status: z.enum(['open', 'won', 'lost']) })
    .nullable(),
  /** DISPUTE-4: the delivered trade's protection (null: not delivered by the trade bot). */
  trade: tradeProtectionSchema.nullable(),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetailSchema>;
export const operatorOrderResponseSchema = z.object({ status: z.literal('OK'), payload: operatorOrderDetailSchema });

/**
 * DISPUTE-5, DISPUTE-6: POST /operator/orders/{id}/reverse-delivery { confirmed_in_steam? }: the
 * steam bot cannot reverse a trade, so the operator reverses it in Steam and says so here.
 */
export const reverseDeliveryBodySchema = z.object({ confirmed_in_steam: z.boolean().optional() }).optional();

/** OPS-81: POST /operator/orders/{id}/refund { reason, amount?, to? }: amount in euro, the whole total when left out; DELIV-6: to the balance (default) or back to the card through the payment provider. */
export const operatorRefundBodySchema = z.object(
  {
    reason: reasonSchema,
    to: z.enum(['balance', 'card'], { error: 'Refund to balance or card' }).optional(),
    amount: z
      .preprocess(
        typedDecimal,
        z.number({ error: 'Enter the amount in euro' }).positive('The amount must be more than 0').max(1_000_000, 'The amount is too large').refine(inWholeCents, WHOLE_CENTS_MESSAGE),
      )
      .optional(),
  },
  { error: REASON_REQUIRED },
);
export type OperatorRefundBody = z.infer<typeof operatorRefundBodySchema>;

/** OPS-83: GET /operator/customers?q=&blocked=&page= : q is an email or a name (or part of either), an id or a Steam id; OPS-176: from/to the UTC days they registered in. */
export const operatorCustomersQuerySchema = withDayRange({ q: searchQuery, blocked: yesNoQuery, page: pageQuery });

/** OPS-83: a customer as the back office sees them; balance in credits (major units). */
export const operatorCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  steamid: z.string().nullable(),
  /** OPS-122: how to reach and trade with the customer: the phone as saved (E.164 when known) and the Steam trade link. */
  phone: z.string().nullable(),
  steam_trade_link: z.string().nullable(),
  role: z.string(),
  balance: z.number(),
  email_verified: z.boolean(),
  created_at: z.number().int(),
  blocked_at: z.number().int().nullable(),
  blocked_reason: z.string().nullable(),
  /** GDPR-9: when the customer's personal data were erased (the account is anonymous since); null while it is not. */
  erased_at: z.number().int().nullable(),
});
export type OperatorCustomer = z.infer<typeof operatorCustomerSchema>;
export const operatorCustomersResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorCustomerSchema), meta: paginationMetaSchema });
export const operatorCustomerResponseSchema = z.object({ status: z.literal('OK'), payload: operatorCustomerSchema.extend({ orders_count: z.number().int() }) });
export type OperatorCustomerDetail = z.infer<typeof operatorCustomerResponseSchema>['payload'];

/** OPS-83: GET /operator/customers/{id}/ledger?page= : the balance's movements, newest first, in credits. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  created_at: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const operatorLedgerQuerySchema = z.object({ page: pageQuery });
export const operatorLedgerResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(ledgerEntrySchema), meta: paginationMetaSchema });

/** OPS-84: POST /operator/customers/{id}/block and /unblock { reason }. */
export const operatorReasonBodySchema = z.object({ reason: reasonSchema }, { error: REASON_REQUIRED });

/**
 * OPS-116: POST /operator/customers/{id}/adjust-balance { amount, reason }: credits (major units) added, or taken when negative.
 * OPS-135: never of an operator account (403 OPS_BALANCE_OPERATOR_ACCOUNT). OPS-134: above balance_adjust_review_above it waits for a second operator.
 */
export const operatorBalanceAdjustBodySchema = z.object(
  {
    reason: reasonSchema,
    // An empty amount says what to enter; '0x10' or true is not an amount (z.coerce would read 16 and 1).
    amount: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typedDecimal(v)),
      z
        .number({ error: 'Enter the amount in credits, negative to take' })
        .refine((n) => toMinor(n) !== 0, 'The amount must not be 0')
        .refine((n) => Math.abs(n) <= 1_000_000, 'The amount is too large')
        .refine(inWholeCents, WHOLE_CENTS_MESSAGE),
    ),
  },
  { error: REASON_REQUIRED },
);
export type OperatorBalanceAdjustBody = z.infer<typeof operatorBalanceAdjustBodySchema>;
/** OPS-134: `pending_change` is the change when it waits for a second operator (the balance unchanged), null when it was applied. */
export const operatorBalanceAdjustResponseSchema = operatorCustomerResponseSchema.extend({ message: z.string(), pending_change: operatorBalanceChangeSchema.nullable() });

/** OPS-115, OPS-116: the answers of the back office's help with a customer (email verification, balance). */
export const operatorCustomerMessages = {
  linkSent: 'A new verification link was mailed to the customer.',
  verified: "The customer's email address is now verified.",
  balanceChanged: "The customer's balance was changed.",
} as const;

/** OPS-86: GET /operator/support?answered=&page= ; OPS-174: q is part of the sender's email, name or message, from/to the UTC days the messages came in. */
export const operatorSupportQuerySchema = withDayRange({ q: searchQuery, answered: yesNoQuery, page: pageQuery });
/** OPS-123: a reply the shop mailed to a support message's sender: its text, the operator's email (null: no longer known) and when. */
export const operatorSupportReplySchema = z.object({ id: z.number().int(), message: z.string(), by: z.string().nullable(), at: z.number().int() });
export type OperatorSupportReply = z.infer<typeof operatorSupportReplySchema>;
export const operatorSupportMessageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  created_at: z.number().int(),
  answered_at: z.number().int().nullable(),
  answered_by: z.string().nullable(),
  /** OPS-123: the replies mailed from the back office, oldest first. */
  replies: z.array(operatorSupportReplySchema),
});
export type OperatorSupportMessage = z.infer<typeof operatorSupportMessageSchema>;
export const operatorSupportResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorSupportMessageSchema), meta: paginationMetaSchema });
export const operatorSupportMessageResponseSchema = z.object({ status: z.literal('OK'), payload: operatorSupportMessageSchema });

/** OPS-123: a reply's length, as the support form's message (SUPPORT_LIMITS.messageMax). */
export const SUPPORT_REPLY_MAX = 5000;
/** OPS-123: the texts of a reply (an operator's: not translated). */
export const operatorSupportReplyMessages = {
  required: 'Write a reply',
  tooLong: `The reply can be at most ${SUPPORT_REPLY_MAX} characters`,
  mailed: 'The reply was mailed to the customer.',
  notMailed: 'The reply was saved, but the mail could not be sent. Try again later.',
} as const;

/** OPS-123: POST /operator/support/{id}/reply { message }: 1 to 5000 characters once trimmed. */
export const operatorSupportReplyBodySchema = z.object(
  {
    message: z.string({ error: operatorSupportReplyMessages.required }).trim().min(1, operatorSupportReplyMessages.required).max(SUPPORT_REPLY_MAX, operatorSupportReplyMessages.tooLong),
  },
  { error: operatorSupportReplyMessages.required },
);
export type OperatorSupportReplyBody = z.infer<typeof operatorSupportReplyBodySchema>;
/** OPS-123: the answer of a reply: the message with its replies, and whether the mail went (the message says which). */
export const operatorSupportReplyResponseSchema = operatorSupportMessageResponseSchema.extend({ message: z.string() });

/** OPS-90: the languages a static page is edited in (English is the page itself). */
export const staticPageLanguageValues = ['en', 'de', 'pl'] as const;
export type StaticPageLanguage = (typeof staticPageLanguageValues)[number];
const pageText = z.object({ title: z.string(), content: z.string() });

/** OPS-90: GET /operator/static-pages: every page with its text per language (null: not written yet, English shown). */
export const operatorStaticPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_terms: flagSchema,
  is_privacy: flagSchema,
  texts: z.object({ en: pageText, de: pageText.nullable(), pl: pageText.nullable() }),
});
export type OperatorStaticPage = z.infer<typeof operatorStaticPageSchema>;
export const operatorStaticPagesResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorStaticPageSchema) });
export const operatorStaticPageResponseSchema = z.object({ status: z.literal('OK'), payload: operatorStaticPageSchema });

/** OPS-90: PUT /operator/static-pages/{id}/{lang} { title, content } */
export const operatorStaticPageParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number' }).int().positive().max(DB_INT_MAX),
  lang: z.enum(staticPageLanguageValues, { error: `The language must be one of ${staticPageLanguageValues.join(', ')}` }),
});
export const operatorStaticPageBodySchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'The title can be at most 200 characters'),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(100_000, 'The content is too long'),
});
export type OperatorStaticPageBody = z.infer<typeof operatorStaticPageBodySchema>;
