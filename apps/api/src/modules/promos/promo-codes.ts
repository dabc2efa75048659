import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, Locale } from '../../lib/ctx.ts';
import { formatCents } from '../../lib/money.ts';
import { promoCodes } from './tables.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

export type PromoDiscount = Pick<PromoRow, 'discountType' | 'discountCents' | 'discountBasisPoints'>;

/**
 * PROMO-3: the discount of a promo on a subtotal, in euro cents. Fixed: its discount_cents;
 * percentage: discount_basis_points of the subtotal, rounded half up. Never more than the
 * subtotal, so the total never goes below 0 (spec §3 Cart entry), never negative.
 */
export function computePromoDiscount(subtotalCents: number, promo: PromoDiscount): number {
  const subtotal = Math.max(0, Math.trunc(subtotalCents));
  const raw = promo.discountType === 'percentage' ? Math.floor((subtotal * (promo.discountBasisPoints ?? 0) + 5_000) / 10_000) : (promo.discountCents ?? 0);
  return Math.min(subtotal, Math.max(0, raw));
}

/** PROMO-3: a promo's discount as the API names it (`discount_amount`): cents of a fixed code, basis points of a percentage one. */
export function discountAmountOf(promo: PromoDiscount): number {
  return (promo.discountType === 'percentage' ? promo.discountBasisPoints : promo.discountCents) ?? 0;
}

/** The columns of a discount of this type and amount (cents or basis points): the other column stays empty. */
export function discountColumns(type: PromoRow['discountType'], amount: number): Pick<PromoRow, 'discountCents' | 'discountBasisPoints'> {
  return type === 'percentage' ? { discountCents: null, discountBasisPoints: amount } : { discountCents: amount, discountBasisPoints: null };
}

/** ORDER-1: the code of a promo an order used (its details show it), or null. */
export async function promoCodeOf(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id));
  return row?.code ?? null;
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
