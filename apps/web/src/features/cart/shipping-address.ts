import { isBlank } from '@skins/contract';
import type { CartCheckoutValues } from './schemas';

/**
 * PAY-WEB-3 (spec §2 Cart): a promo code needs the shipping address first. Its own module: the
 * checkout form renders with it while the form's schemas load on the first check (BUDGET-1).
 */
export const hasShippingAddress = (v: Pick<CartCheckoutValues, 'country' | 'city' | 'address' | 'postCode'>): boolean =>
  !isBlank(v.country) && !isBlank(v.city) && !isBlank(v.address) && !isBlank(v.postCode);
