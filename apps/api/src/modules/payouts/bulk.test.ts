import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { offerState, payoutInFlight, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { mailEvents } from '../mail/tables.ts';
import { payouts } from './tables.ts';

const s = useOffersApp();
const bulk = (headers: Record<string, string>, payload: object) => post(s.t.app, '/api/operator/payouts/bulk', headers, payload);
const audits = (ids: number[]) => s.t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'payout'), inArray(auditLog.targetId, ids.map(String))));
const mails = (payoutId: number, kind: string) => s.t.db.$count(mailEvents, eq(mailEvents.eventKey, `${kind}:${payoutId}`));

describe('operator: bulk actions on payouts (issue 47)', () => {
  it('OPS-182: complete several: each bank payout is settled, its offer approved, audited and mailed like the single complete; a settled or unknown one is not done with its reason', async () => {
    const op = await person(s.t.db, 'operator');
    const [a, b, settled] = [await payoutInFlight(s.t), await payoutInFlight(s.t), await payoutInFlight(s.t)];
    expect((await post(s.t.app, `/api/operator/payouts/${settled.payout.id}/fail`, op.headers, { message: 'No' })).statusCode).toBe(200);
    const res = await bulk(op.headers, { action: 'complete', ids: [a.payout.id, settled.payout.id, b.payout.id, 2_000_000_000] });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: '2 done, 2 not done', payload: { done: 2, not_done: 2 } });
    expect(json(res).payload.results.map((r: { code: string | null }) => r.code)).toEqual([null, 'PAYOUT_ALREADY_SETTLED', null, 'PAYOUT_NOT_FOUND']);
    for (const p of [a, b]) {
      const state = await offerState(s.t.db, p.offer.id);
      expect([state.offer?.status, state.payouts[0]?.status]).toEqual(['approved', 'approved']);
      expect(await mails(p.payout.id, 'payout_sent')).toBe(1);
    }
    expect((await audits([a.payout.id, b.payout.id])).map((r) => [r.action, r.actorId])).toEqual([
      ['payout.complete', op.id],
      ['payout.complete', op.id],
    ]);
  });

  it('OPS-182: fail several needs a reason: each payout is failed with it (the seller may ask again), audited with the reason; without one it is a 422 and nothing changes', async () => {
    const op = await person(s.t.db, 'operator');
    const [a, b] = [await payoutInFlight(s.t), await payoutInFlight(s.t)];
    const none = await bulk(op.headers, { action: 'fail', ids: [a.payout.id] });
    expect([none.statusCode, json(none).errors.reason]).toEqual([422, ['Enter the reason the seller will read']]);
    const blank = await bulk(op.headers, { action: 'fail', ids: [a.payout.id], reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect((await offerState(s.t.db, a.offer.id)).payouts[0]?.status).toBe('processing');
    const res = await bulk(op.headers, { action: 'fail', ids: [a.payout.id, b.payout.id], reason: 'The IBAN was refused by the bank' });
    expect(json(res).payload).toMatchObject({ done: 2, not_done: 0 });
    for (const p of [a, b]) {
      const state = await offerState(s.t.db, p.offer.id);
      expect([state.offer?.status, state.payouts[0]?.status, state.payouts[0]?.message]).toEqual(['ready_for_payout', 'failed', 'The IBAN was refused by the bank']);
    }
    expect((await audits([a.payout.id])).map((r) => [r.action, (r.after as { reason?: string }).reason])).toEqual([['payout.fail', 'The IBAN was refused by the bank']]);
  });

  it('OPS-183: a payout the provider still holds is not done with PAYOUT_HELD_BY_PROVIDER and its day, and stays processing; the others in the call are done', async () => {
    const op = await person(s.t.db, 'operator');
    const held = await payoutInFlight(s.t, 'card');
    const bank = await payoutInFlight(s.t);
    const res = await bulk(op.headers, { action: 'complete', ids: [held.payout.id, bank.payout.id] });
    const [first, second] = json(res).payload.results;
    expect(first).toMatchObject({ id: held.payout.id, done: false, code: 'PAYOUT_HELD_BY_PROVIDER' });
    expect(first.reason).toContain(new Date(held.payout.createdAt.getTime() + 7 * 86_400_000).toISOString().slice(0, 10));
    expect(second).toMatchObject({ id: bank.payout.id, done: true });
    expect((await s.t.db.select().from(payouts).where(eq(payouts.id, held.payout.id)))[0]?.status).toBe('processing');
    expect(await audits([held.payout.id])).toEqual([]);
  });

  it('OPS-183: two bulk calls on the same payouts at once (complete and fail): each payout settles exactly once, with one audit row and one mail, and each call says which it did', async () => {
    const [op1, op2] = [await person(s.t.db, 'operator'), await person(s.t.db, 'operator')];
    const flights = [];
    for (let i = 0; i < 4; i += 1) flights.push(await payoutInFlight(s.t));
    const ids = flights.map((f) => f.payout.id);
    const [one, two] = await Promise.all([bulk(op1.headers, { action: 'complete', ids }), bulk(op2.headers, { action: 'fail', ids: [...ids].reverse(), reason: 'Duplicate request' })]);
    const doneBy = (res: typeof one) => (json(res).payload.results as { id: number; done: boolean; code: string | null }[]).filter((r) => r.done).map((r) => r.id);
    const both = [...doneBy(one), ...doneBy(two)].sort((x, y) => x - y);
    expect(both).toEqual([...ids].sort((x, y) => x - y));
    for (const res of [one, two]) {
      for (const r of json(res).payload.results as { done: boolean; code: string | null }[]) if (!r.done) expect(r.code).toBe('PAYOUT_ALREADY_SETTLED');
    }
    const rows = await audits(ids);
    expect(rows).toHaveLength(ids.length);
    for (const f of flights) {
      const [payout] = await s.t.db.select().from(payouts).where(eq(payouts.id, f.payout.id));
      const expected = doneBy(one).includes(f.payout.id) ? 'approved' : 'failed';
      expect(payout?.status).toBe(expected);
      expect((await offerState(s.t.db, f.offer.id)).offer?.status).toBe(expected === 'approved' ? 'approved' : 'ready_for_payout');
      expect((await mails(f.payout.id, 'payout_sent')) + (await mails(f.payout.id, 'payout_failed'))).toBe(1);
    }
  });
});
