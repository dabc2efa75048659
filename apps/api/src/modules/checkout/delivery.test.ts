import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMailSender } from '../../adapters/mail/outbox.ts';
import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import { createSandboxDelivery, SANDBOX_FAIL_MARKER } from '../../adapters/trade-delivery/sandbox.ts';
import { createSteamDelivery } from '../../adapters/trade-delivery/steam.ts';
import { ETradeOfferState, ETradeStatus } from '../../adapters/trade-delivery/steam-offers.ts';
import { mailTo } from '../../../test/auth-helpers.ts';
import { buyer, checkoutPayload, itemInCarts, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { fakeSteamBot } from '../../../test/fake-steam-bot.ts';
import { deliverPaidOrders, UNCONFIRMED_CLAIM_MS, UNCONFIRMED_REASON } from './delivery.ts';
import { runCheckoutSweep, startCheckoutJobs } from './jobs.ts';
import { orders } from './tables.ts';

/** DELIV-1, DELIV-2, DELIV-3, STEAM-2, STEAM-3: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();
const quiet = { info() {}, warn() {}, error() {} };
const jobsCtx = () => ({ db: s.t.db, once: s.t.database.once, mail: outboxMailSender(s.t.db, quiet), log: quiet, publicUrl: 'http://localhost:3000' });

/** A paid balance order of two items that carry the bot's asset ids. */
async function paidOrder(token = 'abc') {
  const customer = await buyer(s.t.db, 100_00);
  const a = await itemInCarts(s.t.db, [customer.id], { priceCents: 5_00, steamAssetId: `a${Date.now()}1` });
  const b = await itemInCarts(s.t.db, [customer.id], { priceCents: 6_00, steamAssetId: `a${Date.now()}2` });
  const res = await purchaseRequest(s.t.app, customer.headers, checkoutPayload(s.country, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=42&token=${token}` }));
  expect(res.statusCode).toBe(200);
  const [order] = await s.t.db.select().from(orders).where(eq(orders.userId, customer.id));
  return { order: order!, email: customer.email!, assets: [a.steamAssetId, b.steamAssetId] };
}
const orderRow = async (id: number) => (await s.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailKinds = async (email: string) => (await mailTo(s.t.db, email)).map((m) => m.kind);

describe('trade delivery', () => {
  it('DELIV-1, STEAM-2: a paid order sends one offer with its items, stores its id, and an accepted offer completes it and mails the buyer', async () => {
    const fake = fakeSteamBot();
    const bot = createSteamDelivery(async () => fake.bot);
    const { order, email, assets } = await paidOrder();
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    const offer = fake.offerOf(order.id)!;
    expect(offer.items.map((i) => i.assetid)).toEqual(assets);
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', deliveryOfferId: offer.id, deliveryAttempt: 1 });
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    expect(fake.offers.size).toBe(1);
    fake.change(offer.id!, ETradeOfferState.Accepted, ETradeStatus.Complete);
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    expect((await orderRow(order.id)).status).toBe('completed');
    expect(await mailKinds(email)).toContain('order_delivered');
  });

  it.each([
    ['declined', ETradeOfferState.Declined, ETradeStatus.Complete, 'Declined'],
    ['expired', ETradeOfferState.Expired, ETradeStatus.Complete, 'Expired'],
    ['in escrow', ETradeOfferState.InEscrow, ETradeStatus.Complete, 'InEscrow'],
    ['reverted', ETradeOfferState.Accepted, ETradeStatus.FullSupportRollback, 'Reverted'],
  ])('DELIV-2, STEAM-3: a %s offer (polled) puts the order in delivery_failed with the reason and mails the buyer once', async (_name, state, tradeStatus, reason) => {
    const fake = fakeSteamBot();
    const bot = createSteamDelivery(async () => fake.bot);
    const { order, email } = await paidOrder();
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    fake.change(fake.offerOf(order.id)!.id!, state, tradeStatus);
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    await runCheckoutSweep(jobsCtx(), bot, new Date());
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivery_failed', deliveryFailure: reason });
    expect((await mailKinds(email)).filter((k) => k === 'order_delivery_failed')).toHaveLength(1);
  });

  it("STEAM-3: the manager's sentOfferChanged moves the order at once (event-driven), without a sweep", async () => {
    const fake = fakeSteamBot();
    const bot = createSteamDelivery(async () => fake.bot);
    const { order, email } = await paidOrder();
    await deliverPaidOrders(s.t.db, bot, new Date());
    const jobs = startCheckoutJobs(jobsCtx(), bot, 3_600_000);
    try {
      await new Promise((r) => setTimeout(r, 20));
      fake.change(fake.offerOf(order.id)!.id!, ETradeOfferState.Accepted, ETradeStatus.Complete);
      const end = Date.now() + 5000;
      while ((await orderRow(order.id)).status !== 'completed' && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect((await orderRow(order.id)).status).toBe('completed');
      while (!(await mailKinds(email)).includes('order_delivered') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(await mailKinds(email)).toContain('order_delivered');
    } finally {
      await jobs.stop();
    }
  });

  it('DELIV-1: concurrent sweeps (two processes) send one offer for one order', async () => {
    const sends: number[] = [];
    const slow: TradeDelivery = {
      name: 'slow',
      send: async (o) => {
        sends.push(o.id);
        await new Promise((r) => setTimeout(r, 30));
        return { offerId: `slow-${o.id}-${o.attempt}` };
      },
      status: async () => ({ state: 'pending' }),
    };
    const { order } = await paidOrder();
    await Promise.all([deliverPaidOrders(s.t.db, slow, new Date()), deliverPaidOrders(s.t.db, slow, new Date()), deliverPaidOrders(s.t.db, slow, new Date())]);
    await deliverPaidOrders(s.t.db, slow, new Date());
    expect(sends.filter((id) => id === order.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ deliveryOfferId: `slow-${order.id}-1`, deliveryAttempt: 1 });
  });

  it('DELIV-3: an offer the bot refused to send fails the attempt; a claim left without an offer id (the process died while sending) fails as unconfirmed and is never sent again', async () => {
    const refusing: TradeDelivery = {
      name: 'refusing',
      send: async () => {
        throw new Error('the trade link is not a Steam trade offer link (partner and token)');
      },
      status: async () => ({ state: 'pending' }),
    };
    const { order } = await paidOrder();
    const res = await deliverPaidOrders(s.t.db, refusing, new Date());
    expect(res.failed).toContain(order.id);
    expect((await orderRow(order.id)).deliveryFailure).toMatch(/^Not sent: the trade link/);

    const died = await paidOrder();
    const claimedAt = new Date(Date.now() - UNCONFIRMED_CLAIM_MS - 1000);
    await s.t.db.update(orders).set({ deliveryClaimedAt: claimedAt, deliveryAttempt: 1 }).where(eq(orders.id, died.order.id));
    let sends = 0;
    const counting: TradeDelivery = { name: 'counting', send: async () => ({ offerId: `c${++sends}` }), status: async () => ({ state: 'pending' }) };
    await deliverPaidOrders(s.t.db, counting, new Date());
    expect(await orderRow(died.order.id)).toMatchObject({ status: 'delivery_failed', deliveryFailure: UNCONFIRMED_REASON, deliveryOfferId: null });
    expect(sends).toBe(0);
  });

  it('DELIV-4: the sandbox bot accepts after DELIVERY_DELAY_MS, and declines an offer to a trade link carrying the fail marker', async () => {
    const bot = createSandboxDelivery({ delayMs: 5000 });
    const ok = await paidOrder();
    const bad = await paidOrder(SANDBOX_FAIL_MARKER);
    const now = new Date();
    const first = await deliverPaidOrders(s.t.db, bot, now);
    expect(first.delivered).not.toContain(ok.order.id);
    expect(first.failed).toContain(bad.order.id);
    expect(await orderRow(bad.order.id)).toMatchObject({ status: 'delivery_failed', deliveryFailure: 'Declined' });
    expect((await deliverPaidOrders(s.t.db, bot, new Date(now.getTime() + 5000))).delivered).toContain(ok.order.id);
  });
});
