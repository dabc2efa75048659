import type { promoCodes } from '../schema.ts';

/**
 * Demo promo codes, one per case checkout must handle: fixed for a first order, percentage,
 * expired, used up. Each is once per customer (the default per_customer_limit, SEC-3). PROMO-6:
 * the first-order code needs a cart of 10 € (a 5 € code would make a cheaper cart free).
 */
export const demoPromoCodes: readonly Omit<typeof promoCodes.$inferInsert, 'id'>[] = [
  { code: 'WELCOME5', description: '5 € off your first order', discountType: 'fixed', discountCents: 500, firstOrderOnly: true, minSubtotalCents: 1_000 },
  { code: 'SAVE10', description: '10% off the whole cart', discountType: 'percentage', discountBasisPoints: 1_000 },
  { code: 'EXPIRED1', description: '3 € off (expired)', discountType: 'fixed', discountCents: 300, expiresAt: new Date('2020-12-31T23:59:59Z') },
  { code: 'USEDUP', description: '2 € off, single use (already used)', discountType: 'fixed', discountCents: 200, maxUses: 1, usedCount: 1 },
];
