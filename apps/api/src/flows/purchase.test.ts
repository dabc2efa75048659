import { authMessages } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSandboxDelivery } from '../adapters/trade-delivery/sandbox.ts';
import { purchaseRequest, useCheckoutApp, balanceAndLedger, buyer, checkoutPayload, itemInCarts, refOf, sendWebhook } from '../../test/checkout-helpers.ts';
import { json, statementsSent } from '../../test/helpers.ts';
import { insertUser, sessionFor, asBearer } from '../../test/auth-helpers.ts';
import { writeSetting } from '../modules/content/service.ts';
import { cartItems } from '../modules/cart/tables.ts';
import { items } from '../modules/catalog/tables.ts';
import { users } from '../modules/account/tables.ts';
import { sales } from '../modules/prices/tables.ts';
import { deliverPaidOrders } from '../modules/checkout/delivery.ts';
import { expireReservations } from '../modules/checkout/order-changes.ts';
import { promoCodes } from '../modules/promos/tables.ts';
import { orderItems, orders } from '../modules/checkout/tables.ts';

const s = useCheckoutApp();
const buy = (headers: Record<string, string>, body: Record<string, unknown>, extra: Record<string, string> = {}) => purchaseRequest(s.t.app, headers, body, extra);
const itemStatus = async (id: number) => (await s.t.db.select({ s: items.status }).from(items).where(eq(items.id, id)))[0]!.s;
const orderRow = async (id: number) => (await s.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('checkout rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name', { name: ' ' }, 'name', 'First name is required'],
    ['surname', { surname: '' }, 'surname', 'Last name is required'],
    ['email', { email: '' }, 'email', 'Email is required'],
    ['email format', { email: 'ana@x' }, 'email', 'Invalid email format'],
    ['trade link', { tradeUrl: '' }, 'tradeUrl', 'Steam trade link is required'],
    ['trade link, not one', { tradeUrl: 'notaurl' }, 'tradeUrl', authMessages.tradeLinkInvalid],
    ['trade link, without its token', { tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1' }, 'tradeUrl', authMessages.tradeLinkInvalid],
    ['country', { country: '' }, 'country', 'Country is required'],
    ['city', { city: '' }, 'city', 'City is required'],
    ['address', { address: '' }, 'address', 'Address line is required'],
    ['post code', { postCode: '' }, 'postCode', 'Post Code is required'],
    ['phone', { phone: '' }, 'phone', 'Valid phone number is required'],
    ['phone format', { phone: '12' }, 'phone', 'Invalid phone number'],
    ['payment method', { paymentMethod: '' }, 'paymentMethod', 'Please select a payment method'],
  ];
  for (const [what, override, field, message] of cases) {
    it(`PAY-1: when the ${what} is invalid, then 422 '${message}' and nothing changes`, async () => {
      const u = await buyer(s.t.db, 100_00);
      await itemInCarts(s.t.db, [u.id]);
      const res = await buy(u.headers, checkoutPayload(s.country, override));
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe(message);
      expect(json(res).errors[field]).toEqual([message]);
      expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(100_00);
    });
  }

  it('PAY-1: when every field is missing, then the first rule in the spec order is the message', async () => {
    const u = await buyer(s.t.db);
    const res = await buy(u.headers, {});
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('First name is required');
    expect(Object.keys(json(res).errors)).toEqual(expect.arrayContaining(['name', 'surname', 'email', 'tradeUrl', 'country', 'city', 'address', 'postCode', 'phone', 'paymentMethod']));
  });

  it('PAY-2: when a guest checks out, then 401; when the email is unverified, then 403', async () => {
    expect((await buy({}, checkoutPayload(s.country))).statusCode).toBe(401);
    const u = await insertUser(s.t.db, { emailVerifiedAt: null });
    const res = await buy(asBearer(await sessionFor(s.t.db, u.id)), checkoutPayload(s.country));
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('Your email address is not verified.');
  });

  it('PAY-1: when the method is unknown, the country does not exist or the cart is empty, then a 422 each', async () => {
    const u = await buyer(s.t.db, 100_00);
    expect(json(await buy(u.headers, checkoutPayload(s.country))).code).toBe('CHECKOUT_CART_EMPTY');
    await itemInCarts(s.t.db, [u.id]);
    const bad = await buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'bitcoin' }));
    expect([bad.statusCode, json(bad).code, json(bad).message]).toEqual([422, 'CHECKOUT_PAYMENT_METHOD', 'Please select a payment method']);
    const nowhere = await buy(u.headers, checkoutPayload(99999));
    expect([nowhere.statusCode, json(nowhere).code]).toEqual([422, 'ACCOUNT_COUNTRY_UNKNOWN']);
  });
});

describe('paying by balance', () => {
  it('PAY-5: when the balance covers the total, then the items are sold, the balance debited through the ledger and the order processing', async () => {
    const u = await buyer(s.t.db, 50_00);
    const a = await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const b = await itemInCarts(s.t.db, [u.id], { priceCents: 5_50 });
    const res = await buy(u.headers, checkoutPayload(s.country));
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ status: 'OK', balance: 34.5, redirect_url: null });
    const order = await orderRow(body.payload.order_id);
    expect(order).toMatchObject({ status: 'processing', subtotalCents: 15_50, deliveryCents: 0, vatCents: 0, promoDiscountCents: 0, totalCents: 15_50 });
    expect(await itemStatus(a.id)).toBe('sold');
    expect(await itemStatus(b.id)).toBe('sold');
    expect(await s.t.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 34_50, ledgerSum: 34_50 });
  });

  it('PAY-5, PAY-WEB-17: when the settings have VAT, then the total charged is the subtotal plus vat_percent of it, rounded to the cent', async () => {
    const u = await buyer(s.t.db, 50_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_83 });
    await writeSetting(s.t.db, 'vat_percent', 23);
    try {
      const res = await buy(u.headers, checkoutPayload(s.country));
      expect(res.statusCode).toBe(200);
      expect(await orderRow(json(res).payload.order_id)).toMatchObject({ subtotalCents: 10_83, vatCents: 2_49, totalCents: 13_32 });
      expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 36_68, ledgerSum: 36_68 });
    } finally {
      await writeSetting(s.t.db, 'vat_percent', 0);
    }
  });

  it('PAY-5, issue 20: when a buyer with no trade link on file pays by balance, then its transaction makes three statements and writes everything', async () => {
    const u = await buyer(s.t.db, 50_00);
    const a = await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    let status = 0;
    const texts = (await statementsSent(s.t.db, async () => (status = (await buy(u.headers, checkoutPayload(s.country))).statusCode))).map((t) => t.trim().toLowerCase());
    expect(status).toBe(200);
    // From the order's insert on, begin and commit aside (drizzle sends them on PostgreSQL, PGlite sends its own): the order
    // with the trade link; the items with their facet deltas, the order lines, the sales and the cart removal; the balance with its ledger row.
    const writes = texts.slice(texts.findIndex((t) => t.includes('insert into "orders"'))).filter((t) => t !== 'commit');
    expect(writes).toHaveLength(3);
    expect(await itemStatus(a.id)).toBe('sold');
    expect(await s.t.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
    expect((await s.t.db.select({ link: users.steamTradeLink }).from(users).where(eq(users.id, u.id)))[0]!.link).toBe(checkoutPayload(s.country).tradeUrl);
    expect(await s.t.db.select({ price: sales.priceCents }).from(sales).where(eq(sales.itemId, a.id))).toEqual([{ price: 10_00 }]);
  });

  it('PAY-4: when a promo and VAT apply, then VAT is on the subtotal after the promo and the promo use is counted', async () => {
    await writeSetting(s.t.db, 'vat_percent', 20);
    try {
      const [promo] = await s.t.db.insert(promoCodes).values({ code: `SAVE${Date.now()}`, discountType: 'fixed', discountCents: 2_00, maxUses: 5 }).returning();
      const u = await buyer(s.t.db, 100_00);
      await itemInCarts(s.t.db, [u.id], { priceCents: 12_00 });
      const res = await buy(u.headers, checkoutPayload(s.country, { promocode: promo!.code.toLowerCase() }));
      expect(res.statusCode).toBe(200);
      expect(await orderRow(json(res).payload.order_id)).toMatchObject({ subtotalCents: 12_00, promoDiscountCents: 2_00, vatCents: 2_00, totalCents: 12_00 });
      expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id)))[0]!.usedCount).toBe(1);
    } finally {
      await writeSetting(s.t.db, 'vat_percent', 0);
    }
  });

  it('PAY-5: when the balance is short, then 422 with both amounts in the requested currency and nothing changes', async () => {
    const u = await buyer(s.t.db, 5_00);
    const item = await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const res = await buy(u.headers, checkoutPayload(s.country, { currency: 'EUR' }));
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'CHECKOUT_INSUFFICIENT_BALANCE', message: 'Insufficient balance. You have: €5.00 required: €10.00' });
    expect(await itemStatus(item.id)).toBe('available');
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 5_00, ledgerSum: 5_00 });
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
  });

  it('PAY-3: when an item of the cart was sold, then 409 naming it and nothing changes', async () => {
    const u = await buyer(s.t.db, 100_00);
    const other = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 1_00 });
    const shared = await itemInCarts(s.t.db, [u.id, other.id], { priceCents: 2_00, title: 'AK-47 | Redline' });
    expect((await buy(other.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    const res = await buy(u.headers, checkoutPayload(s.country));
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('CHECKOUT_ITEM_UNAVAILABLE');
    expect(json(res).message).toContain('AK-47 | Redline');
    expect(await itemStatus(shared.id)).toBe('sold');
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(100_00);
  });

  it('PAY-8: when the same idempotency key comes again, then the first order is answered and nothing more changes', async () => {
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 3_00 });
    const first = await buy(u.headers, checkoutPayload(s.country), { 'idempotency-key': 'k-1' });
    const again = await buy(u.headers, checkoutPayload(s.country, { idempotencyKey: 'k-1' }));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(json(again).payload.order_id).toBe(json(first).payload.order_id);
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(97_00);
  });
});

describe('paying by card', () => {
  async function cardCheckout(priceCents = 7_00) {
    const u = await buyer(s.t.db);
    const item = await itemInCarts(s.t.db, [u.id], { priceCents });
    const res = await buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true }));
    expect(res.statusCode).toBe(200);
    const body = json(res);
    return { u, item, body, ref: refOf(body.redirect_url), orderId: body.payload.order_id as number };
  }

  it('PAY-7: when paying by card, then a pending order holds the items and the answer carries the sandbox redirect_url', async () => {
    const { item, body, orderId } = await cardCheckout();
    expect(body).toMatchObject({ status: 'OK', redirect_url: expect.stringContaining('/api/sandbox/pay/pay_') });
    expect(await itemStatus(item.id)).toBe('reserved');
    const order = await orderRow(orderId);
    expect(order.status).toBe('pending');
    expect(order.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('PAY-11: when the payment succeeds, then the order is processing, the items sold and the cart cleared', async () => {
    const { u, item, ref, orderId } = await cardCheckout();
    const res = await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    expect(json(res).payload.outcome).toBe('applied');
    expect((await orderRow(orderId)).status).toBe('processing');
    expect(await itemStatus(item.id)).toBe('sold');
    expect(await s.t.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
  });

  it('PAY-11: when the payment is declined, then the order fails and the items return to the shop', async () => {
    const { item, ref, orderId } = await cardCheckout();
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'error' });
    expect((await orderRow(orderId)).status).toBe('failed');
    expect(await itemStatus(item.id)).toBe('available');
    const late = await sendWebhook(s.t.app, { event_id: `e2-${ref}`, payment_ref: ref, status: 'success' });
    expect(json(late).payload.outcome).toBe('no_change');
    expect((await orderRow(orderId)).status).toBe('failed');
  });

  it('PROMO-5: when a card payment with a single-use promo is declined or expires, then the use is given back once', async () => {
    const [promo] = await s.t.db.insert(promoCodes).values({ code: `ONCE${Date.now()}`, discountType: 'fixed', discountCents: 1_00, maxUses: 1 }).returning();
    const usedCount = async () => (await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id)))[0]!.usedCount;
    const checkoutWithPromo = async () => {
      const u = await buyer(s.t.db);
      await itemInCarts(s.t.db, [u.id], { priceCents: 7_00 });
      const res = await buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true, promocode: promo!.code }));
      expect(res.statusCode).toBe(200);
      return { ref: refOf(json(res).redirect_url), orderId: json(res).payload.order_id as number };
    };

    const declined = await checkoutWithPromo();
    expect(await usedCount()).toBe(1);
    await sendWebhook(s.t.app, { event_id: `e-${declined.ref}`, payment_ref: declined.ref, status: 'error' });
    await sendWebhook(s.t.app, { event_id: `e2-${declined.ref}`, payment_ref: declined.ref, status: 'error' });
    expect(await usedCount()).toBe(0);

    const expired = await checkoutWithPromo();
    expect(await usedCount()).toBe(1);
    await expireReservations(s.t.db, new Date(Date.now() + 16 * 60_000));
    await expireReservations(s.t.db, new Date(Date.now() + 17 * 60_000));
    expect((await orderRow(expired.orderId)).status).toBe('expired');
    expect(await usedCount()).toBe(0);
  });

  it('PAY-12: when a reservation passes its time unpaid, then the order expires and the items are free again', async () => {
    const { item, orderId } = await cardCheckout();
    expect(await expireReservations(s.t.db, new Date(Date.now() + 60_000))).not.toContain(orderId);
    expect(await expireReservations(s.t.db, new Date(Date.now() + 16 * 60_000))).toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('expired');
    expect(await itemStatus(item.id)).toBe('available');
  });

  it('PAY-12, SCALE-1: when a cart item is held by an order past its time, then checkout frees that hold first and sells the item', async () => {
    const { item, orderId } = await cardCheckout(5_00);
    const other = await buyer(s.t.db, 100_00);
    await s.t.db.insert(cartItems).values({ userId: other.id, itemId: item.id });
    // Still held: PAY-3 names it.
    expect((await buy(other.headers, checkoutPayload(s.country))).statusCode).toBe(409);
    const past = new Date(Date.now() - 1000);
    await s.t.db.update(orders).set({ reservedUntil: past }).where(eq(orders.id, orderId));
    await s.t.db.update(items).set({ reservedUntil: past }).where(eq(items.id, item.id));
    expect((await buy(other.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe('expired');
    expect(await itemStatus(item.id)).toBe('sold');
  });

  it('PAY-12: when a payment lands after its order expired, then the money goes to the balance', async () => {
    const { u, ref, orderId } = await cardCheckout(4_00);
    await expireReservations(s.t.db, new Date(Date.now() + 16 * 60_000));
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    expect((await orderRow(orderId)).status).toBe('expired');
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 4_00, ledgerSum: 4_00 });
  });

  describe('JOURNEY-3: the buyer\'s own pending order', () => {
    const cartOf = async (headers: Record<string, string>) => json(await s.t.app.inject({ url: '/api/cart/contents', headers })).payload as { item_id: number; available: boolean }[];

    /** A buyer with a balance pays one item by card and keeps it pending, then puts a second item in the cart. */
    async function keptPending() {
      const u = await buyer(s.t.db, 10_00);
      const pendingItem = await itemInCarts(s.t.db, [u.id], { priceCents: 7_00 });
      const res = json(await buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true })));
      const other = await itemInCarts(s.t.db, [u.id], { priceCents: 3_00 });
      return { u, pendingItem, other, ref: refOf(res.redirect_url), orderId: res.payload.order_id as number };
    }

    it('JOURNEY-3: when a card payment is kept pending, then the cart holds only the other item and buying it works', async () => {
      const { u, other } = await keptPending();
      expect(await cartOf(u.headers)).toEqual([expect.objectContaining({ item_id: other.id, available: true })]);
      const res = await buy(u.headers, checkoutPayload(s.country));
      expect(res.statusCode).toBe(200);
      expect(await itemStatus(other.id)).toBe('sold');
      expect(await cartOf(u.headers)).toEqual([]);
    });

    it('PAY-26: when the pending order is declined or expires, then its item returns to the shop and to the cart, ready to pay again', async () => {
      const declined = await keptPending();
      await sendWebhook(s.t.app, { event_id: `e-${declined.ref}`, payment_ref: declined.ref, status: 'error' });
      expect((await orderRow(declined.orderId)).status).toBe('failed');
      expect(await itemStatus(declined.pendingItem.id)).toBe('available');
      expect((await cartOf(declined.u.headers)).map((e) => [e.item_id, e.available]).sort()).toEqual([[declined.other.id, true], [declined.pendingItem.id, true]].sort());
      // 'Try again': the same cart pays.
      expect((await buy(declined.u.headers, checkoutPayload(s.country))).statusCode).toBe(200);
      expect(await itemStatus(declined.pendingItem.id)).toBe('sold');

      const expired = await keptPending();
      await expireReservations(s.t.db, new Date(Date.now() + 16 * 60_000));
      expect((await orderRow(expired.orderId)).status).toBe('expired');
      expect(await itemStatus(expired.pendingItem.id)).toBe('available');
      expect((await cartOf(expired.u.headers)).map((e) => e.item_id).sort()).toEqual([expired.other.id, expired.pendingItem.id].sort());
    });

    it('PAY-27: a pending order lists the page to pay it; the buyer cancels it and its item is back in the cart and the shop at once; a late payment of it is credited to the balance', async () => {
      const { u, pendingItem, other, ref, orderId } = await keptPending();
      const history = json(await s.t.app.inject({ url: '/api/purchase/history', headers: u.headers })).payload as { id: number; status: string; payment_url: string | null }[];
      expect(history.find((r) => r.id === orderId)).toMatchObject({ status: 'pending', payment_url: expect.stringContaining(ref) });
      const cancel = await s.t.app.inject({ method: 'POST', url: `/api/purchase/${orderId}/cancel`, headers: u.headers, payload: {} });
      expect(json(cancel)).toEqual({ status: 'OK', message: 'Order cancelled. Its items are back in your cart.' });
      expect((await orderRow(orderId)).status).toBe('cancelled');
      expect(await itemStatus(pendingItem.id)).toBe('available');
      expect((await cartOf(u.headers)).map((e) => e.item_id).sort()).toEqual([other.id, pendingItem.id].sort());
      const after = json(await s.t.app.inject({ url: '/api/purchase/history', headers: u.headers })).payload as { id: number; payment_url: string | null }[];
      expect(after.find((r) => r.id === orderId)!.payment_url).toBeNull();
      // Cancelled once: again (or after it was paid, failed or expired) is a 409; another buyer's order is a 404.
      const again = await s.t.app.inject({ method: 'POST', url: `/api/purchase/${orderId}/cancel`, headers: u.headers, payload: {} });
      expect([again.statusCode, json(again).code]).toEqual([409, 'CHECKOUT_ORDER_NOT_PENDING']);
      const stranger = await buyer(s.t.db);
      expect(json(await s.t.app.inject({ method: 'POST', url: `/api/purchase/${orderId}/cancel`, headers: stranger.headers, payload: {} })).code).toBe('CHECKOUT_ORDER_NOT_FOUND');
      // The buyer paid on the provider's page after all: nothing is lost, the money is on the balance.
      const before = await balanceAndLedger(s.t.db, u.id);
      await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
      expect((await orderRow(orderId)).status).toBe('cancelled');
      const credited = await balanceAndLedger(s.t.db, u.id);
      expect(credited.balance).toBe(credited.ledgerSum);
      expect(credited.balance).toBeGreaterThan(before.balance);
    });
  });

  it('PAY-13: when a paid order is older than the delivery delay, then the trade bot completes it', async () => {
    const { ref, orderId } = await cardCheckout();
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    const bot = createSandboxDelivery({ delayMs: 5000 });
    expect((await deliverPaidOrders(s.t.db, bot, new Date())).delivered).not.toContain(orderId);
    expect((await deliverPaidOrders(s.t.db, bot, new Date(Date.now() + 6000))).delivered).toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('completed');
  });
});

describe('order history', () => {
  it('PAY-14: when a buyer has orders, then the history lists them newest first with items, unix seconds and money in the currency', async () => {
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00, title: 'M4A4 | Howl' });
    const done = json(await buy(u.headers, checkoutPayload(s.country)));
    const res = await s.t.app.inject({ method: 'GET', url: '/api/purchase/history?currency=EUR', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const [row] = json(res).payload;
    expect(row).toMatchObject({ id: done.payload.order_id, title: 'M4A4 | Howl', count: 1, total: 10, sum: 10, currency: 'EUR', status: 'processing', items: [expect.objectContaining({ title: 'M4A4 | Howl', price: 10 })] });
    // The order history row's img_url is the purchase history entry's image_url too (spec §3).
    expect(row.image_url).toEqual(expect.any(String));
    expect(row.image_url).toBe(row.img_url);
    expect(Math.abs(row.created_at - Date.now() / 1000)).toBeLessThan(60);
    const lines = await s.t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines).toHaveLength(1);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/purchase/history' })).statusCode).toBe(401);
  });

  it('PAY-16: when the buyer polls a purchase, then its payment stage shows; another user gets 404', async () => {
    const u = await buyer(s.t.db);
    await itemInCarts(s.t.db, [u.id], { priceCents: 2_00 });
    const res = json(await buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true })));
    const poll = (headers: Record<string, string>) => s.t.app.inject({ method: 'GET', url: `/api/purchase/status/${res.payload.order_id}`, headers });
    expect(json(await poll(u.headers)).payload.status).toBe('Pending');
    await sendWebhook(s.t.app, { event_id: `e-${res.payload.order_id}`, payment_ref: refOf(res.redirect_url), status: 'success' });
    expect(json(await poll(u.headers)).payload.status).toBe('Success');
    const other = await poll((await buyer(s.t.db)).headers);
    expect([other.statusCode, json(other).code]).toEqual([404, 'CHECKOUT_ORDER_NOT_FOUND']);
  });
});
