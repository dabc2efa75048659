import { z } from 'zod';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';
import { offerMessages, offerStatusValues } from './offer-values.ts';
import { OFFER_MAX_PRICE, offerSchema, payoutMethodValues, payoutStatusValues } from './offers.ts';

/** OPS-2: GET /operator/offers?status=&page= : an offer with who sent it and the item link. */
export const operatorOfferSchema = offerSchema.extend({ user_id: z.number().int(), user_email: z.string().nullable(), item_url: z.string(), reason: z.string().nullable() });
export type OperatorOffer = z.infer<typeof operatorOfferSchema>;
export const operatorOffersQuerySchema = z.object({
  /** OPS-46: an offer id, or part of the seller's email or of the item's title. */
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(offerStatusValues).optional(),
  page: pageQueryField,
});
export const operatorOffersResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorOfferSchema), meta: paginationMetaSchema });
export const operatorOfferResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorOfferSchema });

/** OPS-47: GET /operator/offers/{id}/events: each change of the offer's status, oldest first, with who made it. */
export const operatorOfferEventSchema = z.object({ id: z.number().int(), from_status: z.string().nullable(), to_status: z.string(), actor: z.string(), at: z.string() });
export type OperatorOfferEvent = z.infer<typeof operatorOfferEventSchema>;
export const operatorOfferEventsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorOfferEventSchema) });

/** OPS-3: POST /operator/offers/{id}/quote { price }: the shop's price in the offer currency. */
export const operatorQuoteBodySchema = z.object({
  price: z.coerce
    .number({ error: offerMessages.pricePositive })
    .positive(offerMessages.pricePositive)
    .max(OFFER_MAX_PRICE, offerMessages.priceTooHigh.replace('{n}', OFFER_MAX_PRICE.toLocaleString('en-US'))),
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
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;
export const operatorPayoutsQuerySchema = z.object({
  status: z.enum(payoutStatusValues).optional(),
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

/** OPS-9: the settings an operator may change, each with the shape of its value. */
export const operatorSettingSchemas = {
  offer_enabled: z.boolean(),
  /** A tag id such as GTM-ABC123 or G-XXXX (it ends up in the page); '' or null switches it off. */
  google_tag: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .nullable()
    .transform((tag) => tag || null),
} as const;
export type OperatorSettingKey = keyof typeof operatorSettingSchemas;
export const operatorSettingKeys = Object.keys(operatorSettingSchemas) as OperatorSettingKey[];
export const operatorSettingParamsSchema = z.object({ key: z.enum(operatorSettingKeys as [OperatorSettingKey, ...OperatorSettingKey[]]) });
export const operatorSettingBodySchema = z.object({ value: z.unknown() });
export const operatorSettingResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ key: z.string(), value: z.unknown() }) });
