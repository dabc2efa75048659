import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, asBearer, insertUser, linkIn, mailTo, sessionFor } from '../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { fullAccount, mailCtxOf, readZip, SEALED_DETAILS } from '../../test/personal-data-helpers.ts';
import { mailLog } from '../modules/mail/tables.ts';
import { personalDataExports } from '../modules/privacy/tables.ts';
import { runPersonalDataSweep } from './personal-data-export.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const ask = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/user/personal-data', headers });
const latest = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/personal-data', headers });
const download = (url: string) => t.app.inject({ url: url.replace('http://localhost:3000', '') });
const sweep = (now = new Date()) => runPersonalDataSweep(mailCtxOf(t.db), now);

/** The person asks, the sweep builds, and the link of the mail it sends. */
async function askAndBuild(account: { user: { email: string | null }; headers: Record<string, string> }): Promise<string> {
  expect((await ask(account.headers)).statusCode).toBe(200);
  await sweep();
  const [mail] = (await mailTo(t.db, account.user.email!)).filter((m) => m.kind === 'personal_data_ready').slice(-1);
  return linkIn(mail!.text);
}

describe('download my data (GDPR art. 15, 20)', () => {
  it('GDPR-2: when a customer asks for their data, then the request waits for the sweep, and asking again answers the same request', async () => {
    const customer = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, customer.id));
    expect(json(await latest(headers)).payload).toBeNull();
    const first = await ask(headers);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ message: 'We are preparing your data. We will email you a link to download it.', payload: { state: 'pending', expires_at: null } });
    await ask(headers);
    expect(await t.db.select().from(personalDataExports).where(eq(personalDataExports.userId, customer.id))).toHaveLength(1);
    expect(json(await latest(headers)).payload).toMatchObject({ state: 'pending' });
  });

  it('GDPR-2: when a guest asks, then 401; when the account has no email to mail the link to, then 422 ACCOUNT_EMAIL_MISSING and nothing is queued', async () => {
    expect((await ask({})).statusCode).toBe(401);
    const steamOnly = await insertUser(t.db, { email: null, steamid: `7656119${String(Date.now()).slice(-10)}`, passwordHash: null });
    const res = await ask(asBearer(await sessionFor(t.db, steamOnly.id)));
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'ACCOUNT_EMAIL_MISSING' });
    expect(await t.db.select().from(personalDataExports).where(eq(personalDataExports.userId, steamOnly.id))).toEqual([]);
  });

  it('GDPR-3: when the sweep runs, then it builds the file, marks the request ready and mails a one-time link that the mail log does not keep', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const link = await askAndBuild(account);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/user\/personal-data\/download\?token=[\w-]{43}$/);
    expect(json(await latest(account.headers)).payload).toMatchObject({ state: 'ready', expires_at: expect.any(Number) });
    const [logged] = await t.db.select().from(mailLog).where(and(eq(mailLog.userId, account.user.id), eq(mailLog.kind, 'personal_data_ready')));
    expect(logged!.text).not.toContain(link);
    expect(logged!.oneTimeLink).toBe(true);
  });

  it('GDPR-1: the file is a zip of one JSON with every table and a CSV per table: profile, sessions, orders, payments, statement, offers, payouts (IBAN as its last 4), watchlist, support, consents', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const res = await download(await askAndBuild(account));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = readZip(res.rawPayload);
    const data = JSON.parse(files.get('personal-data.json')!);
    const names = ['profile', 'sessions', 'known_devices', 'balance_statement', 'consents', 'orders', 'order_items', 'top_ups', 'payments', 'offers', 'payouts', 'watchlist', 'support_messages', 'support_replies'];
    expect(Object.keys(data.tables)).toEqual(names);
    for (const name of names) expect(files.has(`${name}.csv`)).toBe(true);
    const { tables } = data;
    expect(data.account_id).toBe(account.user.id);
    expect(tables.profile).toMatchObject([{ id: account.user.id, email: account.user.email, name: 'Ana', surname: 'Silva', address: 'Rua Augusta 1', steam_id: account.user.steamid, balance_minor: 0 }]);
    expect(tables.sessions).toHaveLength(1);
    expect(tables.orders).toMatchObject([{ id: account.orderId, status: 'completed', total_minor: 1500, currency: 'EUR', email: account.user.email }]);
    expect(tables.order_items).toMatchObject([{ order_id: account.orderId, title: 'AWP | Asiimov', price_minor: 1500 }]);
    expect(tables.top_ups).toMatchObject([{ status: 'success', amount_minor: 2000 }]);
    expect(tables.payments.map((p: { order_id: number | null }) => p.order_id)).toEqual([account.orderId, null]);
    expect(tables.balance_statement.map((l: { delta_minor: number }) => l.delta_minor)).toEqual([2000, -2000]);
    expect(tables.offers).toMatchObject([{ id: account.offerId, status: 'approved' }]);
    expect(tables.payouts).toMatchObject([{ id: account.payoutId, account_last4: '3000', amount_minor: 2500 }]);
    expect(tables.watchlist).toHaveLength(2);
    expect(tables.support_messages).toMatchObject([{ topic: 'Delivery', message: 'Where is my AWP? My phone is +351912345678.' }]);
    expect(tables.support_replies).toMatchObject([{ message: 'Hello Ana, it is on its way.' }]);
    expect(tables.consents.map((c: { consent: string }) => c.consent)).toEqual(['terms_and_privacy_policy', 'cookies']);
    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(SEALED_DETAILS);
    expect(everything).not.toContain('DE89370400440532013000');
    expect(everything).not.toContain(account.user.passwordHash!);
    expect(files.get('orders.csv')!.split('\r\n')[0]).toMatch(/^id,kind,status,payment_method,/);
  });

  it('GDPR-4: when the link is opened a second time, then 410 PRIVACY_DOWNLOAD_LINK_INVALID and the file is gone from the database', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const link = await askAndBuild(account);
    expect((await download(link)).statusCode).toBe(200);
    const again = await download(link);
    expect(again.statusCode).toBe(410);
    expect(json(again)).toMatchObject({ code: 'PRIVACY_DOWNLOAD_LINK_INVALID', message: 'This download link is invalid, has expired or was already used. Ask for your data again in your account.' });
    const [row] = await t.db.select().from(personalDataExports).where(eq(personalDataExports.userId, account.user.id));
    expect(row).toMatchObject({ state: 'downloaded', file: null, tokenHash: null });
    expect(json(await latest(account.headers)).payload).toMatchObject({ state: 'downloaded' });
  });

  it('GDPR-4: when the link is older than 48 hours, or made up, then 410 and the expired file is dropped by the sweep', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const link = await askAndBuild(account);
    await sweep(new Date(Date.now() + 49 * 60 * 60 * 1000));
    expect((await download(link)).statusCode).toBe(410);
    const [row] = await t.db.select().from(personalDataExports).where(eq(personalDataExports.userId, account.user.id));
    expect(row).toMatchObject({ state: 'expired', file: null });
    expect((await download('/api/user/personal-data/download?token=made-up')).statusCode).toBe(410);
    expect((await download('/api/user/personal-data/download')).statusCode).toBe(422);
  });

  it('GDPR-4: when a new file is built, then the link of the older one stops working', async () => {
    const account = await fullAccount(t.db, mailCtxOf(t.db));
    const older = await askAndBuild(account);
    const newer = await askAndBuild(account);
    expect(newer).not.toBe(older);
    expect((await download(older)).statusCode).toBe(410);
    expect((await download(newer)).statusCode).toBe(200);
  });
});
