import { z } from 'zod';
import { isEmail, isValidPhone } from './auth.ts';
import { isDbId, optionalText, orderedForm, type FieldRule } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';
import { PERSON_FIELD_LIMITS, personFieldRules, postCodeCharactersMessage } from './person-fields.ts';
import { tradeLinkInvalidMessage, tradeLinkParts } from './trade-link.ts';

/** Cart checkout texts (spec §5 Cart checkout, §8 Checkout): the API answers with them. */
export const checkoutMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  tradeUrlRequired: 'Steam trade link is required',
  tradeUrlInvalid: tradeLinkInvalidMessage,
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  addressRequired: 'Address line is required',
  postCodeRequired: 'Post Code is required',
  phoneRequired: 'Valid phone number is required',
  phoneInvalid: 'Invalid phone number',
  termsRequired: 'You must accept the terms and conditions',
  paymentMethodRequired: 'Please select a payment method',
  tooLong: 'This value is too long',
  /** INPUT-7: the post code's characters, the same text in every form. */
  postCodeCharacters: postCodeCharactersMessage,
  paid: 'Payment submitted successfully',
  /** PAY-27: POST /purchase/{id}/cancel. */
  orderCancelled: 'Order cancelled. Its items are back in your cart.',
} as const;

/** Longest accepted values of the checkout forms. */
export const CHECKOUT_LIMITS = { ...PERSON_FIELD_LIMITS, email: 254, tradeUrl: 500, key: 100, promo: 64 } as const;

const str = optionalText;
/** A country id from a select: a number or a numeric string; anything else counts as missing. */
const countryField = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.unknown());
export const countryId = (v: unknown): number | null => (isDbId(v) ? v : null);

/** The fields of the spec §3 checkout payload that the buyer types (the cart checkout form). */
const checkoutDetailsShape = z.object({
  tradeUrl: str,
  name: str,
  surname: str,
  email: str,
  phone: str,
  country: countryField,
  city: str,
  address: str,
  postCode: str,
});
type CheckoutDetails = z.output<typeof checkoutDetailsShape>;

/** §5 Cart checkout rules 1-9, in order: names, email, trade link and the delivery address. */
const checkoutAddressRules: readonly FieldRule<CheckoutDetails>[] = [
  // INPUT-5: the name and delivery fields have sign-up's and the profile's rules, in the checkout's words.
  ...personFieldRules('name', { required: checkoutMessages.firstNameRequired, tooLong: checkoutMessages.tooLong }, 'always'),
  ...personFieldRules('surname', { required: checkoutMessages.lastNameRequired, tooLong: checkoutMessages.tooLong }, 'always'),
  { field: 'email', message: checkoutMessages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: checkoutMessages.emailInvalid, fails: (v) => !isEmail(v.email) },
  { field: 'tradeUrl', message: checkoutMessages.tradeUrlRequired, fails: (v) => isBlank(v.tradeUrl) },
  { field: 'tradeUrl', message: checkoutMessages.tooLong, fails: (v) => lengthOf(v.tradeUrl) > CHECKOUT_LIMITS.tradeUrl },
  // PAY-1, STEAM-2: the items go to this link; one the bot cannot send to (the profile's own rule) is refused before any money moves.
  { field: 'tradeUrl', message: checkoutMessages.tradeUrlInvalid, fails: (v) => !tradeLinkParts(v.tradeUrl?.trim() ?? '') },
  { field: 'country', message: checkoutMessages.countryRequired, fails: (v) => countryId(v.country) === null },
  ...personFieldRules('city', { required: checkoutMessages.cityRequired, tooLong: checkoutMessages.tooLong }, 'always'),
  ...personFieldRules('address', { required: checkoutMessages.addressRequired, tooLong: checkoutMessages.tooLong }, 'always'),
  ...personFieldRules('postCode', { required: checkoutMessages.postCodeRequired, tooLong: checkoutMessages.tooLong }, 'always'),
];

/** §5 Cart checkout: the phone comes last. */
const checkoutPhoneRules: readonly FieldRule<CheckoutDetails>[] = [
  { field: 'phone', message: checkoutMessages.phoneRequired, fails: (v) => isBlank(v.phone) },
  { field: 'phone', message: checkoutMessages.phoneInvalid, fails: (v) => !isValidPhone(v.phone) },
];

/**
 * PAY-1: POST /purchase/product, the spec §3 checkout payload, with the §5 cart-checkout rules in
 * order (each field gets its first failing message). `idempotencyKey` (or the Idempotency-Key
 * header) makes a double-submitted checkout create one order (PAY-8).
 */
export const checkoutBodySchema = orderedForm(
  checkoutDetailsShape.extend({
    steamId: str,
    paymentMethod: str,
    directPayment: z.boolean().nullish(),
    promocode: str,
    idempotencyKey: z.string().trim().max(CHECKOUT_LIMITS.key, checkoutMessages.tooLong).nullish(),
  }),
  [
    ...checkoutAddressRules,
    ...checkoutPhoneRules,
    { field: 'paymentMethod', message: checkoutMessages.paymentMethodRequired, fails: (v) => isBlank(v.paymentMethod) || lengthOf(v.paymentMethod) > 50 },
    { field: 'steamId', message: checkoutMessages.tooLong, fails: (v) => lengthOf(v.steamId) > 50 },
    { field: 'promocode', message: checkoutMessages.tooLong, fails: (v) => lengthOf(v.promocode) > CHECKOUT_LIMITS.promo },
  ],
).transform((v) => ({
  steamId: v.steamId || null,
  tradeUrl: v.tradeUrl ?? '',
  name: v.name ?? '',
  surname: v.surname ?? '',
  email: v.email ?? '',
  phone: v.phone ?? '',
  countryId: countryId(v.country) ?? 0,
  city: v.city ?? '',
  address: v.address ?? '',
  postCode: v.postCode ?? '',
  paymentMethod: v.paymentMethod ?? '',
  directPayment: v.directPayment ?? v.paymentMethod !== 'balance',
  promocode: v.promocode || null,
  idempotencyKey: v.idempotencyKey || null,
}));
export type CheckoutBody = z.output<typeof checkoutBodySchema>;

/**
 * JOURNEY-12: the cart checkout form of the web: the payload's typed fields and rules plus rule 10,
 * the terms checkbox (which the API does not receive), before the phone as in spec §5.
 */
export const cartCheckoutFormSchema = orderedForm(checkoutDetailsShape.extend({ terms: z.boolean().optional() }), [
  ...checkoutAddressRules,
  { field: 'terms', message: checkoutMessages.termsRequired, fails: (v) => v.terms !== true },
  ...checkoutPhoneRules,
]);

/** PAY-1: the answer of POST /purchase/product (spec §7): balance in major units of the internal currency. */
export const purchaseResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  balance: z.number(),
  redirect_url: z.string().nullable(),
  payload: z.object({ order_id: z.number().int() }),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** Spec §3 Order totals, in the requested currency. */
export const orderTotalsSchema = z.object({ subtotal: z.number(), delivery: z.number(), vat: z.number(), promo_discount: z.number(), total: z.number() });

const orderHistoryItemSchema = z.object({ id: z.number().int(), title: z.string(), img_url: z.string(), price: z.number(), item_quality: z.string().nullable(), item_type: z.string() });

/** PAY-14: spec §3 Order history row; created_at in unix seconds, money in the requested currency. */
export const orderHistoryRowSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  title: z.string(),
  count: z.number().int(),
  total: z.number(),
  sum: z.number(),
  currency: z.string(),
  status: z.string(),
  payment_method: z.string(),
  img_url: z.string().nullable(),
  /** PAY-14: the same image under the purchase history entry's name (spec §3: created_at, image_url, sum). */
  image_url: z.string().nullable(),
  item_quality: z.string().nullable(),
  item_type: z.string().nullable(),
  totals: orderTotalsSchema,
  items: z.array(orderHistoryItemSchema),
  /** DELIV-8: the operator's refund of the order (in the requested currency) and where it went; null when not refunded. */
  refunded: z.number().nullable(),
  refunded_to: z.enum(['balance', 'card']).nullable(),
  /** PAY-27 (additive): where a pending order is paid (the provider's page); null otherwise. */
  payment_url: z.string().nullable(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
