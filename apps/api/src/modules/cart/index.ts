/**
 * SEAM-1: the face of the cart module (the cart of a signed-in user; the promo check on it is a flow, flows/promo-check.ts).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { type CartHold, type CheckoutCartItem, assertCartCurrency, availableSubtotalCents, cartRemoval, getCheckoutCart, removeFromCart, returnToCart, userOf } from './service.ts';
export { eraseCartPersonalData } from './personal-data.ts';
