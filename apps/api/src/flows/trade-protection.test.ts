import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatePayoutInput, PayoutProvider } from '../adapters/payouts/port.ts';
import { sandboxPayoutCards } from '../adapters/payouts/tables.ts';
import { DEV_PAYOUT_DETAILS_KEY, loadConfig } from '../config.ts';
import { parseSealKey } from '../lib/sealed-text.ts';
import { cartItems } from '../modules/cart/tables.ts';
import { items } from '../modules/catalog/tables.ts';
import { writeSetting } from '../modules/content/service.ts';
import { receiveOfferItem } from '../modules/offers/index.ts';
import { offers } from '../modules/offers/tables.ts';
import { hasPayoutsProcessing, releaseHeldPayouts } from '../modules/payouts/index.ts';
import { payouts } from '../modules/payouts/tables.ts';
import { mailTo } from '../../test/auth-helpers.ts';
import { anyCountryId, buyer, checkoutPayload, purchaseRequest } from '../../test/checkout-helpers.ts';
import { insertItem, setItemStatus } from '../../test/factories.ts';
import { json } from '../../test/helpers.ts';
import { bankDetails, cardDetails, contact, insertOffer, PAYOUT_REQUEST, person, post, useOffersApp } from '../../test/offer-helpers.ts';
import { mailCtxOf } from '../../test/personal-data-helpers.ts';
import { sweepTradeProtection } from './trade-protection.ts';

const DAY_MS = 86_400_000;
const s = useOffersApp({ JOBS_INTERVAL_MS: '0' });
let operator: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  operator = await person(s.t.db, 'operator');
});

const detailsKey = parseSealKey(DEV_PAYOUT_DETAILS_KEY)!;

/** A payout provider that counts its calls (and keeps what it was handed). */
function countingProvider() {
  const calls: CreatePayoutInput[] = [];
  const provider: PayoutProvider = {
    name: 'counting',
    createPayout: async (input) => {
      calls.push(input);
      // A provider that answers a little later, so that two racing releases overlap.
      await new Promise((r) => setTimeout(r, 20));
      return { ok: true, redirectUrl: `https://provider.example/${input.reference}` };
    },
    verifyWebhook: () => ({ ok: false, reason: 'malformed' }),
  };
  return { provider, calls };
}

/** A seller's offer the operator marked received (PROTECT-2), and the answer of that call. */
async function receivedOffer() {
  const seller = await person(s.t.db);
  const offer = await insertOffer(s.t.db, seller.id, 'awaiting_item');
  const before = Date.now();
  const res = await post(s.t.app, `/api/operator/offers/${offer.id}/received`, operator.headers);
  expect(res.statusCode).toBe(200);
  return { seller, offer, before, after: Date.now(), answer: json(res).payload };
}

async function offerRow(id: number) {
  const [row] = await s.t.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

async function payoutOf(offerId: number) {
  const [row] = await s.t.db.select().from(payouts).where(eq(payouts.offerId, offerId));
  return row!;
}

async function itemRow(id: number) {
  const [row] = await s.t.db.select().from(items).where(eq(items.id, id));
  return row!;
}

/** A received offer with a payout asked to a bank account while it is protected (held). */
async function heldBankPayout() {
  const r = await receivedOffer();
  const res = await post(s.t.app, PAYOUT_REQUEST.sepa, r.seller.headers, { id: r.offer.id, ...contact, ...bankDetails });
  expect(res.statusCode).toBe(200);
  return { ...r, res, payout: await payoutOf(r.offer.id) };
}

describe('trade protection settings (issue 49)', () => {
  it('PROTECT-1: TRADE_PROTECTION_DAYS is 7 days by default, takes a decimal (tests shorten it to seconds) and refuses a negative naming the variable', () => {
    expect(loadConfig({}).TRADE_PROTECTION_DAYS).toBe(7);
    expect(loadConfig({ TRADE_PROTECTION_DAYS: '0.0003' }).TRADE_PROTECTION_DAYS).toBe(0.0003);
    expect(() => loadConfig({ TRADE_PROTECTION_DAYS: '-1' })).toThrow(/TRADE_PROTECTION_DAYS/);
    expect(() => loadConfig({ TRADE_PROTECTION_DAYS: 'week' })).toThrow(/TRADE_PROTECTION_DAYS/);
  });

  it("PROTECT-1: the operator's settings carry protected_listing (hidden) and payout_hold_margin_days (1); a bad value is a 422, the shop's settings leave them out", async () => {
    const read = await s.t.app.inject({ method: 'GET', url: '/api/operator/settings', headers: operator.headers });
    expect(json(read).payload).toMatchObject({ protected_listing: 'hidden', payout_hold_margin_days: 1 });
    for (const [key, value] of [
      ['payout_hold_margin_days', 15],
      ['payout_hold_margin_days', 1.5],
      ['payout_hold_margin_days', -1],
      ['protected_listing', 'shown'],
    ] as const) {
      const res = await s.t.app.inject({ method: 'PUT', url: `/api/operator/settings/${key}`, headers: operator.headers, payload: { value } });
      expect(res.statusCode, `${key}=${value}`).toBe(422);
      expect(json(res).code).toBe('OPS_SETTING_INVALID');
    }
    const shop = json(await s.t.app.inject({ method: 'GET', url: '/api/settings' })).payload;
    expect(shop).not.toHaveProperty('protected_listing');
    expect(shop).not.toHaveProperty('payout_hold_margin_days');
  });
});

describe('receipt (issue 49)', () => {
  it("PROTECT-2: the operator's receipt stores protected_until = now + 7 days; the seller and the operator read it on the offer", async () => {
    const { seller, offer, before, after, answer } = await receivedOffer();
    const until = (await offerRow(offer.id)).protectedUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(until).toBeLessThanOrEqual(after + 7 * DAY_MS);
    expect(answer).toMatchObject({ status: 'ready_for_payout', protected_until: new Date(until).toISOString() });
    const page = json(await s.t.app.inject({ method: 'GET', url: `/api/offer/${offer.id}`, headers: seller.headers })).payload;
    expect(page.protected_until).toBe(new Date(until).toISOString());
  });

  it('PROTECT-2: receiveOfferItem moves an offer awaiting its item only; a second receipt changes nothing', async () => {
    const { offer } = await receivedOffer();
    const stored = (await offerRow(offer.id)).protectedUntil;
    expect(await receiveOfferItem(s.t.db, offer.id, `operator:${operator.id}`, 7 * DAY_MS, new Date(Date.now() + DAY_MS))).toBeNull();
    expect((await offerRow(offer.id)).protectedUntil).toEqual(stored);
    const again = await post(s.t.app, `/api/operator/offers/${offer.id}/received`, operator.headers);
    expect(again.statusCode).toBe(409);
  });
});

describe('held payouts (issue 49)', () => {
  it('PROTECT-3: before asking, the offer page says until when a payout would be held (the protection + the margin); none for an offer not protected', async () => {
    const { seller, offer } = await receivedOffer();
    const page = json(await s.t.app.inject({ method: 'GET', url: `/api/offer/${offer.id}`, headers: seller.headers })).payload;
    expect(page.payout_held_until).toBe(new Date((await offerRow(offer.id)).protectedUntil!.getTime() + DAY_MS).toISOString());
    const old = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    expect(json(await s.t.app.inject({ method: 'GET', url: `/api/offer/${old.id}`, headers: seller.headers })).payload.payout_held_until).toBeNull();
  });

  it('PROTECT-3: a bank payout asked while the item is protected is accepted but held until the protection ends + the margin: no provider call, the seller is told the date', async () => {
    const { seller, offer, payout } = await heldBankPayout();
    const protectedUntil = (await offerRow(offer.id)).protectedUntil!;
    expect(payout).toMatchObject({ status: 'held' });
    expect(payout.releaseAt!.getTime()).toBe(protectedUntil.getTime() + DAY_MS);
    const page = json(await s.t.app.inject({ method: 'GET', url: `/api/offer/${offer.id}`, headers: seller.headers })).payload;
    expect(page.payout).toMatchObject({ status: 'held', release_at: payout.releaseAt!.toISOString() });
    const mails = await mailTo(s.t.db, seller.email!);
    expect(mails.map((m) => m.kind)).toContain('payout_held');
    expect(mails.find((m) => m.kind === 'payout_held')!.text).toContain('Your payout will be held until');
    const listed = json(await s.t.app.inject({ method: 'GET', url: `/api/operator/payouts?q=${payout.id}`, headers: operator.headers })).payload;
    expect(listed[0]).toMatchObject({ status: 'held', release_at: payout.releaseAt!.toISOString() });
  });

  it('PROTECT-9: while protected, a payout by card or by the provider\'s page is refused (409 PAYOUT_PROTECTED_BANK_ONLY): the shop keeps no card number for days; nothing is recorded', async () => {
    const r = await receivedOffer();
    const res = await post(s.t.app, PAYOUT_REQUEST.card, r.seller.headers, { id: r.offer.id, ...contact, ...cardDetails });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'PAYOUT_PROTECTED_BANK_ONLY', message: 'While Steam’s trade protection of the item runs, the payout can go to a bank account only.' });
    expect(await s.t.db.select().from(payouts).where(eq(payouts.offerId, r.offer.id))).toHaveLength(0);
    expect(await s.t.db.select().from(sandboxPayoutCards)).not.toContainEqual(expect.objectContaining({ holderName: 'ANN SELLER' }));
    expect((await offerRow(r.offer.id)).status).toBe('ready_for_payout');
  });

  it('PROTECT-3: with a margin of 0 days a held payout is released when the protection ends; an offer received before the protection existed pays as before', async () => {
    await writeSetting(s.t.db, 'payout_hold_margin_days', 0);
    try {
      const r = await receivedOffer();
      expect((await post(s.t.app, PAYOUT_REQUEST.sepa, r.seller.headers, { id: r.offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
      const payout = await payoutOf(r.offer.id);
      expect(payout.status).toBe('held');
      expect(payout.releaseAt).toEqual((await offerRow(r.offer.id)).protectedUntil);
    } finally {
      await writeSetting(s.t.db, 'payout_hold_margin_days', 1);
    }
    const seller = await person(s.t.db);
    const old = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    expect((await post(s.t.app, PAYOUT_REQUEST.card, seller.headers, { id: old.id, ...contact, ...cardDetails })).statusCode).toBe(200);
    expect((await payoutOf(old.id)).status).toBe('processing');
  });

  it('PROTECT-3: a held payout is still open: the account erasure waits for it (GDPR-5)', async () => {
    const { seller } = await heldBankPayout();
    expect(await hasPayoutsProcessing(s.t.db, seller.id)).toBe(true);
  });

  it('PROTECT-4: the sweep releases a held payout once it is due: held -> processing and one provider call, even when two sweeps race; before then it waits', async () => {
    const { payout } = await heldBankPayout();
    const { provider, calls } = countingProvider();
    const ctx = mailCtxOf(s.t.db);
    expect(await releaseHeldPayouts(ctx, { provider, detailsKey })).toHaveLength(0);
    expect(calls).toHaveLength(0);
    await s.t.db.update(payouts).set({ releaseAt: new Date(Date.now() - 1000) }).where(eq(payouts.id, payout.id));
    const [a, b] = await Promise.all([sweepTradeProtection(ctx, { provider, detailsKey }), sweepTradeProtection(ctx, { provider, detailsKey })]);
    expect(a + b).toBe(1);
    expect(calls.map((c) => c.reference)).toEqual([payout.providerRef]);
    const after = await payoutOf(payout.offerId);
    expect(after).toMatchObject({ status: 'processing' });
    expect(await sweepTradeProtection(ctx, { provider, detailsKey })).toBe(0);
    expect(calls).toHaveLength(1);
  });
});

describe('listing a protected item (issue 49)', () => {
  it("PROTECT-5: linking a received offer to its catalogue item stores item_id and the item's trade_lock_until; an offer not received, a taken item or a bad body are refused", async () => {
    const { offer } = await receivedOffer();
    const item = await insertItem(s.t.db);
    const bad = await post(s.t.app, `/api/operator/offers/${offer.id}/item`, operator.headers, { item_id: 'x' });
    expect(bad.statusCode).toBe(422);
    const res = await post(s.t.app, `/api/operator/offers/${offer.id}/item`, operator.headers, { item_id: item.id });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.item_id).toBe(item.id);
    expect((await itemRow(item.id)).tradeLockUntil).toEqual((await offerRow(offer.id)).protectedUntil);
    const other = await receivedOffer();
    const taken = await post(s.t.app, `/api/operator/offers/${other.offer.id}/item`, operator.headers, { item_id: item.id });
    expect([taken.statusCode, json(taken).code]).toEqual([409, 'OFFER_ITEM_TAKEN']);
    const sold = await insertItem(s.t.db);
    await setItemStatus(s.t.db, sold.id, 'sold');
    const soldLink = await post(s.t.app, `/api/operator/offers/${other.offer.id}/item`, operator.headers, { item_id: sold.id });
    expect([soldLink.statusCode, json(soldLink).code]).toEqual([409, 'OFFER_ITEM_NOT_LINKABLE']);
    const seller = await person(s.t.db);
    const waiting = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    const early = await post(s.t.app, `/api/operator/offers/${waiting.id}/item`, operator.headers, { item_id: (await insertItem(s.t.db)).id });
    expect([early.statusCode, json(early).code]).toEqual([409, 'OFFER_NOT_RECEIVED']);
  });

  it("PROTECT-6: with protected_listing 'hidden' the linked item is out of the catalogue (product page 404) until the protection ends; the sweep lists it then", async () => {
    const { offer } = await receivedOffer();
    const item = await insertItem(s.t.db);
    expect((await post(s.t.app, `/api/operator/offers/${offer.id}/item`, operator.headers, { item_id: item.id })).statusCode).toBe(200);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(404);
    const { provider } = countingProvider();
    const ctx = mailCtxOf(s.t.db);
    await sweepTradeProtection(ctx, { provider, detailsKey });
    expect((await itemRow(item.id)).status).toBe('withdrawn');
    await sweepTradeProtection(ctx, { provider, detailsKey }, new Date(Date.now() + 8 * DAY_MS));
    expect((await itemRow(item.id)).status).toBe('available');
    expect((await s.t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(200);
  });

  it("PROTECT-7: with 'available_from' the item stays listed with its date, and the cart and the checkout refuse it with CART_ITEM_PROTECTED in the buyer's language", async () => {
    await writeSetting(s.t.db, 'protected_listing', 'available_from');
    try {
      const { offer } = await receivedOffer();
      const item = await insertItem(s.t.db);
      expect((await post(s.t.app, `/api/operator/offers/${offer.id}/item`, operator.headers, { item_id: item.id })).statusCode).toBe(200);
      const page = await s.t.app.inject({ method: 'GET', url: `/api/items/${item.id}` });
      expect(page.statusCode).toBe(200);
      const b = await buyer(s.t.db, 1_000_000);
      const add = await post(s.t.app, '/api/cart/add', b.headers, { id: item.id });
      expect([add.statusCode, json(add).code]).toEqual([409, 'CART_ITEM_PROTECTED']);
      expect(json(add).message).toMatch(/^This item is available from \d{4}-\d\d-\d\d \d\d:\d\d UTC \(Steam trade protection\)\.$/);
      const de = await s.t.app.inject({ method: 'POST', url: '/api/cart/add?lang_id=2', headers: b.headers, payload: { id: item.id } });
      expect(json(de).code).toBe('CART_ITEM_PROTECTED');
      // An item already in a cart before it was held: the checkout refuses it by its date.
      await s.t.db.insert(cartItems).values({ userId: b.id, itemId: item.id });
      const bought = await purchaseRequest(s.t.app, b.headers, checkoutPayload(await anyCountryId(s.t.db)));
      expect([bought.statusCode, json(bought).code]).toEqual([409, 'CART_ITEM_PROTECTED']);
    } finally {
      await writeSetting(s.t.db, 'protected_listing', 'hidden');
    }
  });
});

describe('reversal (issue 49)', () => {
  it('PROTECT-8: a reversal before the release cancels the held payout (no money, no provider), marks the offer reversed, takes the item out of the shop and mails the operator and the seller; a second one is a 409', async () => {
    const { seller, offer, payout } = await heldBankPayout();
    const item = await insertItem(s.t.db);
    await writeSetting(s.t.db, 'protected_listing', 'available_from');
    try {
      expect((await post(s.t.app, `/api/operator/offers/${offer.id}/item`, operator.headers, { item_id: item.id })).statusCode).toBe(200);
    } finally {
      await writeSetting(s.t.db, 'protected_listing', 'hidden');
    }
    const res = await post(s.t.app, `/api/operator/offers/${offer.id}/reversed`, operator.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ payout: 'cancelled', item_id: item.id, broken_order_id: null, offer: { status: 'reversed' } });
    expect(await payoutOf(offer.id)).toMatchObject({ status: 'cancelled', bankDetailsSealed: null });
    expect((await itemRow(item.id)).status).toBe('withdrawn');
    expect((await s.t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(404);
    // The release time passes: a cancelled payout is never released.
    await s.t.db.update(payouts).set({ releaseAt: new Date(Date.now() - 1000) }).where(eq(payouts.id, payout.id));
    const { provider, calls } = countingProvider();
    await sweepTradeProtection(mailCtxOf(s.t.db), { provider, detailsKey });
    expect(calls).toHaveLength(0);
    const alert = (await mailTo(s.t.db, operator.email!)).find((m) => m.kind === 'trade_reversed_alert');
    expect(alert?.text).toContain('The held payout of');
    expect(alert?.text).toContain(`Catalogue item #${item.id} was taken out of the shop.`);
    expect((await mailTo(s.t.db, seller.email!)).map((m) => m.kind)).toContain('offer_reversed');
    const again = await post(s.t.app, `/api/operator/offers/${offer.id}/reversed`, operator.headers);
    expect([again.statusCode, json(again).code]).toEqual([409, 'OFFER_NOT_RECEIVED']);
  });

  it('PROTECT-8: a payout paid before the reversal cannot be cancelled: the offer is still reversed and the alert says so and names the order the sold item broke', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'approved', { protectedUntil: new Date(Date.now() + DAY_MS) });
    await s.t.db.insert(payouts).values({ offerId: offer.id, userId: seller.id, method: 'sepa', amountMinor: 2500, currency: 'EUR', status: 'approved', contact: {} });
    const b = await buyer(s.t.db, 1_000_000);
    const item = await insertItem(s.t.db, { priceCents: 1000 });
    await s.t.db.update(offers).set({ itemId: item.id }).where(eq(offers.id, offer.id));
    expect((await post(s.t.app, '/api/cart/add', b.headers, { id: item.id })).statusCode).toBe(200);
    const bought = await purchaseRequest(s.t.app, b.headers, checkoutPayload(await anyCountryId(s.t.db)));
    expect(bought.statusCode).toBe(200);
    const res = await post(s.t.app, `/api/operator/offers/${offer.id}/reversed`, operator.headers);
    expect(res.statusCode).toBe(200);
    const answer = json(res).payload;
    expect(answer).toMatchObject({ payout: 'paid', offer: { status: 'reversed' } });
    expect(answer.broken_order_id).toEqual(expect.any(Number));
    expect((await payoutOf(offer.id)).status).toBe('approved');
    const alert = (await mailTo(s.t.db, operator.email!)).find((m) => m.kind === 'trade_reversed_alert' && m.text.includes(`offer #${offer.id}`));
    expect(alert?.text).toContain('was paid before the reversal');
    expect(alert?.text).toContain(`order #${answer.broken_order_id} is broken by the reversal`);
  });

  it('PROTECT-8: an offer whose item never arrived cannot be reversed (409), an unknown one is a 404', async () => {
    const seller = await person(s.t.db);
    const waiting = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    const res = await post(s.t.app, `/api/operator/offers/${waiting.id}/reversed`, operator.headers);
    expect([res.statusCode, json(res).code]).toEqual([409, 'OFFER_NOT_RECEIVED']);
    expect((await post(s.t.app, '/api/operator/offers/999999/reversed', operator.headers)).statusCode).toBe(404);
  });
});
