import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, insertPromo, itemInCarts, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { promoCodes } from './tables.ts';

const s = useCheckoutApp();
let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`.toUpperCase();

describe('promo discount columns (issue 48)', () => {
  it('PROMO-11: a fixed code keeps its discount in discount_cents, a percentage code in discount_basis_points; the API still answers discount_amount', async () => {
    const op = await person(s.t.db, 'operator');
    const create = (body: object) => s.t.app.inject({ method: 'POST', url: '/api/operator/promo-codes', headers: op.headers, payload: body });
    const fixed = json(await create({ code: uniqueCode('CENTS'), discount_type: 'fixed', discount_amount: 2.5, confirm_risk: true })).payload;
    const share = json(await create({ code: uniqueCode('SHARE'), discount_type: 'percentage', discount_amount: 12.5, confirm_risk: true })).payload;
    expect([fixed.discount_amount, share.discount_amount]).toEqual([2.5, 12.5]);
    const row = async (id: number) => (await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!;
    expect(await row(fixed.id)).toMatchObject({ discountCents: 2_50, discountBasisPoints: null });
    expect(await row(share.id)).toMatchObject({ discountCents: null, discountBasisPoints: 12_50 });
    const u = await buyer(s.t.db);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const checked = json(await s.t.app.inject({ url: `/api/promocode/check?code=${share.code}`, headers: u.headers })).payload;
    expect(checked).toMatchObject({ discount_type: 'percentage', discount_amount: 12.5, calculated_discount: 1.25 });
  });

  it('PROMO-11: the database refuses a code whose discount sits in the other unit\'s column, in both, or in neither', async () => {
    await expect(insertPromo(s.t.db, { discountType: 'fixed', discountCents: null, discountBasisPoints: 5_00 })).rejects.toThrow();
    await expect(insertPromo(s.t.db, { discountType: 'percentage', discountCents: 5_00, discountBasisPoints: 5_00 })).rejects.toThrow();
    await expect(insertPromo(s.t.db, { discountType: 'percentage', discountCents: null, discountBasisPoints: null })).rejects.toThrow();
    expect(await insertPromo(s.t.db, { discountType: 'percentage', discountCents: null, discountBasisPoints: 10_000 })).toMatchObject({ discountBasisPoints: 10_000 });
  });
});
