import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankDetails, cardDetails, contact, insertOffer, offerState, person, post, sellOrder, useOffersApp } from '../../../test/offer-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { writeSetting } from '../content/service.ts';
import { offers } from './tables.ts';

const s = useOffersApp();
const create = (headers: Record<string, string>, body: object) => post(s.t.app, '/api/offer/create', headers, body);

describe('offers (customer)', () => {
  it('OFFER-2: when a valid sell order is sent, then a pending offer answers in the §3 shape with its first event', async () => {
    const seller = await person(s.t.db);
    const res = await create(seller.headers, sellOrder({ title: ' AWP | Asiimov ', price: '25.5', currency: 'usd' }));
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      status: 'OK',
      id: expect.any(Number),
      message: expect.any(String),
      payload: { title: 'AWP | Asiimov', item: { title: 'AWP | Asiimov', img: 'items/sniper/awp-asiimov.svg', img_url: 'items/sniper/awp-asiimov.svg' }, quality: 'field_tested', user_price: 25.5, service_price: null, currency: 'USD', status: 'pending', quantity: 1 },
    });
    expect(body.payload.id).toBe(body.id);
    expect(Math.abs(body.payload.created_at - Date.now() / 1000)).toBeLessThan(60);
    const state = await offerState(s.t.db, body.id);
    expect(state.offer).toMatchObject({ userId: seller.id, userPriceMinor: 2550, currency: 'USD', itemUrl: 'https://steamcommunity.com/id/seller/inventory' });
    expect(state.events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[null, 'pending', `user:${seller.id}`]]);
  });

  it('OFFER-2: when no currency is sent, then the price is in EUR', async () => {
    const seller = await person(s.t.db);
    expect(json(await create(seller.headers, sellOrder({ price: 10 }))).payload).toMatchObject({ currency: 'EUR', user_price: 10 });
  });

  it('OFFER-2: when fields break the §5 Sell skins rules, then it is a 422 with each field’s first message and nothing is stored', async () => {
    const seller = await person(s.t.db);
    const cases: [object, Record<string, string[]>][] = [
      [{}, { title: ['Skin name is required'], price: ['Price is required'], quality: ['Quality is required'], item_url: ['Steam inventory link is required'] }],
      [sellOrder({ price: '-1' }), { price: ['Price must be a positive number'] }],
      [sellOrder({ price: 'abc' }), { price: ['Price must be a positive number'] }],
      [sellOrder({ price: 0 }), { price: ['Price must be a positive number'] }],
      // Less than half a cent is stored as 0 cents: refused here, not by the database's check (a 500).
      [sellOrder({ price: '0.004' }), { price: ['Price must be a positive number'] }],
      [sellOrder({ price: 1_000_001 }), { price: ['Price must be at most 1,000,000'] }],
      [sellOrder({ quality: 'shiny' }), { quality: ['Quality is required'] }],
      [sellOrder({ item_url: 'not a link' }), { item_url: ['Please enter a valid Steam inventory link'] }],
      [sellOrder({ item_url: 'javascript:alert(1)' }), { item_url: ['Please enter a valid Steam inventory link'] }],
      [sellOrder({ title: 'x'.repeat(201) }), { title: ['This value is too long'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(seller.headers, body);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', code: 'COMMON_BAD_INPUT', errors });
      expect(Object.keys(json(res).errors)).toEqual(Object.keys(errors));
    }
    expect(await s.t.db.select().from(offers).where(eq(offers.userId, seller.id))).toEqual([]);
  });

  it('OFFER-2: when the currency is not one of the shop’s, then it is a 422 Invalid currency code', async () => {
    const seller = await person(s.t.db);
    const res = await create(seller.headers, sellOrder({ currency: 'XYZ' }));
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'OFFER_INVALID_CURRENCY', message: 'Invalid currency code', errors: { currency: ['Invalid currency code'] } });
    expect(await s.t.db.select().from(offers).where(eq(offers.userId, seller.id))).toEqual([]);
  });

  it('OFFER-3: history answers the user’s own offers newest first, 8 per page, with total and pages', async () => {
    const seller = await person(s.t.db);
    const other = await person(s.t.db);
    await insertOffer(s.t.db, other.id);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await insertOffer(s.t.db, seller.id, 'pending', { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })).id);
    const page1 = json(await s.t.app.inject({ url: '/api/offer/history', headers: seller.headers }));
    expect(page1.meta).toEqual({ total: 10, pages: 2, in_progress: 10 });
    expect(page1.payload.map((o: { id: number }) => o.id)).toEqual(ids.slice(2).reverse());
    const page2 = json(await s.t.app.inject({ url: '/api/offer/history?page=2', headers: seller.headers }));
    expect(page2.payload.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    expect(json(await s.t.app.inject({ url: '/api/offer/history?page=3', headers: seller.headers })).payload).toEqual([]);
  });

  it('OFFER-4: details answer the offer, its events and no payout yet', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const res = await s.t.app.inject({ url: `/api/offer/${offer.id}`, headers: seller.headers });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: offer.id, user_price: 30, service_price: 25, status: 'offer', payout: null });
    expect(json(res).payload.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'offer']);
  });

  it('OFFER-4: another user’s or an unknown offer is a 404 Offer details not found on get, accept, decline and payout, and nothing changes', async () => {
    const owner = await person(s.t.db);
    const stranger = await person(s.t.db);
    const quoted = await insertOffer(s.t.db, owner.id, 'offer');
    const ready = await insertOffer(s.t.db, owner.id, 'ready_for_payout');
    const before = [await offerState(s.t.db, quoted.id), await offerState(s.t.db, ready.id)];
    const calls = [
      () => s.t.app.inject({ url: `/api/offer/${quoted.id}`, headers: stranger.headers }),
      () => s.t.app.inject({ url: '/api/offer/99999999', headers: owner.headers }),
      () => post(s.t.app, '/api/offer/accept', stranger.headers, { id: quoted.id }),
      () => post(s.t.app, '/api/offer/decline', stranger.headers, { id: quoted.id }),
      () => post(s.t.app, '/api/offer/accept', owner.headers, { id: 99999999 }),
      () => post(s.t.app, '/api/offer/request-payout/card-form', stranger.headers, { id: ready.id, ...contact }),
      () => post(s.t.app, '/api/offer/request-payout/sepa-manual', stranger.headers, { id: ready.id, ...contact, ...bankDetails }),
      () => post(s.t.app, '/api/offer/request-payout/card-manual', stranger.headers, { id: ready.id, ...contact, ...cardDetails }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ status: 'error', code: 'OFFER_NOT_FOUND', message: 'Offer details not found' });
    }
    expect([await offerState(s.t.db, quoted.id), await offerState(s.t.db, ready.id)]).toEqual(before);
  });

  it('OFFER-9: a missing or malformed offer id is a 422 Offer ID not found on id', async () => {
    const seller = await person(s.t.db);
    for (const body of [{}, { id: 'abc' }, { id: -2 }, { id: 1.5 }]) {
      const res = await post(s.t.app, '/api/offer/accept', seller.headers, body);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ message: 'Offer ID not found', errors: { id: ['Offer ID not found'] } });
    }
  });

  it('OFFER-5: when the customer accepts a quote, then the offer is awaiting_item with an event by the user', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const res = await post(s.t.app, '/api/offer/accept', seller.headers, { id: offer.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Offer accepted successfully', payload: { id: offer.id, status: 'awaiting_item' } });
    const state = await offerState(s.t.db, offer.id);
    expect(state.events.at(-1)).toMatchObject({ fromStatus: 'offer', toStatus: 'awaiting_item', actor: `user:${seller.id}` });
  });

  it('OFFER-6: when the customer declines a quote, then the offer is declined_by_user', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const res = await post(s.t.app, '/api/offer/decline', seller.headers, { id: String(offer.id) });
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Offer declined successfully', payload: { status: 'declined_by_user' } });
    expect((await offerState(s.t.db, offer.id)).events.at(-1)).toMatchObject({ fromStatus: 'offer', toStatus: 'declined_by_user' });
  });

  it('OFFER-7: accept and decline take the id as a number or a numeric string, with the same answer', async () => {
    const seller = await person(s.t.db);
    for (const [answer, status] of [['accept', 'awaiting_item'], ['decline', 'declined_by_user']] as const) {
      const [asNumber, asText] = [await insertOffer(s.t.db, seller.id, 'offer'), await insertOffer(s.t.db, seller.id, 'offer')];
      const byNumber = json(await post(s.t.app, `/api/offer/${answer}`, seller.headers, { id: asNumber.id }));
      const byText = json(await post(s.t.app, `/api/offer/${answer}`, seller.headers, { id: String(asText.id) }));
      expect(byNumber).toMatchObject({ status: 'OK', payload: { id: asNumber.id, status } });
      expect(byText).toMatchObject({ status: 'OK', message: byNumber.message, payload: { id: asText.id, status } });
    }
  });

  it('OFFER-8: accept and decline from any status but offer are a 409 OFFER_TRANSITION naming the status, and change nothing', async () => {
    const seller = await person(s.t.db);
    for (const status of ['pending', 'awaiting_item', 'ready_for_payout', 'payout_processing', 'approved', 'declined_by_user', 'failed'] as const) {
      const offer = await insertOffer(s.t.db, seller.id, status);
      const before = await offerState(s.t.db, offer.id);
      for (const action of ['accept', 'decline']) {
        const res = await post(s.t.app, `/api/offer/${action}`, seller.headers, { id: offer.id });
        expect(res.statusCode).toBe(409);
        expect(json(res)).toMatchObject({ status: 'error', code: 'OFFER_TRANSITION' });
        expect(json(res).message).toContain(status.replace(/_/g, ' '));
      }
      expect(await offerState(s.t.db, offer.id)).toEqual(before);
    }
  });

  it('OFFER-8: when accept and decline race, then exactly one applies and one event is added', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const [a, d] = await Promise.all([post(s.t.app, '/api/offer/accept', seller.headers, { id: offer.id }), post(s.t.app, '/api/offer/decline', seller.headers, { id: offer.id })]);
    expect([a.statusCode, d.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'awaiting_item' : 'declined_by_user';
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe(winner);
    expect(state.events.filter((e) => e.fromStatus === 'offer')).toHaveLength(1);
  });

  it('OFFER-1: guests get a 401, unverified customers a 403', async () => {
    expect((await s.t.app.inject('/api/offer/history')).statusCode).toBe(401);
    expect((await post(s.t.app, '/api/offer/create', {}, sellOrder())).statusCode).toBe(401);
    const unverified = await person(s.t.db, 'customer', { emailVerifiedAt: null });
    const res = await create(unverified.headers, sellOrder());
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('AUTH_EMAIL_NOT_VERIFIED');
  });

  it('OFFER-1: when offer_enabled is false, then a new offer is a 403 before its body is checked, and the offers already made go on to their end', async () => {
    const seller = await person(s.t.db);
    const quoted = await insertOffer(s.t.db, seller.id, 'offer');
    const ready = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    await insertOffer(s.t.db, seller.id, 'approved');
    await writeSetting(s.t.db, 'offer_enabled', false);
    try {
      for (const body of [sellOrder(), {}]) {
        const res = await create(seller.headers, body);
        expect(res.statusCode).toBe(403);
        expect(json(res)).toMatchObject({ code: 'OFFERS_DISABLED', message: 'Selling skins is currently disabled.' });
      }
      expect(await s.t.db.select().from(offers).where(eq(offers.userId, seller.id))).toHaveLength(3);

      const history = json(await s.t.app.inject({ url: '/api/offer/history', headers: seller.headers }));
      expect(history.meta).toEqual({ total: 3, pages: 1, in_progress: 2 });
      expect((await s.t.app.inject({ url: `/api/offer/${quoted.id}`, headers: seller.headers })).statusCode).toBe(200);
      const accepted = await post(s.t.app, '/api/offer/accept', seller.headers, { id: quoted.id });
      expect([accepted.statusCode, json(accepted).payload.status]).toEqual([200, 'awaiting_item']);
      const paid = await post(s.t.app, '/api/offer/request-payout/sepa-manual', seller.headers, { id: ready.id, ...contact, ...bankDetails });
      expect([paid.statusCode, json(paid).payload.status]).toEqual([200, 'payout_processing']);
    } finally {
      await writeSetting(s.t.db, 'offer_enabled', true);
    }
  });

  it('OFFER-3: the OpenAPI document carries the offer, payout and operator calls', async () => {
    const doc = json(await s.t.app.inject('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/offer/create', '/api/offer/history', '/api/offer/{id}', '/api/offer/request-payout/sepa-manual', '/api/operator/offers', '/api/operator/payouts/{id}/complete', '/api/operator/settings/{key}']),
    );
  });
});
