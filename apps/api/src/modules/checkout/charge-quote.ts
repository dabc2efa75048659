import { convertCents, type ChargeQuote } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { orderTotals } from '../../lib/money.ts';
import { readSettings } from '../content/index.ts';
import { promoDiscountCents, readCheckoutCart } from './cart-access.ts';
import { findUsablePromo } from '../promos/index.ts';

/**
 * PAY-31: GET /purchase/quote: what a checkout of the buyer's cart now would charge (euro) beside
 * what the cart shows (the request's currency), by the very rules of the checkout (PAY-4): the
 * available items, the promo code when usable (an unusable one is told by /promocode/check and
 * counts nothing here), VAT. The cart says 'You will be charged €4.23' from it before the buyer pays.
 */
export async function chargeQuote(ctx: Ctx & { userId: number }, promocode: string | undefined): Promise<ChargeQuote> {
  const [{ available }, settings] = await Promise.all([readCheckoutCart(ctx), readSettings(ctx.db)]);
  const promo = promocode?.trim() ? await findUsablePromo(ctx, promocode).catch((err: unknown) => (err instanceof AppError ? null : Promise.reject(err))) : null;
  const subtotal = available.reduce((s, i) => s + i.priceCents, 0);
  const { totalCents } = orderTotals(subtotal, promoDiscountCents(subtotal, promo), settings.vat_percent);
  const shown = ctx.locale.currency;
  return { currency: 'EUR', total: convertCents(totalCents, 1), shown: { currency: shown.code, total: convertCents(totalCents, shown.value), rate: shown.value } };
}
