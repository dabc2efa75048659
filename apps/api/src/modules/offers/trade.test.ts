import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOffer, person, post, TRADE_LINK } from '../../../test/offer-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { outboxMailSender } from '../../adapters/mail/outbox.ts';
import { emailOutbox } from '../../adapters/mail/tables.ts';
import type { ItemRequest, RequestOutcome, TradeBot } from '../../adapters/trade-delivery/port.ts';
import { errorTextsDe } from '../../lib/error-texts-de.ts';
import { errorTextsPl } from '../../lib/error-texts-pl.ts';
import { writeSetting } from '../content/service.ts';
import { onSellerTradeReversed, startSellerTradeJobs } from './index.ts';
import { offerEvents, offers } from './tables.ts';
import { runSellerTradeSweep, type TradeCtx } from './trade.ts';

/**
 * TRADE-4: a fake trade bot that drives every state: each sent request is kept with the state the
 * test sets, `failSends` makes the next sends throw, `push` reports a change as a bot that pushes.
 */
function fakeBot() {
  const requests = new Map<string, { request: ItemRequest; outcome: RequestOutcome }>();
  const listeners = new Set<(id: string, outcome: RequestOutcome) => void>();
  let seq = 0;
  const fake = {
    failSends: 0,
    requests,
    /** The trade offers sent for one sell offer, oldest first. */
    sentFor: (offerId: number) => [...requests.entries()].filter(([, r]) => r.request.offerId === offerId).map(([id]) => id),
    set(id: string, state: RequestOutcome['state']) {
      requests.get(id)!.outcome = { state } as RequestOutcome;
    },
    push(id: string, state: RequestOutcome['state']) {
      fake.set(id, state);
      for (const l of listeners) l(id, { state } as RequestOutcome);
    },
    bot: {
      name: 'fake',
      send: async () => ({ offerId: 'unused' }),
      status: async () => ({ state: 'pending' }),
      async requestItems(request) {
        if (fake.failSends > 0) {
          fake.failSends -= 1;
          throw new Error('Steam is down');
        }
        const id = String(900_000 + ++seq);
        requests.set(id, { request, outcome: { state: 'pending' } });
        return { tradeOfferId: id };
      },
      requestStatus: async (id) => requests.get(id)?.outcome ?? { state: 'pending' },
      onRequestChange(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies TradeBot,
  };
  return fake;
}

const fake = fakeBot();
let t: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  [t, sandbox] = await Promise.all([createTestApp({ JOBS_INTERVAL_MS: '0' }, false, fake.bot), createTestApp({ JOBS_INTERVAL_MS: '0' })]);
  await Promise.all([writeSetting(t.db, 'offer_enabled', true), writeSetting(sandbox.db, 'offer_enabled', true)]);
});
afterAll(async () => Promise.all([t?.close(), sandbox?.close()]));

const quiet = { info() {}, warn() {}, error() {} };
/** The sweep's context, mailing to the outbox as the app does. */
const ctx = (): TradeCtx => ({ db: t.db, mail: outboxMailSender(t.db, quiet), log: quiet, publicUrl: 'http://shop.test', protectionMs: 7 * 86_400_000 });
const assetId = () => String(randomInt(1e9, 1e10));
const row = async (app: TestApp, id: number) => (await app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const mailsOf = (app: TestApp, to: string, kind: string) => app.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind as 'item_received'))).orderBy(asc(emailOutbox.id));

/** A seller's offer from the Steam inventory the shop quoted, accepted by the seller through the API. */
async function accepted(app: TestApp = t) {
  const seller = await person(app.db);
  const offer = await insertOffer(app.db, seller.id, 'offer', { steamAssetId: assetId(), marketName: 'AK-47 | Redline (Field-Tested)', title: 'AK-47 | Redline (Field-Tested)' });
  const res = await post(app.app, '/api/offer/accept', seller.headers, { id: offer.id });
  return { seller, offer, res };
}
const details = async (app: TestApp, seller: { headers: Record<string, string> }, id: number) => json(await app.app.inject({ url: `/api/offer/${id}`, headers: seller.headers })).payload;

describe('the trade bot asks the seller for the items (issue 49)', () => {
  it('TRADE-3: accepting a quoted inventory offer sends a trade offer for exactly its asset to the seller\'s trade link, after the commit, and mails its Steam link', async () => {
    const { seller, offer, res } = await accepted();
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).payload.status).toBe('awaiting_item');
    const [id] = fake.sentFor(offer.id);
    expect(fake.requests.get(id!)!.request).toEqual({ offerId: offer.id, tradeUrl: TRADE_LINK, assetIds: [offer.steamAssetId] });
    expect(await row(t, offer.id)).toMatchObject({ tradeOfferId: id, tradeState: 'sent', tradeSends: 1, tradeSendError: null, tradeClaimedAt: null });
    const [mail] = await mailsOf(t, seller.email!, 'offer_trade_sent');
    expect(mail?.text).toContain(`https://steamcommunity.com/tradeoffer/${id}/`);
    // A typed offer has nothing for the bot to ask for.
    const typed = await insertOffer(t.db, seller.id, 'offer');
    expect((await post(t.app, '/api/offer/accept', seller.headers, { id: typed.id })).statusCode).toBe(200);
    expect(fake.sentFor(typed.id)).toEqual([]);
    expect((await details(t, seller, typed.id)).trade).toBeNull();
  });

  it('TRADE-3: a trade offer that could not be sent is recorded, the seller is told we retry, and the sweep sends it', async () => {
    fake.failSends = 1;
    const { seller, offer, res } = await accepted();
    expect(json(res).message).toBe('We could not send the trade offer yet; we will retry.');
    expect(await row(t, offer.id)).toMatchObject({ status: 'awaiting_item', tradeOfferId: null, tradeSendError: 'Steam is down', tradeSends: 0 });
    expect((await details(t, seller, offer.id)).trade).toMatchObject({ trade_offer_id: null, send_failed: true, can_resend: false });
    await runSellerTradeSweep(ctx(), fake.bot, new Date());
    expect(fake.sentFor(offer.id)).toHaveLength(1);
    expect(await row(t, offer.id)).toMatchObject({ tradeState: 'sent', tradeSendError: null, tradeSends: 1 });
  });

  it('TRADE-4: an accepted trade offer receives the item once (actor provider, the seller mailed); the sweep and the bot\'s push both apply it', async () => {
    const { seller, offer } = await accepted();
    const [id] = fake.sentFor(offer.id);
    fake.set(id!, 'accepted');
    await runSellerTradeSweep(ctx(), fake.bot, new Date());
    await runSellerTradeSweep(ctx(), fake.bot, new Date());
    expect(await row(t, offer.id)).toMatchObject({ status: 'ready_for_payout', tradeState: 'accepted' });
    const events = await t.db.select().from(offerEvents).where(and(eq(offerEvents.offerId, offer.id), eq(offerEvents.toStatus, 'ready_for_payout')));
    expect(events.map((e) => e.actor)).toEqual(['provider']);
    expect(await mailsOf(t, seller.email!, 'item_received')).toHaveLength(1);
    expect((await details(t, seller, offer.id)).trade).toMatchObject({ trade_offer_id: id, url: `https://steamcommunity.com/tradeoffer/${id}/`, state: 'accepted', can_resend: false });

    // The push path: a bot reporting a change moves the offer at once, without a sweep.
    const jobs = startSellerTradeJobs({ ...ctx(), once: t.database.once }, fake.bot, 3_600_000);
    try {
      const pushed = await accepted();
      const [pushedId] = fake.sentFor(pushed.offer.id);
      fake.push(pushedId!, 'accepted');
      await expect.poll(async () => (await row(t, pushed.offer.id)).status).toBe('ready_for_payout');
    } finally {
      await jobs.stop();
    }
  });

  it('TRADE-4: two sweeps at once apply an accepted trade offer once: one received event, one mail', async () => {
    const { seller, offer } = await accepted();
    fake.set(fake.sentFor(offer.id)[0]!, 'accepted');
    await Promise.all([runSellerTradeSweep(ctx(), fake.bot, new Date()), runSellerTradeSweep(ctx(), fake.bot, new Date())]);
    const events = await t.db.select().from(offerEvents).where(and(eq(offerEvents.offerId, offer.id), eq(offerEvents.toStatus, 'ready_for_payout')));
    expect(events).toHaveLength(1);
    expect(await mailsOf(t, seller.email!, 'item_received')).toHaveLength(1);
  });

  it.each(['declined', 'expired', 'countered', 'cancelled'] as const)('TRADE-4, TRADE-5: a %s trade offer leaves the offer awaiting its item, shown to the seller, who may have it sent again', async (state) => {
    const { seller, offer } = await accepted();
    const [first] = fake.sentFor(offer.id);
    fake.set(first!, state);
    await runSellerTradeSweep(ctx(), fake.bot, new Date());
    expect(await row(t, offer.id)).toMatchObject({ status: 'awaiting_item', tradeState: state });
    expect((await details(t, seller, offer.id)).trade).toMatchObject({ state, can_resend: true });
    const res = await post(t.app, `/api/offer/${offer.id}/trade-offer`, seller.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('The trade offer was sent again.');
    const sent = fake.sentFor(offer.id);
    expect(sent).toHaveLength(2);
    expect(await row(t, offer.id)).toMatchObject({ tradeOfferId: sent[1], tradeState: 'sent', tradeSends: 2 });
  });

  it('TRADE-5: sending again is for one\'s own offer only (404), only after a declined, expired, countered or cancelled trade offer (409), at most 3 sends (429)', async () => {
    const { seller, offer } = await accepted();
    const other = await person(t.db);
    expect(json(await post(t.app, `/api/offer/${offer.id}/trade-offer`, other.headers))).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    const open = await post(t.app, `/api/offer/${offer.id}/trade-offer`, seller.headers);
    expect(open.statusCode).toBe(409);
    expect(json(open)).toMatchObject({ code: 'OFFER_TRADE_NOT_RESENDABLE', message: 'The trade offer can be sent again only after it was declined, expired, countered or cancelled.' });
    for (let sends = 1; sends < 3; sends += 1) {
      fake.set(fake.sentFor(offer.id).at(-1)!, 'declined');
      await runSellerTradeSweep(ctx(), fake.bot, new Date());
      expect((await post(t.app, `/api/offer/${offer.id}/trade-offer`, seller.headers)).statusCode).toBe(200);
    }
    fake.set(fake.sentFor(offer.id).at(-1)!, 'expired');
    await runSellerTradeSweep(ctx(), fake.bot, new Date());
    expect((await details(t, seller, offer.id)).trade).toMatchObject({ state: 'expired', can_resend: false });
    const limit = await post(t.app, `/api/offer/${offer.id}/trade-offer`, seller.headers);
    expect(limit.statusCode).toBe(429);
    expect(json(limit).code).toBe('OFFER_TRADE_SEND_LIMIT');
    expect(fake.sentFor(offer.id)).toHaveLength(3);
  });

  it('TRADE-6, PROTECT-8: a trade reversed after acceptance is stored, the onSellerTradeReversed listeners are called once, and the app\'s trade-reversal flow reverses the offer', async () => {
    const seen: number[] = [];
    const stop = onSellerTradeReversed(async (_ctx, reversal) => void seen.push(reversal.offerId));
    try {
      const { offer } = await accepted();
      const [id] = fake.sentFor(offer.id);
      fake.set(id!, 'accepted');
      await runSellerTradeSweep(ctx(), fake.bot, new Date());
      fake.set(id!, 'reversed');
      await Promise.all([runSellerTradeSweep(ctx(), fake.bot, new Date()), runSellerTradeSweep(ctx(), fake.bot, new Date())]);
      await runSellerTradeSweep(ctx(), fake.bot, new Date());
      // app.ts registers the trade-reversal flow on the hook: the offer leaves ready_for_payout for reversed.
      expect(await row(t, offer.id)).toMatchObject({ tradeState: 'reversed', status: 'reversed' });
      expect(seen).toEqual([offer.id]);
    } finally {
      stop();
    }
  });

  it('TRADE-7: the sandbox bot\'s manual switch moves the trade offer (accepted: received; reversed after it); off with another bot (404)', async () => {
    const operator = await person(sandbox.db, 'operator');
    const { seller, offer } = await accepted(sandbox);
    const listed = json(await sandbox.app.inject({ url: `/api/operator/offers?q=${offer.id}`, headers: operator.headers })).payload[0];
    expect(listed.trade).toMatchObject({ state: 'sent', sandbox: true });
    const set = (state: string) => post(sandbox.app, `/api/operator/offers/${offer.id}/sandbox-trade`, operator.headers, { state });
    const res = await set('accepted');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).payload).toMatchObject({ status: 'ready_for_payout', trade: { state: 'accepted' } });
    expect(json(await set('declined'))).toMatchObject({ code: 'OFFER_TRADE_TRANSITION' });
    expect(json(await set('reversed')).payload.trade.state).toBe('reversed');
    expect((await details(sandbox, seller, offer.id)).trade.state).toBe('reversed');
    const typed = await insertOffer(sandbox.db, seller.id, 'awaiting_item');
    expect(json(await post(sandbox.app, `/api/operator/offers/${typed.id}/sandbox-trade`, operator.headers, { state: 'accepted' })).code).toBe('OFFER_TRADE_NOT_SENT');
    const steamOperator = await person(t.db, 'operator');
    const off = await post(t.app, `/api/operator/offers/${offer.id}/sandbox-trade`, steamOperator.headers, { state: 'accepted' });
    expect(off.statusCode).toBe(404);
  });

  it('TRADE-8: with a real bot the operator cannot mark an inventory offer received by hand (409 OFFER_RECEIVED_BY_BOT, en/de/pl); a typed offer still can, and so can the sandbox', async () => {
    const operator = await person(t.db, 'operator');
    const { offer } = await accepted();
    const refused = await post(t.app, `/api/operator/offers/${offer.id}/received`, operator.headers);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'OFFER_RECEIVED_BY_BOT', message: "The trade bot receives this offer's item: the offer moves once the seller accepts the bot's trade offer." });
    expect(errorTextsDe.OFFER_RECEIVED_BY_BOT).toMatch(/Trade-Bot/);
    expect(errorTextsPl.OFFER_RECEIVED_BY_BOT).toMatch(/bot/);
    expect((await row(t, offer.id)).status).toBe('awaiting_item');
    const typed = await insertOffer(t.db, (await person(t.db)).id, 'awaiting_item');
    expect((await post(t.app, `/api/operator/offers/${typed.id}/received`, operator.headers)).statusCode).toBe(200);
    const sandboxOperator = await person(sandbox.db, 'operator');
    const inSandbox = await accepted(sandbox);
    expect((await post(sandbox.app, `/api/operator/offers/${inSandbox.offer.id}/received`, sandboxOperator.headers)).statusCode).toBe(200);
  });

  it('TRADE-9: the seller sees the trade offer\'s state with its Steam link on the offer page', async () => {
    const { seller, offer } = await accepted();
    const [id] = fake.sentFor(offer.id);
    expect((await details(t, seller, offer.id)).trade).toEqual({ trade_offer_id: id, url: `https://steamcommunity.com/tradeoffer/${id}/`, state: 'sent', state_at: expect.any(Number), send_failed: false, can_resend: false });
  });
});
