import type { CartCheckoutValues } from '../features/cart/schemas';

/** A cart checkout form that passes every rule; tests change one field at a time. */
export const validCartValues: CartCheckoutValues = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  phoneCountry: 'pt',
  tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x',
  country: '1',
  city: 'Lisbon',
  address: 'Rua 1',
  postCode: '1100-148',
  terms: true,
};
