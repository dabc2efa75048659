import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, checkoutPayload, insertPromo, itemInCarts, purchaseRequest, refOf, sendWebhook, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { cartItems } from '../cart/tables.ts';
import { items } from '../catalog/tables.ts';
import { payments } from '../payments/tables.ts';
import { hasCountingOrder } from '../checkout/customer-orders.ts';
import { insertOrderRow } from '../checkout/order-store.ts';
import { redeemPromo } from './promo-redemptions.ts';
import { orders } from '../checkout/tables.ts';
import { promoCodes, promoRedemptions } from './tables.ts';

/** SEC-3 (issue 13, item 3): a promo code is limited per customer, in the order's transaction. Runs on PGlite and PostgreSQL. */
const s = useCheckoutApp();
const buy = (headers: Record<string, string>, body: Record<string, unknown>) => purchaseRequest(s.t.app, headers, body);
const withCode = (code: string, overrides: Record<string, unknown> = {}) => checkoutPayload(s.country, { promocode: code, ...overrides });
const itemStatus = async (id: number) => (await s.t.db.select({ s: items.status }).from(items).where(eq(items.id, id)))[0]!.s;
const usedCount = async (promoId: number) => (await s.t.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, promoId)))[0]!.n;
const redemptionsOf = async (promoId: number, userId?: number) =>
  (
    await s.t.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promoId), userId === undefined ? undefined : eq(promoRedemptions.userId, userId)))
  )[0]!.n;
/** PAY-26: a declined order's item is back in the buyer's cart already; the buyer (re)adds it, which changes nothing. */
const putBackInCart = (userId: number, itemId: number) => s.t.db.insert(cartItems).values({ userId, itemId }).onConflictDoNothing();
const ordersOf = async (userId: number) => s.t.db.select().from(orders).where(eq(orders.userId, userId));

describe('promo codes per customer', () => {
  it('SEC-3: when a customer splits a cart to reuse a code, then the next checkout is 422 and changes nothing', async () => {
    const promo = await insertPromo(s.t.db);
    const u = await buyer(s.t.db);
    await itemInCarts(s.t.db, [u.id], { priceCents: 4_00 });
    expect((await buy(u.headers, withCode(promo.code))).statusCode).toBe(200);

    const second = await itemInCarts(s.t.db, [u.id], { priceCents: 4_00 });
    const res = await buy(u.headers, withCode(promo.code.toLowerCase()));
    expect([res.statusCode, json(res).code, json(res).message]).toEqual([422, 'PROMO_CODE_ALREADY_USED', 'You have already used this promo code']);
    expect(await itemStatus(second.id)).toBe('available');
    expect(await s.t.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toHaveLength(1);
    expect(await ordersOf(u.id)).toHaveLength(1);
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id)]).toEqual([1, 1]);
    // Another customer still has their own use.
    const other = await buyer(s.t.db);
    await itemInCarts(s.t.db, [other.id], { priceCents: 4_00 });
    expect((await buy(other.headers, withCode(promo.code))).statusCode).toBe(200);
  });

  it('SEC-3: when a code allows 2 uses per customer, then the third is refused', async () => {
    const promo = await insertPromo(s.t.db, { perCustomerLimit: 2, discountCents: 1_00 });
    const u = await buyer(s.t.db, 100_00);
    const outcomes: number[] = [];
    for (let i = 0; i < 3; i++) {
      await itemInCarts(s.t.db, [u.id], { priceCents: 3_00 });
      outcomes.push((await buy(u.headers, withCode(promo.code))).statusCode);
    }
    expect(outcomes).toEqual([200, 200, 422]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 96_00, ledgerSum: 96_00 });
  });

  it('SEC-3: when a first-order-only code comes with an earlier order that counts, then 422; a failed earlier order does not count', async () => {
    const promo = await insertPromo(s.t.db, { firstOrderOnly: true });
    const returning = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [returning.id], { priceCents: 2_00 });
    expect((await buy(returning.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    const item = await itemInCarts(s.t.db, [returning.id], { priceCents: 8_00 });
    const res = await buy(returning.headers, withCode(promo.code));
    expect([res.statusCode, json(res).code, json(res).message]).toEqual([422, 'PROMO_CODE_FIRST_ORDER_ONLY', 'This promo code is only valid on your first order']);
    expect(await itemStatus(item.id)).toBe('available');
    expect(await usedCount(promo.id)).toBe(0);

    const declinedFirst = await buyer(s.t.db);
    const declinedItem = await itemInCarts(s.t.db, [declinedFirst.id], { priceCents: 9_00 });
    const card = await buy(declinedFirst.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true }));
    const ref = refOf(json(card).redirect_url);
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'error' });
    await putBackInCart(declinedFirst.id, declinedItem.id);
    const again = await buy(declinedFirst.headers, withCode(promo.code, { paymentMethod: 'card', directPayment: true }));
    expect(again.statusCode).toBe(200);
  });

  it('SEC-3, PROMO-5: when a card order with the code is declined, then the customer gets the use back once', async () => {
    const promo = await insertPromo(s.t.db);
    const u = await buyer(s.t.db);
    const item = await itemInCarts(s.t.db, [u.id], { priceCents: 9_00 });
    const card = withCode(promo.code, { paymentMethod: 'card', directPayment: true });
    const first = await buy(u.headers, card);
    const check = () => s.t.app.inject({ url: `/api/promocode/check?code=${promo.code}`, headers: u.headers });
    expect(json(await check()).code).toBe('PROMO_CODE_ALREADY_USED');
    const ref = refOf(json(first).redirect_url);
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'error' });
    await sendWebhook(s.t.app, { event_id: `e2-${ref}`, payment_ref: ref, status: 'error' });
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id)]).toEqual([0, 0]);
    expect((await check()).statusCode).toBe(200);
    await putBackInCart(u.id, item.id);
    expect((await buy(u.headers, card)).statusCode).toBe(200);
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id)]).toEqual([1, 1]);
  });

  it('SEC-3: when the discount makes the total 0, then a card checkout is paid on the balance path with no payment or provider session', async () => {
    const promo = await insertPromo(s.t.db, { discountCents: 5_00 });
    const u = await buyer(s.t.db);
    const item = await itemInCarts(s.t.db, [u.id], { priceCents: 3_00 });
    const res = await buy(u.headers, withCode(promo.code, { paymentMethod: 'card', directPayment: true }));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', redirect_url: null, balance: 0 });
    const [order] = await ordersOf(u.id);
    expect(order).toMatchObject({ status: 'processing', paymentMethod: 'balance', directPayment: false, totalCents: 0, promoDiscountCents: 3_00 });
    expect(await s.t.db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    expect(await itemStatus(item.id)).toBe('sold');
    expect(await balanceAndLedger(s.t.db, u.id)).toEqual({ balance: 0, ledgerSum: 0, ledgerRows: 0 });
  });
});

describe('promo races', () => {
  it('SEC-3: when 20 checkouts of one customer race with a code, then it is used within the customer limit and the rest change nothing', async () => {
    const promo = await insertPromo(s.t.db, { discountCents: 1_00 });
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(u.headers, withCode(promo.code))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // Losers hear about the code, or that their own winning checkout took the cart; never a 5xx.
    const refused = new Set(results.filter((r) => r.statusCode !== 200).map((r) => json(r).code));
    expect([...refused].filter((c) => !['PROMO_CODE_ALREADY_USED', 'CHECKOUT_ITEM_UNAVAILABLE', 'CHECKOUT_CART_EMPTY'].includes(c))).toEqual([]);
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id), (await ordersOf(u.id)).length]).toEqual([1, 1, 1]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 91_00, ledgerSum: 91_00 });

    // A new cart: every one of 20 more checkouts with the used code is refused, and nothing changes.
    const next = await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const again = await Promise.all(Array.from({ length: 20 }, () => buy(u.headers, withCode(promo.code))));
    expect(again.map((r) => `${r.statusCode} ${json(r).code}`)).toEqual(Array(20).fill('422 PROMO_CODE_ALREADY_USED'));
    expect(await itemStatus(next.id)).toBe('available');
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id), (await ordersOf(u.id)).length]).toEqual([1, 1, 1]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 91_00, ledgerSum: 91_00 });
  });

  it('SEC-3: when 20 orders of one customer redeem a code of limit 3 at once, then exactly 3 count it', async () => {
    const promo = await insertPromo(s.t.db, { perCustomerLimit: 3 });
    const u = await buyer(s.t.db);
    const attempt = (i: number) =>
      s.t.db.transaction(async (tx) => {
        const orderId = await insertOrderRow(tx, { ...orderContact, userId: u.id, paymentMethod: 'card', directPayment: true, subtotalCents: 1_00, totalCents: 1_00, idempotencyKey: `race-${i}` });
        await redeemPromo(tx, { promoId: promo.id, orderId: orderId!, customer: { userId: u.id, hasOtherOrder: () => hasCountingOrder(tx, u.id, orderId!) } });
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempt(i)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason instanceof AppError ? o.reason.code : String(o.reason)] : []));
    expect(new Set(reasons)).toEqual(new Set(['PROMO_CODE_ALREADY_USED']));
    expect([await usedCount(promo.id), await redemptionsOf(promo.id, u.id), (await ordersOf(u.id)).length]).toEqual([3, 3, 3]);
  });

  it('SEC-3: when 20 customers race for a code of max_uses 5, then exactly 5 orders get it', async () => {
    const promo = await insertPromo(s.t.db, { maxUses: 5, discountCents: 1_00 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => buyer(s.t.db, 20_00)));
    for (const c of customers) await itemInCarts(s.t.db, [c.id], { priceCents: 10_00 });
    const results = await Promise.all(customers.map((c) => buy(c.headers, withCode(promo.code))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${json(r).code}`)).toEqual(Array(15).fill('422 PROMO_CODE_USED_UP'));
    expect([await usedCount(promo.id), await redemptionsOf(promo.id)]).toEqual([5, 5]);
    for (const c of customers) {
      const bl = await balanceAndLedger(s.t.db, c.id);
      expect(bl.balance).toBe(bl.ledgerSum);
      expect([11_00, 20_00]).toContain(bl.balance);
    }
  });
});

const orderContact = { tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' };
