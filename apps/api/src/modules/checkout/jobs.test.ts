import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { anyCountryId, buyer, checkoutPayload, itemInCarts, purchaseRequest } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { checkoutBodySchema } from '@skins/contract';
import type { Ctx } from '../../lib/ctx.ts';
import { items } from '../catalog/tables.ts';
import { purchase } from './purchase.ts';
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

  it('PAY-7: when the provider refuses the checkout, then CHECKOUT_FAILED and nothing is kept', async () => {
    const refusing: PaymentProvider = {
      name: 'refusing',
      createCheckout: async () => ({ ok: false, reason: 'down' }),
      verifyWebhook: () => ({ ok: false, reason: 'bad_signature' }),
      refund: async () => ({ ok: false, reason: 'down' }),
    };
    const u = await buyer(t.db);
    const item = await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    const ctx = { db: t.db, locale: { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, userId: u.id, log: console, mail: { send: async () => {} }, publicUrl: 'http://shop.test' } satisfies Ctx;
    const body = checkoutBodySchema.parse(checkoutPayload(country, { paymentMethod: 'card' }));
    await expect(purchase(ctx, { provider: refusing, reservationMs: 60_000 }, body)).rejects.toMatchObject({ code: 'CHECKOUT_FAILED', status: 502 });
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
    expect((await t.db.select({ s: items.status }).from(items).where(eq(items.id, item.id)))[0]!.s).toBe('available');
  });
});
