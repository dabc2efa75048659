import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, checkoutPayload, insertPromo, itemInCarts, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { cartItems } from '../cart/tables.ts';
import { orders } from '../checkout/tables.ts';
import { promoCodes } from './tables.ts';

const s = useCheckoutApp();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const check = (headers: Record<string, string>, code: string, query = '') => s.t.app.inject({ url: `/api/promocode/check?code=${encodeURIComponent(code)}${query}`, headers });

/** A buyer with 100 € of balance and one item of the given price in their cart. */
async function buyerWithCart(priceCents: number) {
  const u = await buyer(s.t.db, 100_00);
  await itemInCarts(s.t.db, [u.id], { priceCents });
  return u;
}

/** A seeded language's id, as the web finds it (GET /api/languages). */
async function langId(code: string): Promise<number> {
  const listed = json<{ payload: { id: number; code: string }[] }>(await s.t.app.inject('/api/languages')).payload;
  return listed.find((l) => l.code === code)!.id;
}

describe('PROMO-6: a promo code with a minimum cart value', () => {
  it('PROMO-6: the seeded first-order code (5 € off) does not make a 4.13 € cart free: refused naming 10 € in the visitor currency and language', async () => {
    const u = await buyerWithCart(4_13);
    const res = await check(u.headers, 'WELCOME5');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ status: 'error', code: 'PROMO_CODE_BELOW_MINIMUM', message: 'This promo code applies to carts of at least €10.00' });
    expect(json(await check(u.headers, 'WELCOME5', '&currency=PLN')).message).toBe('This promo code applies to carts of at least PLN\u00a043.00');
    expect(json(await check(u.headers, 'WELCOME5', `&currency=PLN&lang_id=${await langId('pl')}`)).message).toBe('Ten kod promocyjny obowiązuje przy koszyku o wartości co najmniej PLN\u00a043.00');
    expect(json(await check(u.headers, 'WELCOME5', `&lang_id=${await langId('de')}`)).message).toBe('Dieser Gutscheincode gilt erst ab einem Warenkorbwert von €10.00');
  });

  it('PROMO-6: the check applies the code at and above the minimum (the subtotal before VAT), refuses it a cent below', async () => {
    const promo = await insertPromo(s.t.db, { minSubtotalCents: 20_00 });
    const below = await check((await buyerWithCart(19_99)).headers, promo.code);
    expect([below.statusCode, json(below).message]).toEqual([422, 'This promo code applies to carts of at least €20.00']);
    for (const priceCents of [20_00, 35_00]) {
      const res = await check((await buyerWithCart(priceCents)).headers, promo.code);
      expect(res.statusCode, String(priceCents)).toBe(200);
      expect(json(res).payload.calculated_discount).toBe(5);
    }
  });

  it('PROMO-6: checkout below the minimum is refused and takes nothing; at and above it the discount is applied', async () => {
    const promo = await insertPromo(s.t.db, { minSubtotalCents: 20_00 });
    const u = await buyerWithCart(19_99);
    const refused = await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { promocode: promo.code, currency: 'PLN' }));
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: 'PROMO_CODE_BELOW_MINIMUM', message: 'This promo code applies to carts of at least PLN\u00a086.00' });
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(100_00);
    expect(await s.t.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toHaveLength(1);
    expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.usedCount).toBe(0);

    for (const [priceCents, totalCents] of [[20_00, 15_00], [35_00, 30_00]] as const) {
      const ok = await buyerWithCart(priceCents);
      const res = await purchaseRequest(s.t.app, ok.headers, checkoutPayload(s.country, { promocode: promo.code }));
      expect(res.statusCode, String(priceCents)).toBe(200);
      const [order] = await s.t.db.select().from(orders).where(eq(orders.id, json(res).payload.order_id));
      expect(order).toMatchObject({ subtotalCents: priceCents, promoDiscountCents: 5_00, totalCents });
    }
  });
});

describe('PROMO-7: the back office sets, changes and clears a code minimum cart value', () => {
  it('PROMO-7: a new code keeps its minimum in cents; a change and a clear apply to the next check', async () => {
    const op = await person(s.t.db, 'operator');
    const code = `MIN${Date.now().toString(36)}`.toUpperCase();
    const created = await call('POST', '/api/operator/promo-codes', op.headers, { code, discount_type: 'fixed', discount_amount: 5, max_uses: 100, min_subtotal: '12,50' });
    expect(created.statusCode).toBe(200);
    const promo = json(created).payload;
    expect(promo).toMatchObject({ code, min_subtotal: 12.5 });
    expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.minSubtotalCents).toBe(12_50);
    const u = await buyerWithCart(10_00);
    expect(json(await check(u.headers, code)).message).toBe('This promo code applies to carts of at least €12.50');

    const lowered = await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { min_subtotal: 10 });
    expect(json(lowered).payload).toMatchObject({ min_subtotal: 10 });
    expect((await check(u.headers, code)).statusCode).toBe(200);
    await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { min_subtotal: 50 });
    expect(json(await check(u.headers, code)).code).toBe('PROMO_CODE_BELOW_MINIMUM');
    const cleared = await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { min_subtotal: null, confirm_risk: true });
    expect(json(cleared).payload).toMatchObject({ min_subtotal: null });
    expect((await check(u.headers, code)).statusCode).toBe(200);
    const listed = json(await call('GET', `/api/operator/promo-codes?search=${code}`, op.headers)).payload[0];
    expect(listed).toMatchObject({ code, min_subtotal: null });
  });

  it('PROMO-7: a minimum below a cent, with more than 2 decimals or not a number is a 422 on its field and changes nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const message = 'Enter a minimum cart value of at least 0.01 with at most 2 decimals, or leave it empty';
    for (const bad of [0, 0.004, -5, 10.999, 'ten']) {
      const res = await call('POST', '/api/operator/promo-codes', op.headers, { code: `BAD${Date.now().toString(36)}`.toUpperCase(), discount_type: 'fixed', discount_amount: 5, min_subtotal: bad });
      expect([res.statusCode, json(res).errors?.min_subtotal], String(bad)).toEqual([422, [message]]);
    }
    const promo = await insertPromo(s.t.db, { minSubtotalCents: 30_00 });
    const res = await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { min_subtotal: 12.345 });
    expect([res.statusCode, json(res).errors?.min_subtotal]).toEqual([422, [message]]);
    expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.minSubtotalCents).toBe(30_00);
    // An empty field (the form's "no minimum") is null, not an error.
    const empty = await call('POST', '/api/operator/promo-codes', op.headers, { code: `NONE${Date.now().toString(36)}`.toUpperCase(), discount_type: 'fixed', discount_amount: 5, min_subtotal: '', confirm_risk: true });
    expect(json(empty).payload).toMatchObject({ min_subtotal: null });
  });
});
