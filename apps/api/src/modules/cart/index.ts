/**
 * SEAM-1: the face of the cart module (the cart of a signed-in user and the promo check on it).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { type CartHold, type CheckoutCartItem, cartRemoval, getCheckoutCart, removeFromCart, returnToCart } from './service.ts';
export { eraseCartPersonalData } from './personal-data.ts';
