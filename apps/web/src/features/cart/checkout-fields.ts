import type { CartCheckoutValues } from './schemas';

/** The checkout payload's fields (spec §3) the form has, by the form's name: the same but for the two names. */
const formFields: Record<string, keyof CartCheckoutValues> = {
  name: 'firstName',
  surname: 'lastName',
  email: 'email',
  phone: 'phone',
  tradeUrl: 'tradeUrl',
  country: 'country',
  city: 'city',
  address: 'address',
  postCode: 'postCode',
  terms: 'terms',
};

/** The form field that shows a message about a payload field, the form's rules' or the server's (none for a field the form lacks). */
export const checkoutFieldOf = (field: string): keyof CartCheckoutValues | undefined => (Object.hasOwn(formFields, field) ? formFields[field] : undefined);
