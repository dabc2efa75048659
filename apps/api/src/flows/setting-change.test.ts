import { describe, expect, it } from 'vitest';
import { json } from '../../test/helpers.ts';
import { insertOffer, person, useOffersApp } from '../../test/offer-helpers.ts';
import { writeSetting } from '../modules/content/service.ts';

const s = useOffersApp();

const put = (key: string, headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'PUT', url: `/api/operator/settings/${key}`, headers, payload });

describe('operator: a settings change the offers react to', () => {
  it('OPS-89: switching offer_enabled off while offers are in progress answers 409 with those offers; with confirm: true it is switched off', async () => {
    const op = await person(s.t.db, 'operator');
    await writeSetting(s.t.db, 'offer_enabled', true);
    const seller = await person(s.t.db);
    const open = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    const done = await insertOffer(s.t.db, seller.id, 'approved');
    const asked = await put('offer_enabled', op.headers, { value: false });
    expect(asked.statusCode).toBe(409);
    const body = json(asked);
    expect(body).toMatchObject({ status: 'error', code: 'OPS_OFFERS_IN_PROGRESS', message: 'Offers are in progress. Confirm to switch selling off: they can still be finished.' });
    expect(body.payload).toContainEqual({ id: open.id, title: open.title, status: 'awaiting_item', user_email: seller.email });
    expect(body.payload.map((o: { id: number }) => o.id)).not.toContain(done.id);
    expect(json(await s.t.app.inject('/api/settings')).payload.offer_enabled).toBe(true);

    expect((await put('offer_enabled', op.headers, { value: false, confirm: true })).statusCode).toBe(200);
    expect(json(await s.t.app.inject('/api/settings')).payload.offer_enabled).toBe(false);
    // Switching on never asks.
    expect((await put('offer_enabled', op.headers, { value: true })).statusCode).toBe(200);
  });
});
