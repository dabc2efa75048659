import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { writeSetting } from '../content/service.ts';
import { balanceChangeRequests, balanceLedger, users } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const adjust = (userId: number, headers: Record<string, string>, amount: number | string, reason = 'Goodwill') => post(`/api/operator/customers/${userId}/adjust-balance`, headers, { amount, reason });
const decide = (id: number, verb: 'approve' | 'reject', headers: Record<string, string>) => post(`/api/operator/balance-changes/${id}/${verb}`, headers);
const reviewAbove = (credits: number | null) => writeSetting(t.db, 'balance_adjust_review_above', credits);
const auditOf = (userId: number) => t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId)))).orderBy(auditLog.id);
const requestsOf = (userId: number) => t.db.select().from(balanceChangeRequests).where(eq(balanceChangeRequests.userId, userId));

/** A customer with 10 credits, a pending change of `amount` asked by a first operator, and a second operator. */
async function pendingChange(amount: number) {
  await reviewAbove(100);
  const asker = await person(t.db, 'operator');
  const approver = await person(t.db, 'operator');
  const customer = await buyer(t.db, 10_00);
  const res = await adjust(customer.id, asker.headers, amount, 'Compensation for the lost trade');
  expect(res.statusCode, res.body).toBe(200);
  return { asker, approver, customer, id: json(res).pending_change.id as number };
}

describe('operator: balance changes of operator accounts (OPS-135)', () => {
  it("OPS-135: an operator cannot change their own balance or another operator's: 403 with the reason, nothing changes; a customer's changes", async () => {
    await reviewAbove(null);
    const op = await person(t.db, 'operator');
    const other = await person(t.db, 'operator');
    for (const target of [op.id, other.id]) {
      const before = await balanceAndLedger(t.db, target);
      for (const amount of [50, -1, 500_000]) {
        const res = await adjust(target, op.headers, amount);
        expect([res.statusCode, json(res).code, json(res).message]).toEqual([403, 'OPS_BALANCE_OPERATOR_ACCOUNT', "An operator cannot change the balance of an operator account, their own or another operator's."]);
      }
      expect(await balanceAndLedger(t.db, target)).toEqual(before);
      expect(await requestsOf(target)).toEqual([]);
      expect(await auditOf(target)).toEqual([]);
    }

    const customer = await buyer(t.db, 1_00);
    const res = await adjust(customer.id, op.headers, 2.5);
    expect([res.statusCode, json(res).message, json(res).payload.balance, json(res).pending_change]).toEqual([200, "The customer's balance was changed.", 3.5, null]);
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 3_50, ledgerSum: 3_50, ledgerRows: 2 });
  });

  it('OPS-135: a customer made an operator while a change waited for approval is not credited: approving it is refused, rejecting it works', async () => {
    const { approver, customer, id } = await pendingChange(150);
    await t.db.update(users).set({ role: 'operator', staffRole: 'owner' }).where(eq(users.id, customer.id));
    expect(json(await decide(id, 'approve', approver.headers)).code).toBe('OPS_BALANCE_OPERATOR_ACCOUNT');
    expect(await balanceAndLedger(t.db, customer.id)).toMatchObject({ balance: 10_00, ledgerRows: 1 });
    expect(json(await decide(id, 'reject', approver.headers)).payload.status).toBe('rejected');
  });
});

describe('operator: balance changes above the review limit wait for a second operator (OPS-134)', () => {
  it('OPS-134: balance_adjust_review_above takes credits in whole cents, null or 0 is off (stored as null); negative, part cents, text and too large are refused; the shop does not see it', async () => {
    await reviewAbove(null);
    const op = await person(t.db, 'operator');
    const put = (value: unknown) => t.app.inject({ method: 'PUT', url: '/api/operator/settings/balance_adjust_review_above', headers: op.headers, payload: { value } });
    const stored = async () => json(await t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload.balance_adjust_review_above;
    expect(await stored()).toBeNull();
    for (const [value, message] of [
      [-1, 'The amount cannot be negative'],
      [100.005, 'Use at most 2 decimals'],
      ['100', 'The amount must be a number (empty: off)'],
      [2_000_000, 'The amount is too large'],
    ] as const) {
      const res = await put(value);
      expect([res.statusCode, json(res).code, json(res).errors.value], JSON.stringify(value)).toEqual([422, 'OPS_SETTING_INVALID', [message]]);
    }
    expect(await stored()).toBeNull();
    expect(json(await put(250.5)).payload.value).toBe(250.5);
    expect(await stored()).toBe(250.5);
    expect(json(await t.app.inject('/api/settings')).payload).not.toHaveProperty('balance_adjust_review_above');
    for (const off of [0, null]) {
      await put(250.5);
      expect(json(await put(off)).payload.value).toBeNull();
      expect(await stored()).toBeNull();
    }
  });

  it('OPS-134: above the limit the change is pending and says so: balance and ledger unchanged, listed for the customer and on the dashboard; at or below the limit, or with it off, it applies at once', async () => {
    await reviewAbove(100);
    const op = await person(t.db, 'operator');
    const customer = await buyer(t.db, 10_00);
    const dashboardCount = async () => json(await t.app.inject({ url: '/api/operator/dashboard', headers: op.headers })).payload.queues.balance_changes_pending as number;
    const waitingBefore = await dashboardCount();

    for (const amount of [100.01, -150]) {
      const res = await adjust(customer.id, op.headers, amount, 'Big correction');
      expect([res.statusCode, json(res).message, json(res).payload.balance]).toEqual([200, "The change is above the review limit: it waits for a second operator's approval. The balance is unchanged until then.", 10]);
      expect(json(res).pending_change).toMatchObject({ user_id: customer.id, user_email: customer.email, amount, reason: 'Big correction', status: 'pending', requested_by: op.id, requested_by_email: op.email, decided_by: null, decided_at: null, mine: true });
    }
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 10_00, ledgerSum: 10_00, ledgerRows: 1 });
    expect(await dashboardCount()).toBe(waitingBefore + 2);
    const listed = json(await t.app.inject({ url: `/api/operator/balance-changes?status=pending&user_id=${customer.id}`, headers: op.headers }));
    expect(listed.payload.map((c: { amount: number }) => c.amount)).toEqual([-150, 100.01]);
    expect(listed.meta).toEqual({ total: 2, pages: 1 });
    const requested = (await auditOf(customer.id)).map((a) => [a.action, a.actorId, a.after]);
    expect(requested).toEqual([
      ['customer.balance_change_requested', op.id, { change: 100.01, reason: 'Big correction', request: expect.any(Number), review_above: 100 }],
      ['customer.balance_change_requested', op.id, { change: -150, reason: 'Big correction', request: expect.any(Number), review_above: 100 }],
    ]);

    // At the limit (either way) it applies at once, as with the limit off.
    expect(json(await adjust(customer.id, op.headers, 100)).pending_change).toBeNull();
    expect(json(await adjust(customer.id, op.headers, -100)).pending_change).toBeNull();
    await reviewAbove(null);
    expect(json(await adjust(customer.id, op.headers, 5000)).payload.balance).toBe(5010);
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 5010_00, ledgerSum: 5010_00, ledgerRows: 4 });
    expect(await requestsOf(customer.id)).toHaveLength(2);
  });

  it('OPS-134: the operator who asked can neither approve nor reject it (the table refuses it too); nothing changes', async () => {
    const { asker, customer, id } = await pendingChange(500);
    for (const verb of ['approve', 'reject'] as const) {
      const res = await decide(id, verb, asker.headers);
      expect([res.statusCode, json(res).code, json(res).message]).toEqual([403, 'OPS_BALANCE_CHANGE_OWN', 'You asked for this balance change: a second operator must approve or reject it.']);
    }
    // balance_change_requests_four_eyes: no write can record the asker as the decider.
    await expect(t.db.execute(sql`UPDATE balance_change_requests SET status = 'approved', decided_by = requested_by, decided_at = now() WHERE id = ${id}`)).rejects.toThrow();
    const [row] = await requestsOf(customer.id);
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await balanceAndLedger(t.db, customer.id)).toMatchObject({ balance: 10_00, ledgerRows: 1 });
    expect(json(await t.app.inject({ url: `/api/operator/balance-changes?user_id=${customer.id}`, headers: asker.headers })).payload[0].mine).toBe(true);
  });

  it('OPS-134: a second operator approves: the balance and the ledger move once (adjustment, ref balance_change/<id>), the audit names both operators; it cannot be decided again', async () => {
    const { asker, approver, customer, id } = await pendingChange(250);
    expect(json(await t.app.inject({ url: `/api/operator/balance-changes?user_id=${customer.id}`, headers: approver.headers })).payload[0].mine).toBe(false);
    const res = await decide(id, 'approve', approver.headers);
    expect([res.statusCode, json(res).message]).toEqual([200, "The balance change was approved and the customer's balance changed."]);
    expect(json(res).payload).toMatchObject({ id, status: 'approved', requested_by: asker.id, requested_by_email: asker.email, decided_by: approver.id, decided_by_email: approver.email, decided_at: expect.any(Number), mine: false });
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 260_00, ledgerSum: 260_00, ledgerRows: 2 });
    const ledger = await t.db.select().from(balanceLedger).where(and(eq(balanceLedger.userId, customer.id), eq(balanceLedger.refType, 'balance_change')));
    expect(ledger).toMatchObject([{ deltaMinor: 250_00, reason: 'adjustment', refId: String(id) }]);
    const approved = (await auditOf(customer.id)).filter((a) => a.action === 'customer.balance_change_approved');
    expect(approved.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [approver.id, { balance: 10 }, { balance: 260, change: 250, reason: 'Compensation for the lost trade', request: id, requested_by: { id: asker.id, email: asker.email }, approved_by: { id: approver.id, email: approver.email } }],
    ]);

    const third = await person(t.db, 'operator');
    for (const verb of ['approve', 'reject'] as const) {
      const again = await decide(id, verb, third.headers);
      expect([again.statusCode, json(again).code]).toEqual([409, 'OPS_BALANCE_CHANGE_DECIDED']);
    }
    expect(await balanceAndLedger(t.db, customer.id)).toMatchObject({ balance: 260_00, ledgerRows: 2 });
  });

  it('OPS-134: a rejected change moves nothing and is audited with both operators', async () => {
    const { asker, approver, customer, id } = await pendingChange(-300);
    const res = await decide(id, 'reject', approver.headers);
    expect([res.statusCode, json(res).message, json(res).payload.status]).toEqual([200, 'The balance change was rejected. The balance is unchanged.', 'rejected']);
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 10_00, ledgerSum: 10_00, ledgerRows: 1 });
    const rejected = (await auditOf(customer.id)).filter((a) => a.action === 'customer.balance_change_rejected');
    expect(rejected.map((a) => [a.actorId, a.after])).toEqual([[approver.id, { change: -300, reason: 'Compensation for the lost trade', request: id, requested_by: { id: asker.id, email: asker.email }, rejected_by: { id: approver.id, email: approver.email } }]]);
    expect(json(await decide(id, 'approve', approver.headers)).code).toBe('OPS_BALANCE_CHANGE_DECIDED');
  });

  it('OPS-134: a take that would pass 0 is refused at approval with the usual message and stays pending', async () => {
    const { approver, customer, id } = await pendingChange(-150);
    const res = await decide(id, 'approve', approver.headers);
    expect([res.statusCode, json(res).code]).toEqual([409, 'OPS_ADJUST_OVERDRAW']);
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 10_00, ledgerSum: 10_00, ledgerRows: 1 });
    const [row] = await requestsOf(customer.id);
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });
    expect((await auditOf(customer.id)).map((a) => a.action)).toEqual(['customer.balance_change_requested']);
  });

  it('OPS-134: when operators approve (and reject) one change at once, it is decided once and the balance moves once', async () => {
    const { customer, id } = await pendingChange(400);
    const deciders = await Promise.all(Array.from({ length: 6 }, () => person(t.db, 'operator')));
    const results = await Promise.all(deciders.map((d, i) => decide(id, i === 5 ? 'reject' : 'approve', d.headers)));
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => json(r).code)).toEqual(Array(5).fill('OPS_BALANCE_CHANGE_DECIDED'));
    const [row] = await requestsOf(customer.id);
    const moved = row!.status === 'approved' ? 400_00 : 0;
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 10_00 + moved, ledgerSum: 10_00 + moved, ledgerRows: moved ? 2 : 1 });
    const decided = (await auditOf(customer.id)).filter((a) => a.action !== 'customer.balance_change_requested');
    expect(decided).toHaveLength(1);

    // Only approvals: exactly one applies.
    const second = await pendingChange(400);
    const approvals = await Promise.all(deciders.map((d) => decide(second.id, 'approve', d.headers)));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceAndLedger(t.db, second.customer.id)).toEqual({ balance: 410_00, ledgerSum: 410_00, ledgerRows: 2 });
  });

  it('OPS-134: an unknown change is a 404; customers and guests cannot list or decide changes', async () => {
    const op = await person(t.db, 'operator');
    const customer = await person(t.db);
    expect([(await decide(999_999, 'approve', op.headers)).statusCode, json(await decide(999_999, 'reject', op.headers)).code]).toEqual([404, 'OPS_BALANCE_CHANGE_NOT_FOUND']);
    expect((await t.app.inject({ url: '/api/operator/balance-changes', headers: customer.headers })).statusCode).toBe(403);
    expect((await decide(1, 'approve', customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/balance-changes' })).statusCode).toBe(401);
    // A bad filter reads as none.
    expect((await t.app.inject({ url: '/api/operator/balance-changes?status=nope&page=-1', headers: op.headers })).statusCode).toBe(200);
    expect(json(await t.app.inject({ url: '/api/operator/balance-changes?user_id=x', headers: op.headers })).errors.user_id).toEqual(['The customer id must be a number']);
  });
});
