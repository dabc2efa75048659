import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, PASSWORD, asBearer, asBrowser, insertUser, mailTo, sessionFor, setCookies, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { insertOffer, insertPayout, person } from '../../test/offer-helpers.ts';
import { fullAccount, mailCtxOf } from '../../test/personal-data-helpers.ts';
import { balanceLedger, sessions, users } from '../modules/account/tables.ts';
import { auditLog } from '../modules/audit/tables.ts';
import { orders } from '../modules/checkout/tables.ts';
import { mailLog } from '../modules/mail/tables.ts';
import { deposits } from '../modules/payments/tables.ts';
import { offers } from '../modules/offers/tables.ts';
import { payouts } from '../modules/payouts/tables.ts';
import { supportMessages, supportReplies } from '../modules/support/tables.ts';
import { watchedItems, watchedNames } from '../modules/watchlist/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const deleteAccount = (headers: Record<string, string>, payload: object = { current_password: PASSWORD }) => t.app.inject({ method: 'POST', url: '/api/user/delete-account', headers, payload });
const erase = (headers: Record<string, string>, id: number, payload: object = { reason: 'Asked by email on 4 December' }) =>
  t.app.inject({ method: 'POST', url: `/api/operator/customers/${id}/erase`, headers, payload });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const count = async (table: typeof sessions | typeof watchedItems | typeof watchedNames, id: number) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, id)))[0]!.n;

/** A customer with nothing open and a password session; `seed` gives them what a refusal needs. */
async function customer(balanceMinor = 0) {
  const user = await insertUser(t.db, { balanceMinor });
  return { user, headers: asBearer(await sessionFor(t.db, user.id)) };
}

describe('delete my account (GDPR art. 17)', () => {
  it('GDPR-5: when the request has no password or a wrong one, then 422 and the account stays as it was', async () => {
    const { user, headers } = await customer();
    const none = await deleteAccount(headers, {});
    expect(none.statusCode).toBe(422);
    expect(json(none)).toMatchObject({ code: 'ACCOUNT_REAUTH_REQUIRED', errors: { current_password: ['Enter your current password to confirm this change.'] } });
    const wrong = await deleteAccount(headers, { current_password: 'Wrong1234' });
    expect(json(wrong)).toMatchObject({ code: 'ACCOUNT_WRONG_PASSWORD' });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, erasedAt: null });
    expect((await deleteAccount({}, {})).statusCode).toBe(401);
  });

  it('GDPR-5: when a balance, an unfinished order, a waiting top-up, an offer in progress or a processing payout exists, then 409 with that reason and nothing is erased', async () => {
    const rich = await customer(500);
    const cases: [Awaited<ReturnType<typeof customer>>, string, string][] = [[rich, 'ACCOUNT_DELETE_BALANCE_LEFT', 'The account still has a balance. It can be deleted once the balance is spent or paid out.']];
    const ordering = await customer();
    await t.db.insert(orders).values({ userId: ordering.user.id, status: 'processing', paymentMethod: 'card', directPayment: true, subtotalCents: 100, totalCents: 100, tradeUrl: 'x', name: 'A', surname: 'B', email: 'a@b.co', phone: '1', city: 'c', address: 'a', postCode: 'p' });
    cases.push([ordering, 'ACCOUNT_DELETE_ORDER_OPEN', 'The account has an order that is not finished yet. It can be deleted once the order is delivered, cancelled or refunded.']);
    const toppingUp = await customer();
    await t.db.insert(deposits).values({ userId: toppingUp.user.id, amountCents: 1000, currency: 'EUR', amountInCurrencyMinor: 1000, internalAmountMinor: 1000, status: 'pending', contact: {} });
    cases.push([toppingUp, 'ACCOUNT_DELETE_TOP_UP_OPEN', 'A top-up of the balance is still waiting for its payment. The account can be deleted once it is paid or cancelled.']);
    const selling = await customer();
    await insertOffer(t.db, selling.user.id, 'offer');
    cases.push([selling, 'ACCOUNT_DELETE_OFFER_OPEN', 'The account has a sell offer in progress. It can be deleted once the offer is finished or declined.']);
    const paidOut = await customer();
    await insertPayout(t.db, paidOut.user, { method: 'sepa', status: 'processing', amountMinor: 900, at: new Date() });
    await t.db.update(offers).set({ status: 'approved' }).where(eq(offers.userId, paidOut.user.id));
    cases.push([paidOut, 'ACCOUNT_DELETE_PAYOUT_OPEN', 'A payout of the account is still being processed. It can be deleted once the payout is settled.']);
    for (const [who, code, message] of cases) {
      const res = await deleteAccount(who.headers);
      expect(res.statusCode, code).toBe(409);
      expect(json(res)).toMatchObject({ code, message });
      expect(await userRow(who.user.id)).toMatchObject({ email: who.user.email, erasedAt: null });
      expect(await count(sessions, who.user.id)).toBe(1);
    }
  });

  it('GDPR-5: when a staff account asks, then 409 ACCOUNT_DELETE_STAFF', async () => {
    const staff = await insertUser(t.db, { role: 'operator', twoFactor: false });
    const res = await deleteAccount(asBearer(await sessionFor(t.db, staff.id)));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'ACCOUNT_DELETE_STAFF' });
  });

  it('GDPR-6, GDPR-7: when the account is deleted, then the person is erased everywhere and the orders, ledger, payments and payouts stay under the anonymous account', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const browser = await signIn(t.app, account.user.email!);
    const ledgerBefore = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, account.user.id));
    const res = await deleteAccount(asBrowser(browser));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: 'Your account has been deleted.' });
    expect(setCookies(res).skins_session).toBe('');

    const row = await userRow(account.user.id);
    expect(row).toMatchObject({ email: null, passwordHash: null, name: '', surname: '', phone: null, phoneE164: null, address: null, city: null, postCode: null, steamTradeLink: null, steamid: null, totpSecretSealed: null, balanceMinor: 0 });
    expect(row.erasedAt).toBeInstanceOf(Date);
    expect(await count(sessions, account.user.id)).toBe(0);
    expect(await count(watchedItems, account.user.id)).toBe(0);
    expect(await count(watchedNames, account.user.id)).toBe(0);
    expect(await t.db.select().from(supportMessages).where(eq(supportMessages.id, account.messageId))).toEqual([]);
    expect(await t.db.select().from(supportReplies).where(eq(supportReplies.messageId, account.messageId))).toEqual([]);
    for (const mail of await t.db.select().from(mailLog).where(eq(mailLog.userId, account.user.id))) expect(mail).toMatchObject({ to: '[erased]', text: '' });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, account.orderId));
    expect(order).toMatchObject({ userId: account.user.id, status: 'completed', totalCents: 1500, name: '', surname: '', email: '', phone: '', address: '', tradeUrl: '', steamId: null });
    expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, account.user.id))).toEqual(ledgerBefore);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, account.payoutId));
    expect(payout).toMatchObject({ userId: account.user.id, status: 'approved', amountMinor: 2500, accountLast4: '3000', holderName: null, bankDetailsSealed: null, contact: {} });
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, account.offerId));
    expect(offer).toMatchObject({ status: 'approved', itemUrl: '' });
    for (const topUp of await t.db.select().from(deposits).where(eq(deposits.userId, account.user.id))) expect(topUp).toMatchObject({ status: 'success', contact: {} });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.targetId, String(account.user.id))));
    expect(audit).toMatchObject({ actorId: account.user.id, targetType: 'user', after: { erased: true } });
    expect(JSON.stringify(audit)).not.toContain(account.user.email!);
  });

  it('GDPR-8: when the account is deleted, then its sessions no longer work and signing in again fails like an unknown email', async () => {
    const { user, headers } = await customer();
    const other = asBearer(await sessionFor(t.db, user.id));
    expect((await deleteAccount(headers)).statusCode).toBe(200);
    for (const h of [headers, other]) expect((await t.app.inject({ url: '/api/user/profile', headers: h })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(422);
    expect(json(login)).toMatchObject({ code: 'AUTH_BAD_CREDENTIALS' });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email: user.email } })).statusCode).toBe(200);
    expect(await mailTo(t.db, user.email!)).toEqual([]);
  });
});

describe('the operator erases a customer on request (GDPR art. 17)', () => {
  it('GDPR-9: when the owner erases a customer with a reason, then the customer is erased, the step audited, and the customer page says when', async () => {
    const owner = await person(t.db, 'operator');
    const { user } = await customer();
    const res = await erase(owner.headers, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: "The customer's personal data were erased." });
    expect(await userRow(user.id)).toMatchObject({ email: null, name: '' });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.erase'), eq(auditLog.targetId, String(user.id))));
    expect(audit).toMatchObject({ actorId: owner.id, after: { erased: true, reason: 'Asked by email on 4 December' } });
    const page = json(await t.app.inject({ url: `/api/operator/customers/${user.id}`, headers: owner.headers }));
    expect(page.payload).toMatchObject({ id: user.id, email: null, erased_at: expect.any(Number) });
    const again = await erase(owner.headers, user.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'ACCOUNT_ALREADY_ERASED' });
  });

  it('GDPR-9: when the reason is missing, the customer unknown, has a balance, or the operator is not an owner, then the erasure is refused and nothing changes', async () => {
    const owner = await person(t.db, 'operator');
    const { user } = await customer(700);
    expect((await erase(owner.headers, user.id, {})).statusCode).toBe(422);
    expect(json(await erase(owner.headers, 99_999_999))).toMatchObject({ code: 'OPS_CUSTOMER_NOT_FOUND' });
    expect(json(await erase(owner.headers, user.id))).toMatchObject({ code: 'ACCOUNT_DELETE_BALANCE_LEFT' });
    const support = await person(t.db, 'operator');
    await t.db.update(users).set({ staffRole: 'support' }).where(eq(users.id, support.id));
    const refused = await erase(support.headers, user.id);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'STAFF_ROLE_FORBIDDEN' });
    expect((await erase({}, user.id)).statusCode).toBe(401);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, erasedAt: null, balanceMinor: 700 });
  });
});
