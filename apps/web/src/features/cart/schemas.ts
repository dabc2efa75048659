import { cartCheckoutFormSchema, messagesPaymentsEn } from '@skins/contract';
import { z } from 'zod';
import { contractForm, textKeys } from '../../ui/contract-form';
import { toE164 } from '../../ui/phone-numbers';
import { checkoutFieldOf } from './checkout-fields';

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

/** The checkout payload's typed fields as the form sends them (the phone as picked, in E.164). */
export const toCheckoutDetails = (v: CartCheckoutValues) => ({
  tradeUrl: v.tradeUrl,
  name: v.firstName,
  surname: v.lastName,
  email: v.email,
  phone: toE164(v.phone, v.phoneCountry) ?? v.phone,
  country: v.country,
  city: v.city,
  address: v.address,
  postCode: v.postCode,
  terms: v.terms,
});

/** PAY-WEB-1, JOURNEY-12 (spec §5 Cart checkout): the contract's rules in the spec's order; each field shows its first failure. */
export const cartCheckoutSchema = contractForm(cartCheckoutShape, cartCheckoutFormSchema, toCheckoutDetails, {
  keyOf: textKeys(messagesPaymentsEn, 'cart_'),
  fieldOf: (f) => checkoutFieldOf(f) ?? f,
});
