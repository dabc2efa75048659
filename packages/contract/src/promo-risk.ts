import { percentOf, toMinor } from './money.ts';

/**
 * PROMO-8: what makes a promo code risky to hand out, the same rule for the API (which refuses to
 * save one unconfirmed) and the back office's form (which asks before sending). A percentage over
 * 50, or a fixed amount over half of the least cart it applies to (any cart, when it has no
 * minimum), can take more than half of an order; a code without a use limit can be shared without end.
 */
export const promoRiskValues = ['over_half', 'no_use_limit'] as const;
export type PromoRisk = (typeof promoRiskValues)[number];

export const PROMO_RISKY_SHARE_PERCENT = 50;

export const promoRiskTexts: Record<PromoRisk, string> = {
  over_half: 'It can take more than 50 % off an order',
  no_use_limit: 'It has no limit on the number of uses',
};

export interface PromoTerms {
  discount_type: 'fixed' | 'percentage';
  /** Euros when fixed, percent when percentage. */
  discount_amount: number;
  max_uses: number | null;
  /** Euros; null: any cart. */
  min_subtotal: number | null;
}

export function promoRisks(terms: PromoTerms): PromoRisk[] {
  const overHalf =
    terms.discount_type === 'percentage'
      ? terms.discount_amount > PROMO_RISKY_SHARE_PERCENT
      : terms.min_subtotal === null || toMinor(terms.discount_amount) > percentOf(toMinor(terms.min_subtotal), PROMO_RISKY_SHARE_PERCENT);
  return [...(overHalf ? (['over_half'] as const) : []), ...(terms.max_uses === null ? (['no_use_limit'] as const) : [])];
}
