import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYOUT_WEBHOOK_SECRET } from '../../config.ts';
import { postSignedEvent } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { bankDetails, cardDetails, contact, insertOffer, offerState, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { PROVIDER_HOLD_MS } from './settle.ts';
import { payouts } from './tables.ts';

const s = useOffersApp();
const CARD_FORM = '/api/offer/request-payout/card-form';
const SEPA = '/api/offer/request-payout/sepa-manual';
const CARD_MANUAL = '/api/offer/request-payout/card-manual';

async function readyOffer() {
  const seller = await person(s.t.db);
  const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
  return { seller, offer };
}

const details = async (offerId: number, headers: Record<string, string>) => json(await s.t.app.inject({ url: `/api/offer/${offerId}`, headers })).payload;

describe('a failed payout is not a dead end', () => {
  it('OPS-20: when the operator fails a Multibanco payout, then the offer is ready_for_payout again, a bank request goes through and the details show both payouts', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offer } = await readyOffer();
    expect((await post(s.t.app, CARD_FORM, seller.headers, { id: offer.id, ...contact, method: 'multibanco' })).statusCode).toBe(200);
    const first = (await offerState(s.t.db, offer.id)).payouts[0]!;
    // PAYOUT-10: the provider holds a Multibanco payout for a week; after it the operator may fail it.
    await s.t.db.update(payouts).set({ createdAt: new Date(Date.now() - PROVIDER_HOLD_MS - 60_000) }).where(eq(payouts.id, first.id));
    const failed = await post(s.t.app, `/api/operator/payouts/${first.id}/fail`, op.headers, { message: 'reference expired' });
    expect(failed.statusCode).toBe(200);

    const afterFail = await offerState(s.t.db, offer.id);
    expect(afterFail.offer?.status).toBe('ready_for_payout');
    expect(afterFail.events.at(-1)).toMatchObject({ fromStatus: 'payout_processing', toStatus: 'ready_for_payout', actor: `operator:${op.id}` });
    expect(await details(offer.id, seller.headers)).toMatchObject({
      status: 'ready_for_payout',
      payout: { method: 'multibanco', status: 'failed', message: 'reference expired' },
      payouts: [{ method: 'multibanco', status: 'failed', message: 'reference expired', created_at: expect.any(Number) }],
    });

    const again = await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails });
    expect(again.statusCode).toBe(200);
    expect(json(again).payload.status).toBe('payout_processing');
    const shown = await details(offer.id, seller.headers);
    expect(shown.payouts.map((p: { method: string; status: string }) => `${p.method}:${p.status}`)).toEqual(['multibanco:failed', 'sepa:processing']);
    expect(shown.payout).toMatchObject({ method: 'sepa', status: 'processing', account_last4: '3000' });

    // Still one payout at a time: a third request is refused while the second is processing.
    const third = await post(s.t.app, CARD_FORM, seller.headers, { id: offer.id, ...contact });
    expect([third.statusCode, json(third).code]).toEqual([409, 'PAYOUT_ALREADY_REQUESTED']);
    const second = (await offerState(s.t.db, offer.id)).payouts.find((p) => p.status === 'processing')!;
    expect((await post(s.t.app, `/api/operator/payouts/${second.id}/complete`, op.headers)).statusCode).toBe(200);
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('approved');
    const late = await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails });
    expect([late.statusCode, json(late).code]).toEqual([409, 'PAYOUT_ALREADY_REQUESTED']);
  });

  it('OPS-20: when the provider fails a card payout, then of 20 parallel requests exactly one makes a payout', async () => {
    const { seller, offer } = await readyOffer();
    const first = await post(s.t.app, CARD_MANUAL, seller.headers, { id: offer.id, ...contact, ...cardDetails });
    const ref = /\/api\/sandbox\/payout\/(po_[a-f0-9]+)$/.exec(json(first).redirect_url)![1]!;
    const hook = await postSignedEvent(s.t.app, '/api/payouts/webhook/sandbox', { event_id: `evt_${ref}`, payment_ref: ref, status: 'error', amount: 2500, currency: 'EUR' }, DEV_PAYOUT_WEBHOOK_SECRET);
    expect(json(hook).payload.outcome).toBe('applied');
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('ready_for_payout');

    const bodies = [
      [SEPA, bankDetails],
      [CARD_FORM, {}],
      [CARD_MANUAL, cardDetails],
    ] as const;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(s.t.app, bodies[i % 3]![0], seller.headers, { id: offer.id, ...contact, ...bodies[i % 3]![1] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('payout_processing');
    expect(state.payouts.map((p) => p.status).sort()).toEqual(['failed', 'processing']);
    expect(state.events.filter((e) => e.toStatus === 'payout_processing')).toHaveLength(2);
  });

  it('OPS-20: the database keeps at most one payout that is not failed per offer, and any number of failed ones', async () => {
    const { seller, offer } = await readyOffer();
    const row = (status: 'processing' | 'approved' | 'failed') => ({ offerId: offer.id, userId: seller.id, method: 'sepa' as const, amountMinor: 2500, currency: 'EUR', status, contact });
    await s.t.db.insert(payouts).values([row('failed'), row('failed'), row('processing')]);
    const second = await s.t.db
      .insert(payouts)
      .values(row('approved'))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(second, 'payouts_offer_open_key')).toBe(true);
    expect((await offerState(s.t.db, offer.id)).payouts).toHaveLength(3);
  });
});
