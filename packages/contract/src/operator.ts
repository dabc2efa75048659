import { z } from 'zod';
import { customerIdQueryField, DB_INT_MAX } from './common.ts';
import { settingsSchema } from './content.ts';
import { withDayRange } from './day-range.ts';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';
import { isPositiveAmount, noPartCents, typedDecimal } from './form-rules.ts';
import { inWholeCents, WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { offerMessages, offerStatusValues } from './offer-values.ts';
import { OFFER_MAX_PRICE, offerSchema, offerTradeStateValues, payoutMethodValues, payoutStatusValues } from './offers.ts';

/** OPS-2: GET /operator/offers?status=&page= : an offer with who sent it and the item link. */
/** OPS-2; OPS-122: user_trade_link is the seller's Steam trade link (where the shop sends its trade offer for the skin), null when they have none. */
export const operatorOfferSchema = offerSchema.extend({
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  user_trade_link: z.string().nullable(),
  item_url: z.string(),
  reason: z.string().nullable(),
  /** PROTECT-5: the catalogue item listed for this offer's skin, null until linked. */
  item_id: z.number().int().nullable(),
  /** TRADE-7: the bot's trade offer asking the seller for the item (null before one was sent) and its state; `sandbox` when the sandbox bot sent it (its manual switch applies). */
  trade: z.object({ trade_offer_id: z.string(), state: z.enum(offerTradeStateValues).nullable(), sandbox: z.boolean() }).nullable(),
});
/**
 * PROTECT-8: POST /operator/offers/{id}/reversed: the reversed offer; what became of its payout
 * (cancelled while held, paid before the reversal, none); its catalogue item and the order its sale broke.
 */
export const tradeReversalResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  payload: z.object({ offer: offerSchema, payout: z.enum(['cancelled', 'paid', 'none']), item_id: z.number().int().nullable(), broken_order_id: z.number().int().nullable() }),
});
/** PROTECT-5: POST /operator/offers/{id}/item: the catalogue item the operator created for a received offer. */
export const operatorOfferItemBodySchema = z.object({ item_id: z.number({ error: 'Choose a catalogue item by its id' }).int('Choose a catalogue item by its id').positive('Choose a catalogue item by its id').max(DB_INT_MAX, 'Choose a catalogue item by its id') });
export type OperatorOffer = z.infer<typeof operatorOfferSchema>;
/** OPS-176: from/to: the UTC days the offers were made in, both included. */
export const operatorOffersQuerySchema = withDayRange({
  /** OPS-46: an offer id, or part of the seller's email or of the item's title. */
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(offerStatusValues).optional(),
  /** OPS-170: only the offers of this seller. */
  user_id: customerIdQueryField,
  page: pageQueryField,
});
export const operatorOffersResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorOfferSchema), meta: paginationMetaSchema });
export const operatorOfferResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorOfferSchema });

/** OPS-47: GET /operator/offers/{id}/events: each change of the offer's status, oldest first, with who made it. */
export const operatorOfferEventSchema = z.object({ id: z.number().int(), from_status: z.string().nullable(), to_status: z.string(), actor: z.string(), at: z.string() });
export type OperatorOfferEvent = z.infer<typeof operatorOfferEventSchema>;
export const operatorOfferEventsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorOfferEventSchema) });

/** TRADE-7: POST /operator/offers/{id}/sandbox-trade { state }: the sandbox bot's manual switch sets what the seller did with the trade offer. */
export const sandboxTradeStateValues = ['accepted', 'declined', 'expired', 'countered', 'cancelled', 'reversed'] as const;
export type SandboxTradeState = (typeof sandboxTradeStateValues)[number];
export const operatorSandboxTradeBodySchema = z.object({ state: z.enum(sandboxTradeStateValues) });

/** OPS-3: POST /operator/offers/{id}/quote { price }: the shop's price in the offer currency. */
export const operatorQuoteBodySchema = z.object({
  price: z.preprocess(
    typedDecimal,
    z
      .number({ error: offerMessages.pricePositive })
      .refine(isPositiveAmount, offerMessages.pricePositive)
      .refine(inWholeCents, WHOLE_CENTS_MESSAGE)
      .max(OFFER_MAX_PRICE, offerMessages.priceTooHigh.replace('{n}', OFFER_MAX_PRICE.toLocaleString('en-US'))),
  ),
});
/** OPS-4, OPS-8: an optional reason shown to the customer. */
export const operatorMessageBodySchema = z.object({ message: z.string().trim().max(500, offerMessages.tooLong).optional() }).optional();

/** OPS-25: the operator's cancel needs a reason for the seller (an operator text: not translated). */
const REASON_REQUIRED = 'Give the reason the seller will see';
/** OPS-25: POST /operator/offers/{id}/cancel { message }: the reason, required, shown to the seller. */
export const operatorCancelBodySchema = z.object(
  { message: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(500, offerMessages.tooLong) },
  { error: REASON_REQUIRED },
);

/** OPS-6: GET /operator/payouts?status= . Amount in the payout currency, 2 decimals. */
export const operatorPayoutSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  user_email: z.string().nullable(),
  method: z.enum(payoutMethodValues),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(payoutStatusValues),
  account_last4: z.string().nullable(),
  holder_name: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.number().int(),
  /** PAYOUT-10: until when the provider alone settles this processing payout (unix seconds), else null. */
  provider_holds_until: z.number().int().nullable(),
  /** PROTECT-3: when the sweep releases this held payout (ISO), else null. */
  release_at: z.string().nullable(),
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;
/** OPS-173: GET /operator/payouts?q=&status=&from=&to=&page= : from/to are the UTC days the payouts were requested in, both included. */
export const operatorPayoutsQuerySchema = withDayRange({
  /** OPS-173: a payout id, or part of the seller's email, of the method or of the account's last 4. */
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(payoutStatusValues).optional(),
  /** OPS-170: only the payouts of this seller. */
  user_id: customerIdQueryField,
  page: pageQueryField,
});
export const operatorPayoutsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorPayoutSchema), meta: paginationMetaSchema });
export const operatorPayoutResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorPayoutSchema });

/** OPS-21: GET /operator/payouts/{id}/bank-details: where a processing bank payout goes (IBAN without spaces). */
export const operatorBankDetailsResponseSchema = z.object({
  status: z.literal('OK'),
  payload: z.object({ payout_id: z.number().int(), offer_id: z.number().int(), amount: z.number(), currency: z.string(), iban: z.string(), holder_name: z.string() }),
});
export type OperatorBankDetails = z.infer<typeof operatorBankDetailsResponseSchema>['payload'];

const money = (what: string) =>
  z.number({ error: `${what} must be a number` }).refine(isPositiveAmount, `${what} must be at least 0.01`).refine(noPartCents, WHOLE_CENTS_MESSAGE).max(1_000_000, `${what} is too large`);
const text = (what: string, max: number) => z.string({ error: `${what} must be text` }).trim().max(max, `${what} can be at most ${max} characters`);

/**
 * The payment methods the shop can take: the balance, and what its payment providers map (the
 * sandbox, and Stripe's card, mb_way and multibanco). A setting naming another would show a button
 * no provider can honour.
 */
export const shopPaymentMethodCodes = ['card', 'balance', 'mbway', 'multibanco'] as const;

/** Spec §3 Payment method as the operator writes it: one of the shop's codes, a title and an image path. */
const paymentMethodSetting = z.object({
  code: z
    .string()
    .trim()
    .refine((code) => (shopPaymentMethodCodes as readonly string[]).includes(code), `A payment method code is one the shop can take: ${shopPaymentMethodCodes.join(', ')}`),
  title: z.string().trim().min(1, 'A payment method needs a title').max(100),
  image: z.string().trim().max(300),
});

/**
 * OPS-134: the settings as stored and as the back office reads and writes them: the shop's (spec §3)
 * and the operators' own, which GET /settings leaves out (its schema is the shop's).
 * balance_adjust_review_above: credits (like the balance); a balance change above it waits for a
 * second operator's approval; null: off.
 */
/** PROTECT-6: how a protected item shows in the shop. */
export const protectedListingValues = ['hidden', 'available_from'] as const;
export const operatorSettingsSchema = settingsSchema.extend({
  balance_adjust_review_above: z.number().nullable(),
  /** PROTECT-6: a received item still under Steam's trade protection: out of the catalogue (hidden) or listed with its date and not for sale (available_from). */
  protected_listing: z.enum(protectedListingValues),
  /** PROTECT-3: days after the trade protection ends until a held payout is released. */
  payout_hold_margin_days: z.number().int(),
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;

/**
 * OPS-9, OPS-88: every setting of spec §3, each with the shape of its value (amounts in euro).
 * The messages are the operator's (the web form shows them under the field).
 */
export const operatorSettingSchemas = {
  requisites: text('Requisites', 2000),
  support_email: z.string({ error: 'Enter an email address' }).trim().pipe(z.email('Enter a valid email address')),
  copyright: text('Copyright', 200),
  is_reg_enabled: z.boolean({ error: 'Choose on or off' }),
  min_top_up: money('The minimum top-up'),
  max_top_up: money('The maximum top-up'),
  minTopUpAmount: money('The minimum top-up amount'),
  vat_percent: z.number({ error: 'VAT must be a number' }).min(0, 'VAT cannot be negative').max(100, 'VAT can be at most 100 %'),
  payment_methods: z
    .array(paymentMethodSetting, { error: 'Payment methods must be a list' })
    // OPS-136: an empty list took card and balance off the checkout: the shop could take no money.
    .min(1, 'At least one payment method must stay on')
    .max(20, 'At most 20 payment methods')
    .refine((list) => new Set(list.map((m) => m.code)).size === list.length, 'Each payment method code can appear once'),
  offer_enabled: z.boolean({ error: 'Choose on or off' }),
  /** A tag id such as GTM-ABC123 or G-XXXX (it ends up in the page); '' or null switches it off. */
  google_tag: z
    .string({ error: 'A tag id is text' })
    .trim()
    .max(64, 'A tag id can be at most 64 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'A tag id has only letters, digits, _ or -')
    .nullable()
    .transform((tag) => tag || null),
  internal_currency: z.object(
    {
      name: z.string().trim().min(1, 'The currency needs a name').max(40, 'The name can be at most 40 characters'),
      image: z.string().trim().min(1, 'The currency needs an image path').max(300),
      exchange_rate_eur: z.number({ error: 'The exchange rate must be a number' }).positive('The exchange rate must be more than 0').max(1_000_000, 'The exchange rate is too large'),
    },
    { error: 'The internal currency needs a name, an image and an exchange rate' },
  ),
  prompt_fee: money('The skin request fee'),
  /** OPS-134: credits in whole cents; null or 0 switches the review off (stored as null). */
  balance_adjust_review_above: z
    .number({ error: 'The amount must be a number (empty: off)' })
    .min(0, 'The amount cannot be negative')
    .max(1_000_000, 'The amount is too large')
    .refine(inWholeCents, WHOLE_CENTS_MESSAGE)
    .nullable()
    .transform((n) => n || null),
  protected_listing: z.enum(protectedListingValues, { error: `Choose ${protectedListingValues.join(' or ')}` }),
  payout_hold_margin_days: z.number({ error: 'The margin must be a number of days' }).int('Whole days only').min(0, 'The margin cannot be negative').max(14, 'The margin can be at most 14 days'),
} as const satisfies { [K in keyof OperatorSettings]: z.ZodType<OperatorSettings[K], unknown> };
export type OperatorSettingKey = keyof typeof operatorSettingSchemas;
export const operatorSettingKeys = Object.keys(operatorSettingSchemas) as OperatorSettingKey[];
export const operatorSettingParamsSchema = z.object({ key: z.enum(operatorSettingKeys as [OperatorSettingKey, ...OperatorSettingKey[]]) });
/** OPS-89: `confirm: true` switches offer_enabled off although offers are in progress. */
export const operatorSettingBodySchema = z.object({ value: z.unknown(), confirm: z.boolean().optional() });
/** OPS-88: GET /operator/settings: every setting as stored (euro, no currency conversion). */
export const operatorSettingsResponseSchema = z.object({ status: z.literal('OK'), payload: operatorSettingsSchema });
/** OPS-89: the 409 answer of switching selling off while offers are in progress: those offers. */
export const offersInProgressErrorSchema = z.object({
  status: z.literal('error'),
  code: z.literal('OPS_OFFERS_IN_PROGRESS'),
  message: z.string(),
  payload: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(offerStatusValues), user_email: z.string().nullable() })),
});
export type OffersInProgressError = z.infer<typeof offersInProgressErrorSchema>;
export const operatorSettingResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ key: z.string(), value: z.unknown() }) });
