import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { bankDetails, contact, IBAN, insertOffer, offerState, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';

const s = useOffersApp();

const auditOf = (type: string, id: number) =>
  s.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, type), eq(auditLog.targetId, String(id))));
const list = (headers: Record<string, string>, query: string) => s.t.app.inject({ url: `/api/operator/offers?${query}`, headers }).then(json);

describe('the back office offers queue', () => {
  it('OPS-46: the operator searches offers by id, by part of the title or of the seller email, with the status filter and paging', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const dragon = await insertOffer(s.t.db, seller.id, 'pending', { title: 'AWP | Dragon Lore 100%' });
    const other = await insertOffer(s.t.db, seller.id, 'awaiting_item', { title: 'Glock | Fade' });
    const ids = (body: { payload: { id: number }[] }) => body.payload.map((o) => o.id);
    expect(ids(await list(op.headers, `q=${dragon.id}`))).toContain(dragon.id);
    expect(ids(await list(op.headers, `q=%23${other.id}`))).toContain(other.id);
    expect(ids(await list(op.headers, 'q=dragon%20lore%20100%25'))).toEqual([dragon.id]);
    // A LIKE wildcard is taken as text: '100_' matches nothing.
    expect(ids(await list(op.headers, 'q=lore%20100_'))).toEqual([]);
    const bySeller = await list(op.headers, `q=${encodeURIComponent(seller.email!.slice(0, 12).toUpperCase())}`);
    expect(ids(bySeller)).toEqual([other.id, dragon.id]);
    expect(ids(await list(op.headers, `q=${encodeURIComponent(seller.email!)}&status=awaiting_item`))).toEqual([other.id]);
    const paged = await list(op.headers, `q=${encodeURIComponent(seller.email!)}&page=2`);
    expect([paged.payload, paged.meta]).toEqual([[], { total: 2, pages: 1 }]);
  });

  it("OPS-47: the operator reads an offer's history of events, oldest first, with who moved it; a customer cannot; an unknown offer is a 404", async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id);
    await post(s.t.app, `/api/operator/offers/${offer.id}/quote`, op.headers, { price: 20 });
    const res = await s.t.app.inject({ url: `/api/operator/offers/${offer.id}/events`, headers: op.headers });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toEqual([
      { id: expect.any(Number), from_status: null, to_status: 'pending', actor: `user:${seller.id}`, at: expect.any(String) },
      { id: expect.any(Number), from_status: 'pending', to_status: 'offer', actor: `operator:${op.id}`, at: expect.any(String) },
    ]);
    expect((await s.t.app.inject({ url: `/api/operator/offers/${offer.id}/events`, headers: seller.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: `/api/operator/offers/${offer.id}/events` })).statusCode).toBe(401);
    const missing = await s.t.app.inject({ url: '/api/operator/offers/99999999/events', headers: op.headers });
    expect([missing.statusCode, json(missing).code]).toEqual([404, 'OFFER_NOT_FOUND']);
  });

  it('OPS-49: each move of an offer by the operator is in the audit log with before and after; a refused move is not', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const quoted = await insertOffer(s.t.db, seller.id, 'pending', { currency: 'EUR' });
    expect((await post(s.t.app, `/api/operator/offers/${quoted.id}/quote`, op.headers, { price: '19.99' })).statusCode).toBe(200);
    const rejected = await insertOffer(s.t.db, seller.id);
    await post(s.t.app, `/api/operator/offers/${rejected.id}/reject`, op.headers, { message: 'Too worn' });
    const arrived = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    await post(s.t.app, `/api/operator/offers/${arrived.id}/received`, op.headers);
    const lost = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    await post(s.t.app, `/api/operator/offers/${lost.id}/cancel`, op.headers, { message: 'Never arrived' });
    const step = async (id: number) => (await auditOf('offer', id)).map((r) => ({ actorId: r.actorId, action: r.action, before: r.before, after: r.after }));
    expect(await step(quoted.id)).toEqual([{ actorId: op.id, action: 'offer.quote', before: { status: 'pending' }, after: { status: 'offer', price: 19.99, currency: 'EUR' } }]);
    expect(await step(rejected.id)).toEqual([{ actorId: op.id, action: 'offer.reject', before: { status: 'pending' }, after: { status: 'failed', reason: 'Too worn' } }]);
    expect(await step(arrived.id)).toEqual([{ actorId: op.id, action: 'offer.received', before: { status: 'awaiting_item' }, after: { status: 'ready_for_payout' } }]);
    expect(await step(lost.id)).toEqual([{ actorId: op.id, action: 'offer.cancel', before: { status: 'awaiting_item' }, after: { status: 'failed', reason: 'Never arrived' } }]);

    const refused = await post(s.t.app, `/api/operator/offers/${arrived.id}/reject`, op.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(await auditOf('offer', arrived.id)).toHaveLength(1);
  });

  it('OPS-49: completing and failing a payout are in the audit log with the amount and the reason, never the account; a second settle is not', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const requestBank = async () => {
      const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
      expect((await post(s.t.app, '/api/offer/request-payout/sepa-manual', seller.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
      return (await offerState(s.t.db, offer.id)).payouts[0]!;
    };
    const paid = await requestBank();
    expect((await post(s.t.app, `/api/operator/payouts/${paid.id}/complete`, op.headers)).statusCode).toBe(200);
    const failed = await requestBank();
    expect((await post(s.t.app, `/api/operator/payouts/${failed.id}/fail`, op.headers, { message: 'IBAN closed' })).statusCode).toBe(200);
    expect((await post(s.t.app, `/api/operator/payouts/${paid.id}/fail`, op.headers, { message: 'late' })).statusCode).toBe(409);

    const [completeRow] = await auditOf('payout', paid.id);
    expect(await auditOf('payout', paid.id)).toHaveLength(1);
    expect(completeRow).toMatchObject({ actorId: op.id, action: 'payout.complete', before: { status: 'processing' }, after: { status: 'approved', amount: 25, currency: 'EUR', method: 'sepa', offer_id: paid.offerId } });
    const [failRow] = await auditOf('payout', failed.id);
    expect(failRow).toMatchObject({ action: 'payout.fail', after: { status: 'failed', amount: 25, reason: 'IBAN closed' } });
    const logged = JSON.stringify([completeRow, failRow]);
    expect(logged).not.toContain(IBAN.replaceAll(' ', '').slice(4));
    expect(logged).not.toContain('Seller');
  });
});
