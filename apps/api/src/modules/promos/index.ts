/**
 * SEAM-1: the face of the promos module (promo codes, their redemptions and their rules; issue 48:
 * below cart and checkout, which pass what promos needs to know of a customer's orders).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { type PromoDiscount, type PromoRow, assertPromoMinimum, computePromoDiscount, discountAmountOf, findUsablePromo, promoCodeOf } from './promo-codes.ts';
export { type PromoCustomer, assertCustomerMayUsePromo, redeemPromo, returnPromoUse } from './promo-redemptions.ts';
