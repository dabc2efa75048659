import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { anyCountryId, buyer, checkoutPayload, itemInCarts, purchaseRequest } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { checkoutBodySchema } from '@skins/contract';
import type { Ctx } from '../../lib/ctx.ts';
import { cartItems } from '../cart/tables.ts';
import { items } from '../catalog/tables.ts';
import { payments } from '../payments/tables.ts';
import { purchase } from '../../flows/purchase.ts';
import { orders } from './tables.ts';

/** The jobs timer of app.ts (fast here) and a provider that refuses checkouts. */
let t: TestApp;
let country: number;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '25', DELIVERY_DELAY_MS: '0', RESERVATION_MINUTES: '0.01' });
  country = await anyCountryId(t.db);
});
afterAll(async () => t?.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const statusOf = (id: number) => async () => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe('jobs', () => {
  it('PAY-13: when the app runs, then its timer completes paid orders through the sandbox bot', async () => {
    // Paid from the balance: a card order of this file's short reservation could expire before its webhook.
    const u = await buyer(t.db, 10_00);
    await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    const res = json(await purchaseRequest(t.app, u.headers, checkoutPayload(country)));
    expect(await until(statusOf(res.payload.order_id), (s) => s === 'completed')).toBe('completed');
  });

  it('PAY-12: when the app runs, then its timer expires unpaid reservations and frees the items', async () => {
    const u = await buyer(t.db);
    const item = await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    const res = json(await purchaseRequest(t.app, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true })));
    expect(await until(statusOf(res.payload.order_id), (s) => s === 'expired')).toBe('expired');
    expect((await t.db.select({ s: items.status }).from(items).where(eq(items.id, item.id)))[0]!.s).toBe('available');
  });

  /** A provider whose checkout answers `answer`, after noting the buyer's orders as the database holds them then. */
  function provider(answer: Awaited<ReturnType<PaymentProvider['createCheckout']>>, seen: unknown[]): PaymentProvider {
    return {
      name: 'probe',
      createCheckout: async () => {
        seen.push(...(await t.db.select({ status: orders.status }).from(orders).where(eq(orders.userId, seenUser))));
        return answer;
      },
      verifyWebhook: () => ({ ok: false, reason: 'bad_signature' }),
      refund: async () => ({ ok: false, reason: 'down', refused: true }),
      paymentStatus: async () => 'unknown',
    };
  }
  let seenUser = 0;
  const ctxOf = (userId: number) =>
    ({ db: t.db, locale: { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, userId, log: console, mail: { send: async () => {} }, publicUrl: 'http://shop.test' }) satisfies Ctx;

  it('PAY-7, SCALE-4: when the provider refuses the checkout, then CHECKOUT_FAILED and nothing is kept: no order, the item in the shop and back in the cart', async () => {
    const u = await buyer(t.db);
    const item = await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    const body = checkoutBodySchema.parse(checkoutPayload(country, { paymentMethod: 'card' }));
    await expect(purchase(ctxOf(u.id), { provider: provider({ ok: false, reason: 'down' }, []), reservationMs: 60_000 }, body)).rejects.toMatchObject({ code: 'CHECKOUT_FAILED', status: 502 });
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
    expect((await t.db.select({ s: items.status }).from(items).where(eq(items.id, item.id)))[0]!.s).toBe('available');
    expect(await t.db.select({ itemId: cartItems.itemId }).from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([{ itemId: item.id }]);
  });

  it('SCALE-4: the provider is called after the order commits (no transaction waits on it), and its address is recorded after', async () => {
    const u = await buyer(t.db);
    await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    seenUser = u.id;
    const seen: unknown[] = [];
    const body = checkoutBodySchema.parse(checkoutPayload(country, { paymentMethod: 'card' }));
    const res = await purchase(ctxOf(u.id), { provider: provider({ ok: true, redirectUrl: 'https://pay.example/s1' }, seen), reservationMs: 60_000 }, body);
    expect(seen).toEqual([{ status: 'pending' }]);
    expect(res.redirect_url).toBe('https://pay.example/s1');
    const [payment] = await t.db.select({ url: payments.redirectUrl }).from(payments).where(eq(payments.orderId, res.payload.order_id));
    expect(payment?.url).toBe('https://pay.example/s1');
  });
});
