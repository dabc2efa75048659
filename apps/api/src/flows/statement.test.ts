import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { json } from '../../test/helpers.ts';
import { person } from '../../test/offer-helpers.ts';
import { adjust, buy, profileBalance, refund, statementOf, topUp, type Customer } from '../../test/wallet-helpers.ts';
import { moveBalance } from '../modules/account/index.ts';
import { balanceLedger } from '../modules/account/tables.ts';
import { writeSetting } from '../modules/content/service.ts';
import { listLanguages } from '../modules/i18n/index.ts';
import { withTransaction } from '../lib/transaction.ts';

/** WALLET-1, WALLET-2, WALLET-3, WALLET-4, WALLET-5, WALLET-6, WALLET-7, WALLET-8, WALLET-9: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const langId = async (code: string) => (await listLanguages(s.t.db)).find((l) => l.code === code)!.id;

/** A customer whose balance moved every way the shop moves it, plus an order paid by card. */
async function busyCustomer() {
  const op = await person(s.t.db, 'operator');
  const customer = await buyer(s.t.db);
  const depositId = await topUp(s.t.app, customer, 50, 'mbway');
  const bought = await buy(s.t.app, s.t.db, s.country, customer, 20_00);
  expect((await refund(s.t.app, op, bought.orderId!, 'Skin was damaged', 5)).statusCode).toBe(200);
  expect((await adjust(s.t.app, op, customer.id, -3, 'Fee, "as agreed", for the trade')).statusCode).toBe(200);
  // No route pays a balance out yet; the ledger holds the reason, so the statement must show it.
  await withTransaction({ db: s.t.db }, (tx) => moveBalance(tx, { userId: customer.id, deltaMinor: -2_00, reason: 'payout', refType: 'payout', refId: `p-${customer.id}` }));
  const card = await buy(s.t.app, s.t.db, s.country, customer, 12_00, 'card');
  return { op, customer, depositId, boughtId: bought.orderId!, cardId: card.orderId! };
}

const csvOf = (headers: Record<string, string>, query = '') => s.t.app.inject({ url: `/api/user/statement.csv${query ? `?${query}` : ''}`, headers });

describe('wallet statement', () => {
  it('WALLET-1, WALLET-2, WALLET-3: every movement of the balance and the card payment, newest first, each with its order, method, reason and a running balance ending at the profile balance', async () => {
    const { customer, boughtId, cardId } = await busyCustomer();
    const { status, body } = await statementOf(s.t.app, customer.headers);
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    const rows = body.payload.rows;
    expect(rows.map((r: { kind: string }) => r.kind)).toEqual(['direct_payment', 'payout', 'adjustment', 'refund', 'purchase', 'top_up']);
    expect(rows).toMatchObject([
      { kind: 'direct_payment', amount: -12, balance_after: 30, currency: 'EUR', moves_balance: false, order_id: cardId, payment_method: 'card', status: 'success', reason: null, description: `Order #${cardId} paid directly` },
      { kind: 'payout', amount: -2, balance_after: 30, moves_balance: true, order_id: null, description: 'Payout from the balance' },
      { kind: 'adjustment', amount: -3, balance_after: 32, reason: 'Fee, "as agreed", for the trade', description: 'Balance adjustment by the shop' },
      { kind: 'refund', amount: 5, balance_after: 35, order_id: boughtId, description: `Refund of order #${boughtId} to the balance` },
      { kind: 'purchase', amount: -20, balance_after: 30, order_id: boughtId, payment_method: 'balance', description: `Order #${boughtId} paid from the balance` },
      { kind: 'top_up', amount: 50, balance_after: 50, payment_method: 'mbway', order_id: null, status: 'success', description: 'Balance top-up' },
    ]);
    expect(rows[0].created_at).toBeGreaterThanOrEqual(rows.at(-1).created_at);
    expect(body.payload).toMatchObject({ page: 1, has_more: false, balance: 30, balance_currency: 'Credits' });
    expect(await profileBalance(s.t.app, customer.headers)).toBe(30);
    const moving = rows.filter((r: { moves_balance: boolean }) => r.moves_balance);
    expect(moving.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(30);
  });

  it('WALLET-2: descriptions and the CSV header are in the language of the request', async () => {
    const { customer, boughtId } = await busyCustomer();
    const de = (await statementOf(s.t.app, customer.headers, `lang_id=${await langId('de')}`)).body.payload.rows;
    expect(de.find((r: { kind: string }) => r.kind === 'purchase').description).toBe(`Bestellung #${boughtId} mit Guthaben bezahlt`);
    const csv = await csvOf(customer.headers, `lang_id=${await langId('pl')}`);
    expect(csv.body.split('\r\n')[0]).toBe('Data,Rodzaj,Opis,Kwota,Waluta,Saldo,Zamówienie,Rodzaj płatności,Status,Powód');
  });

  it('WALLET-5: the kind filter and the date range keep only the matching rows', async () => {
    const { customer } = await busyCustomer();
    const kinds = async (query: string) => (await statementOf(s.t.app, customer.headers, query)).body.payload.rows.map((r: { kind: string }) => r.kind);
    expect(await kinds('kind=top_up')).toEqual(['top_up']);
    expect(await kinds('kind=direct_payment')).toEqual(['direct_payment']);
    expect(await kinds('kind=adjustment')).toEqual(['adjustment']);
    expect(await kinds(`from=${today()}&to=${today()}`)).toHaveLength(6);
    expect(await kinds(`from=${dayOffset(1)}`)).toEqual([]);
    expect(await kinds(`to=${dayOffset(-1)}`)).toEqual([]);
    // A row of last week is kept by a range that holds last week only.
    const [oldest] = await s.t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.id)).orderBy(balanceLedger.id).limit(1);
    await s.t.db.update(balanceLedger).set({ createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(balanceLedger.id, oldest!.id));
    expect(await kinds(`from=${dayOffset(-8)}&to=${dayOffset(-6)}`)).toEqual(['top_up']);
    expect(await kinds(`from=${today()}&kind=top_up`)).toEqual([]);
  });

  it('WALLET-5: a bad kind, date or page is a 422 (the shop bad-input answer) that names it, for the page and the CSV alike', async () => {
    const customer = await buyer(s.t.db);
    const cases: [string, string][] = [
      ['kind=gift', 'kind: Choose one of: top_up, purchase, refund, adjustment, payout, direct_payment, offer_payout'],
      ['from=31.01.2026', 'from: Use a date like 2026-01-31'],
      ['to=2026-02-30', 'to: This date does not exist'],
      ['from=2026-03-02&to=2026-03-01', 'from: The start date is after the end date'],
      ['page=0', 'The page starts at 1'],
      ['page=abc', 'The page must be a number'],
      ['page=251', 'The page is at most 250'],
      ['per_page=51', 'per_page is at most 50'],
    ];
    for (const [query, message] of cases) {
      const res = await statementOf(s.t.app, customer.headers, query);
      expect([res.status, res.body.code, res.body.message], query).toEqual([422, 'COMMON_BAD_INPUT', message]);
      expect((await csvOf(customer.headers, query)).statusCode, query).toBe(422);
    }
  });

  it('WALLET-6: pages of 20 (or per_page), newest first, without a row twice; has_more says when an older page exists', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await buyer(s.t.db);
    for (let n = 1; n <= 23; n += 1) expect((await adjust(s.t.app, op, customer.id, n, `credit ${n}`)).statusCode).toBe(200);
    const first = (await statementOf(s.t.app, customer.headers)).body.payload;
    const second = (await statementOf(s.t.app, customer.headers, 'page=2')).body.payload;
    expect([first.rows.length, first.has_more, second.rows.length, second.has_more]).toEqual([20, true, 3, false]);
    expect([...first.rows, ...second.rows].map((r: { reason: string }) => r.reason)).toEqual(Array.from({ length: 23 }, (_, i) => `credit ${23 - i}`));
    expect(first.rows[0].balance_after).toBe(first.balance);
    expect((await statementOf(s.t.app, customer.headers, 'page=3')).body.payload).toMatchObject({ rows: [], has_more: false });
    const small = (await statementOf(s.t.app, customer.headers, 'per_page=5&page=5')).body.payload;
    expect([small.rows.map((r: { reason: string }) => r.reason), small.has_more]).toEqual([['credit 3', 'credit 2', 'credit 1'], false]);
  });

  it('WALLET-7, WALLET-8: the CSV download has a header row, the same rows as the filters, RFC 4180 quoting and no formula a spreadsheet would run', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await buyer(s.t.db);
    await topUp(s.t.app, customer, 30);
    expect((await adjust(s.t.app, op, customer.id, 1, '=HYPERLINK("http://evil.example","win")')).statusCode).toBe(200);
    expect((await adjust(s.t.app, op, customer.id, -2, '@SUM(A1)\nsecond line')).statusCode).toBe(200);
    expect((await adjust(s.t.app, op, customer.id, 3, '+1, -1')).statusCode).toBe(200);
    const res = await csvOf(customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${today()}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Description,Amount,Currency,Balance,Order,Payment type,Status,Reason');
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Adjustment,Balance adjustment by the shop,3,Credits,32,,,Success,"'\+1, -1"$/);
    expect(res.body).toContain(`,-2,Credits,29,,,Success,"'@SUM(A1)\r\nsecond line"`.replace('\r\n', '\n'));
    expect(res.body).toContain(`,1,Credits,31,,,Success,"'=HYPERLINK(""http://evil.example"",""win"")"`);
    expect(res.body).toContain(',Top-up,Balance top-up,30,Credits,30,,card,Success,');
    const onlyTopUps = (await csvOf(customer.headers, 'kind=top_up')).body.split('\r\n').filter(Boolean);
    expect(onlyTopUps).toHaveLength(2);
  });

  it('WALLET-4: the reason of an adjustment is shown, the one applied at once and the four-eyes one once a second operator approved it', async () => {
    await writeSetting(s.t.db, 'balance_adjust_review_above', 100);
    try {
      const [asker, approver] = [await person(s.t.db, 'operator'), await person(s.t.db, 'operator')];
      const customer = await buyer(s.t.db);
      expect((await adjust(s.t.app, asker, customer.id, 7, 'Sorry for the late trade')).statusCode).toBe(200);
      const asked = json(await adjust(s.t.app, asker, customer.id, 150, 'Lost skin replaced'));
      expect((await statementOf(s.t.app, customer.headers)).body.payload.rows.map((r: { reason: string }) => r.reason)).toEqual(['Sorry for the late trade']);
      const approve = await s.t.app.inject({ method: 'POST', url: `/api/operator/balance-changes/${asked.pending_change.id}/approve`, headers: approver.headers, payload: {} });
      expect(approve.statusCode, approve.body).toBe(200);
      const rows = (await statementOf(s.t.app, customer.headers)).body.payload.rows;
      expect(rows.map((r: { reason: string; amount: number }) => [r.amount, r.reason])).toEqual([[150, 'Lost skin replaced'], [7, 'Sorry for the late trade']]);
    } finally {
      await writeSetting(s.t.db, 'balance_adjust_review_above', null);
    }
  });

  it("WALLET-9: a customer sees only their own rows; a guest gets 401", async () => {
    const { customer: busy } = await busyCustomer();
    const other: Customer = await buyer(s.t.db);
    expect((await statementOf(s.t.app, other.headers)).body.payload).toMatchObject({ rows: [], balance: 0, has_more: false });
    expect((await csvOf(other.headers)).body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await statementOf(s.t.app, busy.headers)).body.payload.rows).toHaveLength(6);
    const guest = await s.t.app.inject({ url: '/api/user/statement' });
    expect([guest.statusCode, json(guest).status]).toEqual([401, 'error']);
    expect((await s.t.app.inject({ url: '/api/user/statement.csv' })).statusCode).toBe(401);
  });
});
