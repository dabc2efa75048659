import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, PASSWORD, insertUser, signIn } from '../../../test/auth-helpers.ts';
import { balanceAndLedger, buyer } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { orders } from '../checkout/tables.ts';
import { createSession } from './sessions.ts';
import { sessions, users } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const lifetime = { ttlMs: 60_000, absoluteMs: 60_000 };

async function orderOf(userId: number) {
  const [row] = await t.db
    .insert(orders)
    .values({ userId, status: 'completed', paymentMethod: 'balance', directPayment: false, subtotalCents: 500, totalCents: 500, tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a', name: 'A', surname: 'B', email: 'a@example.com', phone: '+351912345678', city: 'Lisbon', address: 'Rua 1', postCode: '1000' })
    .returning();
  return row!;
}

describe('operator: customers', () => {
  it('OPS-83, OPS-122: customers are found by email, name, id or Steam id; one shows balance, orders count and the paged ledger; operators only', async () => {
    const op = await person(t.db, 'operator');
    const customer = await buyer(t.db, 1234);
    await orderOf(customer.id);
    const steam = await insertUser(t.db, { email: null, steamid: `7656119${Date.now()}`.slice(0, 17), passwordHash: null });

    const byEmail = json(await t.app.inject({ url: `/api/operator/customers?q=${encodeURIComponent(customer.email!.toUpperCase())}`, headers: op.headers }));
    expect(byEmail.payload.map((c: { id: number }) => c.id)).toEqual([customer.id]);
    expect(json(await t.app.inject({ url: `/api/operator/customers?q=${customer.id}`, headers: op.headers })).payload.map((c: { id: number }) => c.id)).toContain(customer.id);
    expect(json(await t.app.inject({ url: `/api/operator/customers?q=${steam.steamid}`, headers: op.headers })).payload).toMatchObject([{ id: steam.id, email: null }]);
    expect(json(await t.app.inject({ url: '/api/operator/customers?q=%25', headers: op.headers })).meta.total).toBe(0);
    const named = await insertUser(t.db, { name: 'Samantha', surname: `Quartz${Date.now()}` });
    for (const q of ['samantha', `tha ${named.surname.slice(0, 8)}`, named.surname.toUpperCase()])
      expect(json(await t.app.inject({ url: `/api/operator/customers?q=${encodeURIComponent(q)}`, headers: op.headers })).payload.map((c: { id: number }) => c.id), q).toContain(named.id);

    // OPS-122: the phone and trade link come with the customer.
    await t.db.update(users).set({ phoneE164: '+4915123456789', steamTradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=5&token=c' }).where(eq(users.id, customer.id));
    const one = json(await t.app.inject({ url: `/api/operator/customers/${customer.id}`, headers: op.headers })).payload;
    expect(one).toMatchObject({ phone: '+4915123456789', steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=5&token=c' });
    expect(one).toMatchObject({ id: customer.id, balance: 12.34, orders_count: 1, blocked_at: null, email_verified: true });
    const ledger = json(await t.app.inject({ url: `/api/operator/customers/${customer.id}/ledger`, headers: op.headers }));
    expect(ledger.payload).toEqual([expect.objectContaining({ delta: 12.34, balance_after: 12.34, reason: 'adjustment' })]);
    expect(ledger.meta).toEqual({ total: 1, pages: 1 });

    expect(json(await t.app.inject({ url: '/api/operator/customers/999999', headers: op.headers })).code).toBe('OPS_CUSTOMER_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/operator/customers/999999/ledger', headers: op.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/operator/customers', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/customers' })).statusCode).toBe(401);
  });

  it('OPS-84: a blocked customer cannot sign in (password, API token, any new session), their sessions end at once, their orders stay; unblocking restores sign-in', async () => {
    const op = await person(t.db, 'operator');
    const customer = await insertUser(t.db);
    const order = await orderOf(customer.id);
    const before = await signIn(t.app, customer.email!);
    expect((await t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${before.token}` } })).statusCode).toBe(200);

    const blocked = await post(`/api/operator/customers/${customer.id}/block`, op.headers, { reason: 'chargeback fraud' });
    expect(blocked.statusCode).toBe(200);
    expect(json(blocked).payload).toMatchObject({ id: customer.id, blocked_reason: 'chargeback fraud', blocked_at: expect.any(Number) });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${before.token}` } })).statusCode).toBe(401);

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(json(login)).toMatchObject({ code: 'AUTH_ACCOUNT_BLOCKED', message: 'Your account has been blocked. Please contact support.' });
    expect(login.cookies.find((c) => c.name === 'skins_session')?.value ?? '').toBe('');
    expect(json(await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: customer.email, password: PASSWORD } })).code).toBe('AUTH_ACCOUNT_BLOCKED');
    // Steam sign-in ends in the same createSession (startSession): refused there too.
    await expect(createSession(t.db, { userId: customer.id, kind: 'browser', lifetime })).rejects.toMatchObject({ code: 'AUTH_ACCOUNT_BLOCKED' });
    // A wrong password still gets the usual answer: the block is told only to the account's owner.
    expect(json(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.email, password: 'Wrong123x' } })).code).toBe('AUTH_BAD_CREDENTIALS');
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toEqual(order);

    expect(json(await post(`/api/operator/customers/${customer.id}/block`, op.headers, { reason: 'again' })).code).toBe('OPS_BLOCK_UNCHANGED');
    const unblocked = await post(`/api/operator/customers/${customer.id}/unblock`, op.headers, { reason: 'cleared by the bank' });
    expect(json(unblocked).payload).toMatchObject({ blocked_at: null, blocked_reason: null });
    expect((await signIn(t.app, customer.email!)).userId).toBe(customer.id);

    const steps = await t.db.select().from(auditLog).where(eq(auditLog.targetId, String(customer.id)));
    expect(steps.filter((s) => s.targetType === 'user').map((s) => [s.action, s.actorId, s.after])).toEqual([
      ['customer.block', op.id, { blocked: true, reason: 'chargeback fraud' }],
      ['customer.unblock', op.id, { blocked: false, reason: 'cleared by the bank' }],
    ]);
  });

  it('OPS-84: an operator cannot block himself; a reason is required; an unknown customer is a 404; nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const self = await post(`/api/operator/customers/${op.id}/block`, op.headers, { reason: 'test' });
    expect(self.statusCode).toBe(409);
    expect(json(self).code).toBe('OPS_CANNOT_BLOCK_SELF');
    const customer = await insertUser(t.db);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expect((await post(`/api/operator/customers/${customer.id}/block`, op.headers, body)).statusCode).toBe(422);
    }
    expect((await post('/api/operator/customers/999999/block', op.headers, { reason: 'x' })).statusCode).toBe(404);
    expect(json(await t.app.inject({ url: `/api/operator/customers/${customer.id}`, headers: op.headers })).payload.blocked_at).toBeNull();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, String(customer.id)))).toEqual([]);
  });

  it('OPS-116: the operator adds credits or takes some back through the ledger, with a reason, audited; the balance never goes below 0, even when takes race', async () => {
    const op = await person(t.db, 'operator');
    const customer = await buyer(t.db, 10_00);
    const url = `/api/operator/customers/${customer.id}/adjust-balance`;
    const added = await post(url, op.headers, { amount: 5.5, reason: 'Goodwill for the late delivery' });
    expect([added.statusCode, json(added).message, json(added).payload.balance]).toEqual([200, "The customer's balance was changed.", 15.5]);
    const taken = await post(url, op.headers, { amount: '-0.5', reason: 'Correction' });
    expect(json(taken).payload.balance).toBe(15);
    expect(await balanceAndLedger(t.db, customer.id)).toEqual({ balance: 15_00, ledgerSum: 15_00, ledgerRows: 3 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.adjust_balance'));
    expect(audit.filter((a) => a.targetId === String(customer.id)).map((a) => a.after)).toEqual([
      { balance: 15.5, change: 5.5, reason: 'Goodwill for the late delivery' },
      { balance: 15, change: -0.5, reason: 'Correction' },
    ]);

    for (const [body, field, message] of [
      [{ amount: 5 }, 'reason', 'Give a reason'],
      [{ amount: 0, reason: 'x' }, 'amount', 'The amount must not be 0'],
      [{ amount: 0.001, reason: 'x' }, 'amount', 'The amount must not be 0'],
      [{ amount: 1.234, reason: 'x' }, 'amount', 'Use at most 2 decimals'],
      [{ amount: 'abc', reason: 'x' }, 'amount', 'Enter the amount in credits, negative to take'],
      [{ amount: '', reason: 'x' }, 'amount', 'Enter the amount in credits, negative to take'],
      // Not amounts, though Number() and z.coerce read them (16, 1000 and 1).
      [{ amount: '0x10', reason: 'x' }, 'amount', 'Enter the amount in credits, negative to take'],
      [{ amount: '1e3', reason: 'x' }, 'amount', 'Enter the amount in credits, negative to take'],
      [{ amount: true, reason: 'x' }, 'amount', 'Enter the amount in credits, negative to take'],
    ] as const) {
      const res = await post(url, op.headers, body);
      expect([res.statusCode, json(res).errors?.[field]?.[0] ?? json(res).message], JSON.stringify(body)).toEqual([422, message]);
    }
    const over = await post(url, op.headers, { amount: -15.01, reason: 'Too much' });
    expect([over.statusCode, json(over).code]).toEqual([409, 'OPS_ADJUST_OVERDRAW']);

    // Ten takes of 2 race for 15: seven go through, the balance stays at or above 0 and equals its ledger.
    const results = await Promise.all(Array.from({ length: 10 }, () => post(url, op.headers, { amount: -2, reason: 'Race' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(await balanceAndLedger(t.db, customer.id)).toMatchObject({ balance: 1_00, ledgerSum: 1_00 });
    expect((await post(url, customer.headers, { amount: 5, reason: 'Me' })).statusCode).toBe(403);
    expect(json(await post('/api/operator/customers/999999/adjust-balance', op.headers, { amount: 5, reason: 'x' })).code).toBe('OPS_CUSTOMER_NOT_FOUND');
  });
});
