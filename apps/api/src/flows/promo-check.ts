import { cartMessages, convertCents, toMajor, type Promo } from '@skins/contract';
import type { Ctx } from '../lib/ctx.ts';
import { availableSubtotalCents, userOf } from '../modules/cart/index.ts';
import { hasCountingOrder } from '../modules/checkout/index.ts';
import { assertCustomerMayUsePromo, assertPromoMinimum, computePromoDiscount, discountAmountOf, findUsablePromo } from '../modules/promos/index.ts';

/**
 * GET /promocode/check: the promo with its discount on the user's available cart, in the requested
 * currency. SEC-3: a customer past the code's own limit or first order hears it here already (the
 * checkout checks again, authoritatively, in the order's transaction). A flow (issue 48): it spans
 * the cart (the subtotal), promos (the rules) and checkout (the customer's orders).
 */
export async function checkPromo(ctx: Ctx, code: string | undefined): Promise<{ payload: Promo; message: string }> {
  const promo = await findUsablePromo(ctx, code);
  const userId = userOf(ctx);
  await assertCustomerMayUsePromo(ctx.db, promo, { userId, hasOtherOrder: () => hasCountingOrder(ctx.db, userId) });
  const rate = ctx.locale.currency.value;
  const subtotalCents = await availableSubtotalCents(ctx);
  assertPromoMinimum(promo, subtotalCents, ctx.locale);
  const discountCents = computePromoDiscount(subtotalCents, promo);
  return {
    message: cartMessages.promoApplied,
    payload: {
      calculated_discount: convertCents(discountCents, rate),
      type: promo.discountType,
      applies_to_delivery: promo.appliesToDelivery,
      id: promo.id,
      code: promo.code,
      description: promo.description,
      discount_type: promo.discountType,
      discount_amount: promo.discountType === 'percentage' ? toMajor(discountAmountOf(promo)) : convertCents(discountAmountOf(promo), rate),
    },
  };
}
