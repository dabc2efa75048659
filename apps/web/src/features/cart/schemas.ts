import { isBlank, orderedForm, type FieldRule, type MessageKey } from '@skins/contract';
import { z } from 'zod';
import { isValidPhone } from '../../ui/phone';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const cartCheckoutShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The phone picker's country (lowercase ISO); not sent. */
  phoneCountry: z.string(),
  tradeUrl: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  postCode: z.string(),
  terms: z.boolean(),
});
export type CartCheckoutValues = z.infer<typeof cartCheckoutShape>;

const key = (k: MessageKey) => k;

/** PAY-WEB-1 (spec §5 Cart checkout): the rules in the spec's order; each field shows its first failure. */
export const cartCheckoutRules: readonly FieldRule<CartCheckoutValues>[] = [
  { field: 'firstName', message: key('cart_first_name_required'), fails: (v) => isBlank(v.firstName) },
  { field: 'lastName', message: key('cart_last_name_required'), fails: (v) => isBlank(v.lastName) },
  { field: 'email', message: key('cart_email_required'), fails: (v) => isBlank(v.email) },
  { field: 'email', message: key('cart_invalid_email'), fails: (v) => !EMAIL_PATTERN.test(v.email.trim()) },
  { field: 'tradeUrl', message: key('cart_trade_link_required'), fails: (v) => isBlank(v.tradeUrl) },
  { field: 'country', message: key('cart_country_required'), fails: (v) => isBlank(v.country) },
  { field: 'city', message: key('cart_city_required'), fails: (v) => isBlank(v.city) },
  { field: 'address', message: key('cart_address_required'), fails: (v) => isBlank(v.address) },
  { field: 'postCode', message: key('cart_post_code_required'), fails: (v) => isBlank(v.postCode) },
  { field: 'terms', message: key('cart_accept_terms'), fails: (v) => !v.terms },
  { field: 'phone', message: key('cart_phone_required'), fails: (v) => isBlank(v.phone) },
  { field: 'phone', message: key('cart_phone_invalid'), fails: (v) => !isValidPhone(v.phone.trim(), v.phoneCountry) },
];

export const cartCheckoutSchema = orderedForm(cartCheckoutShape, cartCheckoutRules);

/** PAY-WEB-3 (spec §2 Cart): a promo code needs the shipping address first. */
export const hasShippingAddress = (v: Pick<CartCheckoutValues, 'country' | 'city' | 'address' | 'postCode'>): boolean =>
  !isBlank(v.country) && !isBlank(v.city) && !isBlank(v.address) && !isBlank(v.postCode);
