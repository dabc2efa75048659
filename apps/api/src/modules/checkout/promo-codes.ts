import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, Locale } from '../../lib/ctx.ts';
import { formatCents } from '../../lib/money.ts';
import { promoCodes } from './tables.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/**
 * PROMO-3: the discount of a promo on a subtotal, in euro cents. Fixed: its amount (cents);
 * percentage: discount_amount basis points of the subtotal, rounded half up. Never more than the
 * subtotal, so the total never goes below 0 (spec §3 Cart entry), never negative.
 */
export function computePromoDiscount(subtotalCents: number, promo: Pick<PromoRow, 'discountType' | 'discountAmount'>): number {
  const subtotal = Math.max(0, Math.trunc(subtotalCents));
  const raw = promo.discountType === 'percentage' ? Math.floor((subtotal * promo.discountAmount + 5_000) / 10_000) : promo.discountAmount;
  return Math.min(subtotal, Math.max(0, raw));
}

/**
 * PROMO-1, PROMO-2: the usable promo of a code (case-insensitive, trimmed). Blank: 422 'No promo
 * code provided'; unknown: 404 'Invalid promo code'; not started yet or past its expiry: 422
 * 'This promo code has expired'; max_uses reached: 422 'This promo code has reached its usage limit'.
 */
export async function findUsablePromo(ctx: Pick<Ctx, 'db'>, code: string | undefined, now = new Date()): Promise<PromoRow> {
  const wanted = code?.trim();
  if (!wanted) throw new AppError('PROMO_CODE_MISSING');
  const [promo] = await ctx.db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${wanted})`)
    .limit(1);
  if (!promo) throw new AppError('PROMO_CODE_INVALID');
  if ((promo.startsAt && promo.startsAt > now) || (promo.expiresAt && promo.expiresAt <= now)) throw new AppError('PROMO_CODE_EXPIRED');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new AppError('PROMO_CODE_USED_UP');
  return promo;
}

/**
 * PROMO-6: a code with a minimum cart value applies only to a subtotal (the items' euro cents as
 * the server prices them, before VAT and delivery) of at least that value; below it, a 422 naming
 * the minimum in the visitor's currency.
 */
export function assertPromoMinimum(promo: Pick<PromoRow, 'minSubtotalCents'>, subtotalCents: number, locale: Locale): void {
  if (promo.minSubtotalCents === null || subtotalCents >= promo.minSubtotalCents) return;
  throw new AppError('PROMO_CODE_BELOW_MINIMUM', { params: { n: formatCents(promo.minSubtotalCents, locale) } });
}
