import { errorCatalog } from '@skins/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, sessionFor } from '../../test/auth-helpers.ts';
import { insertItem, setItemStatus } from '../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { getCartForCheckout } from '../modules/cart/service.ts';
import { insertOrderRow } from '../modules/checkout/order-store.ts';
import { computePromoDiscount } from '../modules/promos/promo-codes.ts';
import { redeemPromo } from '../modules/promos/promo-redemptions.ts';
import { promoCodes } from '../modules/promos/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
  await t.db.insert(promoCodes).values([
    { code: 'LATER1', discountType: 'fixed', discountCents: 100, startsAt: new Date(Date.now() + 86_400_000) },
    { code: 'HALF50', description: 'Half off', discountType: 'percentage', discountBasisPoints: 5_000, appliesToDelivery: true },
    { code: 'FIVEANY', discountType: 'fixed', discountCents: 500 },
  ]);
});
afterAll(() => t.close());

async function customerWithCart(pricesCents: number[]) {
  const user = await insertUser(t.db);
  const token = await sessionFor(t.db, user.id);
  const ids: number[] = [];
  for (const priceCents of pricesCents) {
    const item = await insertItem(t.db, { priceCents });
    ids.push(item.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: asBearer(token), payload: { id: item.id, count: 1 } });
    expect(res.statusCode).toBe(200);
  }
  return { token, userId: user.id, ids };
}

const check = (token: string, query: string) => t.app.inject({ url: `/api/promocode/check${query}`, headers: asBearer(token) });

describe('computePromoDiscount', () => {
  it('PROMO-3: when fixed, then its amount, capped at the subtotal', () => {
    expect(computePromoDiscount(2000, { discountType: 'fixed', discountCents: 500, discountBasisPoints: null })).toBe(500);
    expect(computePromoDiscount(300, { discountType: 'fixed', discountCents: 500, discountBasisPoints: null })).toBe(300);
    expect(computePromoDiscount(0, { discountType: 'fixed', discountCents: 500, discountBasisPoints: null })).toBe(0);
  });
  it('PROMO-3: when percentage, then basis points of the subtotal rounded half up, never above it', () => {
    expect(computePromoDiscount(2000, { discountType: 'percentage', discountCents: null, discountBasisPoints: 1000 })).toBe(200);
    expect(computePromoDiscount(1005, { discountType: 'percentage', discountCents: null, discountBasisPoints: 1000 })).toBe(101);
    expect(computePromoDiscount(1004, { discountType: 'percentage', discountCents: null, discountBasisPoints: 1000 })).toBe(100);
    expect(computePromoDiscount(999, { discountType: 'percentage', discountCents: null, discountBasisPoints: 10_000 })).toBe(999);
  });
});

describe('GET /promocode/check', () => {
  it('PROMO-2: when a fixed code is valid, then the promo of spec §3 with its discount and the success message', async () => {
    const { token } = await customerWithCart([1500, 700]);
    const res = await check(token, '?code=welcome5');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.status).toBe('OK');
    expect(body.message).toBe('Promo code applied successfully');
    expect(body.payload).toEqual({
      calculated_discount: 5,
      type: 'fixed',
      applies_to_delivery: false,
      id: expect.any(Number),
      code: 'WELCOME5',
      description: '5 € off your first order',
      discount_type: 'fixed',
      discount_amount: 5,
    });
    const usd = json(await check(token, '?code=WELCOME5&currency=USD')).payload;
    expect(usd.calculated_discount).toBe(5.4);
    expect(usd.discount_amount).toBe(5.4);
  });

  it('PROMO-3: when a percentage code is valid, then the discount is its share of the available subtotal', async () => {
    const { token, ids } = await customerWithCart([1500, 700, 4000]);
    await setItemStatus(t.db, ids[2]!, 'sold');
    const body = json(await check(token, '?code=SAVE10'));
    expect(body.payload).toMatchObject({ calculated_discount: 2.2, type: 'percentage', discount_type: 'percentage', discount_amount: 10 });
    expect(json(await check(token, '?code=HALF50')).payload).toMatchObject({ calculated_discount: 11, applies_to_delivery: true, description: 'Half off' });
  });

  it('PROMO-3: when the fixed amount is above the subtotal, then the discount is the subtotal (total never below 0)', async () => {
    const { token } = await customerWithCart([320]);
    expect(json(await check(token, '?code=FIVEANY')).payload.calculated_discount).toBe(3.2);
    const empty = await customerWithCart([]);
    expect(json(await check(empty.token, '?code=FIVEANY')).payload.calculated_discount).toBe(0);
  });

  it('PROMO-1: when the code is missing or blank, then it is a 422 No promo code provided', async () => {
    const { token } = await customerWithCart([]);
    for (const q of ['', '?code=', '?code=%20%20']) {
      const res = await check(token, q);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', code: 'PROMO_CODE_MISSING', message: 'No promo code provided' });
    }
  });

  it('PROMO-2: when the code is unknown, expired, not started or used up, then the matching error', async () => {
    const { token } = await customerWithCart([1000]);
    const cases: [string, number, keyof typeof errorCatalog, string][] = [
      ['NOPE', 404, 'PROMO_CODE_INVALID', 'Invalid promo code'],
      ['EXPIRED1', 422, 'PROMO_CODE_EXPIRED', 'This promo code has expired'],
      ['LATER1', 422, 'PROMO_CODE_EXPIRED', 'This promo code has expired'],
      ['USEDUP', 422, 'PROMO_CODE_USED_UP', 'This promo code has reached its usage limit'],
    ];
    for (const [code, status, errorCode, message] of cases) {
      const res = await check(token, `?code=${code}`);
      expect(res.statusCode, code).toBe(status);
      expect(json(res)).toMatchObject({ status: 'error', code: errorCode, message });
    }
  });

  it('SEC-3: when the customer already used the code or WELCOME5 is not on their first order, then the check tells them early', async () => {
    const { token, userId } = await customerWithCart([1000]);
    const [promo] = await t.db.insert(promoCodes).values({ code: 'ONCEPER', discountType: 'fixed', discountCents: 100 }).returning();
    const orderId = await insertOrderRow(t.db, { userId, paymentMethod: 'balance', directPayment: false, subtotalCents: 1000, totalCents: 900, tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' });
    await t.db.transaction((tx) => redeemPromo(tx, { promoId: promo!.id, orderId: orderId!, customer: { userId, hasOtherOrder: async () => false } }));
    const cases: [string, keyof typeof errorCatalog, string][] = [
      ['ONCEPER', 'PROMO_CODE_ALREADY_USED', 'You have already used this promo code'],
      ['WELCOME5', 'PROMO_CODE_FIRST_ORDER_ONLY', 'This promo code is only valid on your first order'],
    ];
    for (const [code, errorCode, message] of cases) {
      const res = await check(token, `?code=${code}`);
      expect(res.statusCode, code).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', code: errorCode, message });
    }
  });

  it('PROMO-4: when checkout asks for the cart, then it gets the available items in euro cents', async () => {
    const { userId, ids } = await customerWithCart([1500, 700]);
    await setItemStatus(t.db, ids[0]!, 'reserved');
    const ctx = { db: t.db, userId, locale: { currency: { code: 'USD', symbol: '$', value: 1.08 }, languageId: null } } as Parameters<typeof getCartForCheckout>[0];
    expect(await getCartForCheckout(ctx)).toEqual([expect.objectContaining({ itemId: ids[1], priceCents: 700 })]);
  });
});
