import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { insertOffer, insertPayout, person, useOffersApp } from '../../../test/offer-helpers.ts';

/** OPS-170, OPS-179: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();

/** A seller with two offers (one of them paid out by card) and another seller with one offer and one payout of their own. */
async function twoSellers() {
  const seller = await person(s.t.db);
  const other = await person(s.t.db);
  const offer = await insertOffer(s.t.db, seller.id, 'pending');
  const paid = await insertPayout(s.t.db, seller, { method: 'card', status: 'processing', amountMinor: 12_00, at: new Date() });
  await insertOffer(s.t.db, other.id, 'pending');
  const othersPayout = await insertPayout(s.t.db, other, { method: 'sepa', status: 'approved', amountMinor: 9_00, at: new Date() });
  return { seller, other, offerIds: [paid.offerId, offer.id], payoutId: paid.payoutId, othersPayoutId: othersPayout.payoutId };
}

const get = async (url: string, headers: Record<string, string>) => s.t.app.inject({ url, headers });
const csvIds = (body: string) => body.trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]));

describe('the back office lists of one seller (issue 47)', () => {
  it('OPS-170: GET /operator/offers?user_id= lists only that seller’s offers, newest first, with the other filters still applied; its CSV too', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offerIds } = await twoSellers();
    const list = json(await get(`/api/operator/offers?user_id=${seller.id}`, op.headers));
    expect(list.payload.map((o: { id: number; user_id: number }) => [o.id, o.user_id])).toEqual(offerIds.map((id) => [id, seller.id]));
    expect(list.meta.total).toBe(2);
    expect(json(await get(`/api/operator/offers?user_id=${seller.id}&status=pending`, op.headers)).payload.map((o: { id: number }) => o.id)).toEqual([offerIds[1]]);
    const csv = await get(`/api/operator/offers.csv?user_id=${seller.id}`, op.headers);
    expect(csv.statusCode).toBe(200);
    expect(csvIds(csv.body)).toEqual(offerIds);
  });

  it('OPS-170: GET /operator/payouts?user_id= lists only that seller’s payouts; its CSV too; with another status none', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, other, payoutId, othersPayoutId } = await twoSellers();
    expect(json(await get(`/api/operator/payouts?user_id=${seller.id}`, op.headers)).payload.map((p: { id: number }) => p.id)).toEqual([payoutId]);
    expect(json(await get(`/api/operator/payouts?user_id=${other.id}`, op.headers)).payload.map((p: { id: number }) => p.id)).toEqual([othersPayoutId]);
    expect(json(await get(`/api/operator/payouts?user_id=${seller.id}&status=approved`, op.headers)).payload).toEqual([]);
    const csv = await get(`/api/operator/payouts.csv?user_id=${seller.id}`, op.headers);
    expect(csv.statusCode).toBe(200);
    expect(csvIds(csv.body)).toEqual([payoutId]);
  });

  it('OPS-170: a user_id that is not a positive whole number is a 422 naming user_id, as the mail log’s', async () => {
    const op = await person(s.t.db, 'operator');
    for (const url of ['/api/operator/offers', '/api/operator/offers.csv', '/api/operator/payouts', '/api/operator/payouts.csv']) {
      for (const [value, message] of [
        ['abc', 'The customer id must be a number'],
        ['1.5', 'The customer id must be a whole number'],
        ['0', 'The customer id must be positive'],
        ['99999999999', 'There is no customer with this id'],
      ]) {
        const res = await get(`${url}?user_id=${value}`, op.headers);
        expect([res.statusCode, json(res).errors?.user_id], `${url} ${value}`).toEqual([422, [message]]);
      }
    }
  });
});
