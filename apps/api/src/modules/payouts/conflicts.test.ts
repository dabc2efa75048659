import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { bankDetails, contact, offerState, PAYOUT_REQUEST, payoutInFlight, payoutWebhook, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { mailEvents } from '../mail/tables.ts';
import { offers } from '../offers/tables.ts';
import { PROVIDER_HOLD_MS } from './settle.ts';
import { payouts } from './tables.ts';

const s = useOffersApp();

const hook = (ref: string, status: 'success' | 'error', n = 1) => payoutWebhook(s.t, { event_id: `evt_${ref}_${status}_${n}`, payment_ref: ref, status });
const settle = (op: { headers: Record<string, string> }, payoutId: number, action: 'complete' | 'fail') =>
  post(s.t.app, `/api/operator/payouts/${payoutId}/${action}`, op.headers, action === 'fail' ? { message: 'Manual check failed' } : {});
const resolve = (op: { headers: Record<string, string> }, id: number, body: object) => post(s.t.app, `/api/operator/payout-conflicts/${id}/resolve`, op.headers, body);

async function openConflicts(op: { headers: Record<string, string> }) {
  return json(await s.t.app.inject({ url: '/api/operator/payout-conflicts', headers: op.headers })).payload as Array<{ id: number; payout: { id: number }; recorded: { status: string; by: string | null; by_email: string | null }; provider: { status: string; event_id: string } }>;
}
const conflictOf = async (op: { headers: Record<string, string> }, payoutId: number) => (await openConflicts(op)).find((c) => c.payout.id === payoutId);
const mailed = async (key: string) => (await s.t.db.select().from(mailEvents).where(eq(mailEvents.eventKey, key))).length;

describe('a payout the provider carries out', () => {
  it('PAYOUT-10: while the provider holds a card payout the operator cannot settle it by hand; the list says until when, and the provider’s result settles it', async () => {
    const op = await person(s.t.db, 'operator');
    const { offer, payout, ref } = await payoutInFlight(s.t, 'card');
    for (const action of ['complete', 'fail'] as const) {
      const res = await settle(op, payout.id, action);
      expect([res.statusCode, json(res).code]).toEqual([409, 'PAYOUT_HELD_BY_PROVIDER']);
      expect(json(res).message).toContain(new Date(payout.createdAt.getTime() + PROVIDER_HOLD_MS).toISOString().slice(0, 10));
    }
    const listed = json(await s.t.app.inject({ url: '/api/operator/payouts?status=processing', headers: op.headers })).payload.find((p: { id: number }) => p.id === payout.id);
    expect(listed.provider_holds_until).toBe(Math.floor((payout.createdAt.getTime() + PROVIDER_HOLD_MS) / 1000));
    expect((await offerState(s.t.db, offer.id)).payouts[0]?.status).toBe('processing');
    expect(json(await hook(ref, 'success')).payload.outcome).toBe('applied');
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('approved');
  });

  it('PAYOUT-10: a bank payout is never held, and a provider payout with no result for a week may be settled by hand', async () => {
    const op = await person(s.t.db, 'operator');
    const bank = await payoutInFlight(s.t);
    const listed = json(await s.t.app.inject({ url: '/api/operator/payouts?status=processing', headers: op.headers })).payload.find((p: { id: number }) => p.id === bank.payout.id);
    expect(listed.provider_holds_until).toBeNull();
    expect((await settle(op, bank.payout.id, 'complete')).statusCode).toBe(200);
    const card = await payoutInFlight(s.t, 'card');
    await s.t.db.update(payouts).set({ createdAt: new Date(Date.now() - PROVIDER_HOLD_MS - 60_000) }).where(eq(payouts.id, card.payout.id));
    expect((await settle(op, card.payout.id, 'fail')).statusCode).toBe(200);
    expect((await offerState(s.t.db, card.offer.id)).offer?.status).toBe('ready_for_payout');
  });
});

describe('a provider result against the operator’s hand', () => {
  it('PAYOUT-7: the provider first, then the operator: the operator gets a 409 and nothing is a conflict', async () => {
    const op = await person(s.t.db, 'operator');
    const { offer, payout, ref } = await payoutInFlight(s.t);
    expect(json(await hook(ref, 'success')).payload.outcome).toBe('applied');
    const late = await settle(op, payout.id, 'fail');
    expect([late.statusCode, json(late).code]).toEqual([409, 'PAYOUT_ALREADY_SETTLED']);
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('approved');
    expect(await conflictOf(op, payout.id)).toBeUndefined();
  });

  it('PAYOUT-11: the operator first, then a contradicting provider result: it is kept as a conflict with both facts, audited, on the dashboard, and the record stands until resolved', async () => {
    const op = await person(s.t.db, 'operator');
    const dashboard = async () => json(await s.t.app.inject({ url: '/api/operator/dashboard', headers: op.headers })).payload.queues.payout_conflicts as number;
    const before = await dashboard();
    const { offer, payout, ref } = await payoutInFlight(s.t);
    expect((await settle(op, payout.id, 'fail')).statusCode).toBe(200);
    const late = await hook(ref, 'success');
    expect([late.statusCode, json(late).payload.outcome]).toEqual([200, 'conflict']);
    expect(json(await hook(ref, 'success')).payload.outcome).toBe('duplicate');

    const conflict = await conflictOf(op, payout.id);
    expect(conflict).toMatchObject({ recorded: { status: 'failed', by: `operator:${op.id}`, by_email: op.email }, provider: { status: 'approved', event_id: `evt_${ref}_success_1` }, resolution: null });
    expect(await dashboard()).toBe(before + 1);
    const state = await offerState(s.t.db, offer.id);
    expect([state.offer?.status, state.payouts[0]?.status]).toEqual(['ready_for_payout', 'failed']);
    const audit = json(await s.t.app.inject({ url: `/api/operator/audit?action=payout.conflict&target_type=payout&target_id=${payout.id}`, headers: op.headers })).payload;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payout.conflict', before: { status: 'failed' }, after: { provider_status: 'approved' } });
    // A later result that agrees with the record is no conflict.
    const other = await payoutInFlight(s.t);
    expect((await settle(op, other.payout.id, 'complete')).statusCode).toBe(200);
    expect(json(await hook(other.ref, 'success')).payload.outcome).toBe('no_change');
    expect(await conflictOf(op, other.payout.id)).toBeUndefined();
  });

  it('PAYOUT-7, PAYOUT-11: provider and operator at once, both ways: exactly one settles, and a contradicting loser is a conflict, never lost', async () => {
    const op = await person(s.t.db, 'operator');
    for (const [hookStatus, action] of [['success', 'fail'], ['error', 'complete']] as const) {
      for (let round = 0; round < 3; round++) {
        const { offer, payout, ref } = await payoutInFlight(s.t);
        const [h, manual] = await Promise.all([hook(ref, hookStatus), settle(op, payout.id, action)]);
        const outcome = json(h).payload.outcome;
        expect(['applied/409', 'conflict/200']).toContain(`${outcome}/${manual.statusCode}`);
        if (manual.statusCode === 409) expect(json(manual).code).toBe('PAYOUT_ALREADY_SETTLED');
        const state = await offerState(s.t.db, offer.id);
        expect(state.offer?.status).toBe(state.payouts[0]?.status === 'approved' ? 'approved' : 'ready_for_payout');
        expect(state.events.filter((e) => e.fromStatus === 'payout_processing')).toHaveLength(1);
        expect(Boolean(await conflictOf(op, payout.id))).toBe(outcome === 'conflict');
      }
    }
  });
});

describe('resolving a payout conflict', () => {
  it('PAYOUT-12: taking the provider’s result applies it: a failed payout the provider paid becomes paid, the offer approved, and the seller is told', async () => {
    const op = await person(s.t.db, 'operator');
    const { offer, payout, ref } = await payoutInFlight(s.t);
    await settle(op, payout.id, 'fail');
    await hook(ref, 'success');
    const conflict = (await conflictOf(op, payout.id))!;
    expect(json(await resolve(op, conflict.id, { resolution: 'provider' })).code).toBe('COMMON_BAD_INPUT');
    const res = await resolve(op, conflict.id, { resolution: 'provider', note: 'Provider statement shows it paid' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Conflict resolved', payload: { resolution: 'provider', note: 'Provider statement shows it paid', resolved_by_email: op.email, payout: { status: 'approved' } } });
    const state = await offerState(s.t.db, offer.id);
    expect([state.offer?.status, state.payouts[0]?.status]).toEqual(['approved', 'approved']);
    expect(state.events.at(-1)).toMatchObject({ fromStatus: 'ready_for_payout', toStatus: 'approved', actor: `operator:${op.id}` });
    expect(await mailed(`payout_sent:${payout.id}`)).toBe(1);
    const again = await resolve(op, conflict.id, { resolution: 'recorded', note: 'again' });
    expect([again.statusCode, json(again).code]).toEqual([409, 'PAYOUT_CONFLICT_RESOLVED']);
    expect(await conflictOf(op, payout.id)).toBeUndefined();
    const resolved = json(await s.t.app.inject({ url: '/api/operator/payout-conflicts?state=resolved', headers: op.headers })).payload;
    expect(resolved.find((c: { id: number }) => c.id === conflict.id)).toMatchObject({ resolution: 'provider' });
    const audit = json(await s.t.app.inject({ url: `/api/operator/audit?action=payout.conflict.resolve&target_id=${payout.id}`, headers: op.headers })).payload;
    expect(audit[0]).toMatchObject({ actor_id: op.id, after: { resolution: 'provider', status: 'approved' } });
  });

  it('PAYOUT-12: a paid payout the provider declined becomes failed and the offer ready for a new payout; the seller is told it failed', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offer, payout, ref } = await payoutInFlight(s.t);
    await settle(op, payout.id, 'complete');
    expect(json(await hook(ref, 'error')).payload.outcome).toBe('conflict');
    const conflict = (await conflictOf(op, payout.id))!;
    expect((await resolve(op, conflict.id, { resolution: 'provider', note: 'Bank returned the transfer' })).statusCode).toBe(200);
    const state = await offerState(s.t.db, offer.id);
    expect([state.offer?.status, state.payouts[0]?.status, state.payouts[0]?.message]).toEqual(['ready_for_payout', 'failed', 'The payout was declined by the payment provider.']);
    expect(await mailed(`payout_failed:${payout.id}`)).toBe(1);
    expect((await post(s.t.app, PAYOUT_REQUEST.sepa, seller.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
  });

  it('PAYOUT-12: when the seller was paid again by another payout the provider’s result is refused (never paid twice); keeping the record closes it', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offer, payout, ref } = await payoutInFlight(s.t);
    await settle(op, payout.id, 'fail');
    expect((await post(s.t.app, PAYOUT_REQUEST.sepa, seller.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
    const second = (await offerState(s.t.db, offer.id)).payouts.find((p) => p.status === 'processing')!;
    await settle(op, second.id, 'complete');
    expect(json(await hook(ref, 'success')).payload.outcome).toBe('conflict');
    const conflict = (await conflictOf(op, payout.id))!;
    const refused = await resolve(op, conflict.id, { resolution: 'provider', note: 'try' });
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'PAYOUT_CONFLICT_PAID_AGAIN']);
    expect(json(refused).message).toContain(`#${second.id}`);
    const kept = await resolve(op, conflict.id, { resolution: 'recorded', note: 'Recovered €25 from the seller' });
    expect(json(kept).payload).toMatchObject({ resolution: 'recorded', payout: { status: 'failed' } });
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('approved');
    expect(state.payouts.map((p) => p.status)).toEqual(['failed', 'approved']);
  });

  it('PAYOUT-12: when the offer has moved on since, the provider’s result cannot be applied and nothing changes', async () => {
    const op = await person(s.t.db, 'operator');
    const { offer, payout, ref } = await payoutInFlight(s.t);
    await settle(op, payout.id, 'fail');
    await hook(ref, 'success');
    await s.t.db.update(offers).set({ status: 'failed' }).where(eq(offers.id, offer.id));
    const conflict = (await conflictOf(op, payout.id))!;
    const refused = await resolve(op, conflict.id, { resolution: 'provider', note: 'try' });
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'PAYOUT_CONFLICT_OFFER_MOVED']);
    expect((await offerState(s.t.db, offer.id)).payouts[0]?.status).toBe('failed');
    expect(await conflictOf(op, payout.id)).toBeDefined();
  });

  it('PAYOUT-12: an unknown conflict is a 404; a customer cannot list or resolve conflicts', async () => {
    const op = await person(s.t.db, 'operator');
    const res = await resolve(op, 999_999, { resolution: 'recorded', note: 'x' });
    expect([res.statusCode, json(res).code]).toEqual([404, 'PAYOUT_CONFLICT_NOT_FOUND']);
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/payout-conflicts', headers: customer.headers })).statusCode).toBe(403);
    expect((await resolve(customer, 1, { resolution: 'recorded', note: 'x' })).statusCode).toBe(403);
  });
});
