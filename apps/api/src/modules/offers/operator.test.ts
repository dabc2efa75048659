import type { OfferStatus } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { insertOffer, offerState, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { users } from '../account/tables.ts';
import { readSettings } from '../content/service.ts';

const s = useOffersApp();

type Action = 'quote' | 'reject' | 'cancel' | 'received';
const defaultBody: Record<Action, object> = { quote: { price: 20 }, reject: {}, cancel: { message: 'The item never arrived' }, received: {} };
const act = (headers: Record<string, string>, id: number, action: Action, body: object = defaultBody[action]) => post(s.t.app, `/api/operator/offers/${id}/${action}`, headers, body);

describe('operator: offers', () => {
  it('OPS-2, OPS-122: the operator lists offers with the customer email and trade link, filtered by status', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const tradeLink = 'https://steamcommunity.com/tradeoffer/new/?partner=7&token=seller';
    await s.t.db.update(users).set({ steamTradeLink: tradeLink }).where(eq(users.id, customer.id));
    const offer = await insertOffer(s.t.db, customer.id, 'awaiting_item', { title: 'Listed skin' });
    const res = await s.t.app.inject({ url: '/api/operator/offers?status=awaiting_item', headers: op.headers });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.payload.every((o: { status: string }) => o.status === 'awaiting_item')).toBe(true);
    expect(body.payload.find((o: { id: number }) => o.id === offer.id)).toMatchObject({ title: 'Listed skin', user_email: customer.email, user_trade_link: tradeLink, user_id: customer.id, item_url: offer.itemUrl });
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('OPS-3: quoting a pending offer sets the shop price in the offer currency, moves it to offer and mails the customer', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const offer = await insertOffer(s.t.db, customer.id, 'pending', { currency: 'USD' });
    const res = await act(op.headers, offer.id, 'quote', { price: '19.99' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ status: 'offer', service_price: 19.99, currency: 'USD' });
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.servicePriceMinor).toBe(1999);
    expect(state.events.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'offer', actor: `operator:${op.id}` });
    const mails = await mailTo(s.t.db, customer.email!);
    expect(mails.at(-1)?.text).toContain('$19.99');
  });

  it('OPS-3: a bad quote price is a 422 and changes nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const offer = await insertOffer(s.t.db, (await person(s.t.db)).id);
    for (const price of [0, 0.004, -5, 'abc', 2_000_000]) {
      const res = await act(op.headers, offer.id, 'quote', { price });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.price).toBeDefined();
    }
    expect((await offerState(s.t.db, offer.id)).offer).toMatchObject({ status: 'pending', servicePriceMinor: null });
    // A price in part cents is refused, not rounded (10.999 would be quoted 11.00).
    expect(json(await act(op.headers, offer.id, 'quote', { price: 10.999 })).errors.price).toEqual(['Use at most 2 decimals']);
  });

  it('OPS-4: rejecting a pending offer, or withdrawing a quote, fails it', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    for (const from of ['pending', 'offer'] as const) {
      const offer = await insertOffer(s.t.db, customer.id, from);
      const res = await act(op.headers, offer.id, 'reject', { message: 'Item not tradable' });
      expect(json(res).payload.status).toBe('failed');
      expect((await offerState(s.t.db, offer.id)).events.at(-1)).toMatchObject({ fromStatus: from, toStatus: 'failed', actor: `operator:${op.id}` });
    }
    expect((await mailTo(s.t.db, customer.email!)).at(-1)?.text).toContain('Item not tradable');
  });

  it('OPS-5: marking an awaiting item received makes the offer ready_for_payout', async () => {
    const op = await person(s.t.db, 'operator');
    const offer = await insertOffer(s.t.db, (await person(s.t.db)).id, 'awaiting_item');
    expect(json(await act(op.headers, offer.id, 'received')).payload.status).toBe('ready_for_payout');
    expect((await offerState(s.t.db, offer.id)).events.at(-1)).toMatchObject({ fromStatus: 'awaiting_item', toStatus: 'ready_for_payout' });
  });

  it('OFFER-8: every operator move the status does not allow is a 409 OFFER_TRANSITION and changes nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const allowed: Record<Action, OfferStatus[]> = { quote: ['pending'], reject: ['pending', 'offer'], cancel: ['awaiting_item'], received: ['awaiting_item'] };
    const statuses: OfferStatus[] = ['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing', 'approved', 'declined_by_user', 'failed'];
    for (const action of ['quote', 'reject', 'cancel', 'received'] as const) {
      for (const status of statuses.filter((st) => !allowed[action].includes(st))) {
        const offer = await insertOffer(s.t.db, customer.id, status);
        const before = await offerState(s.t.db, offer.id);
        const res = await act(op.headers, offer.id, action);
        expect(res.statusCode, `${action} from ${status}`).toBe(409);
        expect(json(res).code).toBe('OFFER_TRANSITION');
        expect(await offerState(s.t.db, offer.id)).toEqual(before);
      }
    }
  });

  it('OPS-24: the reject reason is stored with the offer and shown in the seller’s offer details; without one it is null', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const offer = await insertOffer(s.t.db, customer.id, 'pending');
    expect(json(await act(op.headers, offer.id, 'reject', { message: '  Not tradable for 7 days  ' })).payload).toMatchObject({ status: 'failed', reason: 'Not tradable for 7 days' });
    const details = json(await s.t.app.inject({ url: `/api/offer/${offer.id}`, headers: customer.headers })).payload;
    expect(details).toMatchObject({ status: 'failed', reason: 'Not tradable for 7 days' });
    const silent = await insertOffer(s.t.db, customer.id, 'offer');
    await act(op.headers, silent.id, 'reject');
    expect(json(await s.t.app.inject({ url: `/api/offer/${silent.id}`, headers: customer.headers })).payload).toMatchObject({ status: 'failed', reason: null });
  });

  it('OPS-25: cancelling an offer whose item never arrived fails it with the reason, which the seller is mailed and sees', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const offer = await insertOffer(s.t.db, customer.id, 'awaiting_item', { title: 'Lost Skin' });
    const res = await act(op.headers, offer.id, 'cancel', { message: 'No trade received within 7 days' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Offer cancelled', payload: { status: 'failed', reason: 'No trade received within 7 days' } });
    expect((await offerState(s.t.db, offer.id)).events.at(-1)).toMatchObject({ fromStatus: 'awaiting_item', toStatus: 'failed', actor: `operator:${op.id}` });
    const mail = (await mailTo(s.t.db, customer.email!)).at(-1);
    expect(mail?.subject).toBe('Your offer for Lost Skin was cancelled');
    expect(mail?.text).toContain('Reason: No trade received within 7 days');
    const details = json(await s.t.app.inject({ url: `/api/offer/${offer.id}`, headers: customer.headers })).payload;
    expect(details).toMatchObject({ status: 'failed', reason: 'No trade received within 7 days' });
  });

  it('OPS-25: a cancel without a reason is a 422 on message and changes nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const offer = await insertOffer(s.t.db, (await person(s.t.db)).id, 'awaiting_item');
    const before = await offerState(s.t.db, offer.id);
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(501) }]) {
      const res = await act(op.headers, offer.id, 'cancel', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors.message).toBeDefined();
    }
    expect(json(await act(op.headers, offer.id, 'cancel', {})).errors.message).toEqual(['Give the reason the seller will see']);
    expect(await offerState(s.t.db, offer.id)).toEqual(before);
  });

  it('OPS-2: an unknown offer is a 404', async () => {
    const op = await person(s.t.db, 'operator');
    expect(json(await act(op.headers, 99999999, 'received')).code).toBe('OFFER_NOT_FOUND');
  });

  it('OPS-9: the operator switches offer_enabled and sets google_tag; bad values are a 422 and change nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const put = (key: string, value: unknown, confirm?: boolean) => s.t.app.inject({ method: 'PUT', url: `/api/operator/settings/${key}`, headers: op.headers, payload: { value, confirm } });
    expect(json(await put('google_tag', 'GTM-ABC123'))).toMatchObject({ status: 'OK', payload: { key: 'google_tag', value: 'GTM-ABC123' } });
    expect((await readSettings(s.t.db)).google_tag).toBe('GTM-ABC123');
    expect((await put('google_tag', '<script>')).statusCode).toBe(422);
    expect((await put('offer_enabled', 'yes')).statusCode).toBe(422);
    expect(json(await put('offer_enabled', 'yes')).code).toBe('OPS_SETTING_INVALID');
    expect((await put('vat_percent', 500)).statusCode).toBe(422);
    expect((await readSettings(s.t.db)).offer_enabled).toBe(true);
    expect((await put('google_tag', null)).statusCode).toBe(200);
    expect((await readSettings(s.t.db)).google_tag).toBeNull();
    // Offers of the earlier tests are in progress: switching selling off asks for confirmation (OPS-89).
    expect((await put('offer_enabled', false, true)).statusCode).toBe(200);
    expect((await readSettings(s.t.db)).offer_enabled).toBe(false);
    expect((await put('offer_enabled', true)).statusCode).toBe(200);
  });
});
