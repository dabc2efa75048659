import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertItems } from '../../../test/factories.ts';
import { insertOffer, person, useOffersApp } from '../../../test/offer-helpers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { exportRows } from '../../db/export-rows.ts';
import { csvCell, csvMoney, csvText } from '../../lib/csv.ts';
import { auditLog } from '../audit/tables.ts';
import { orders } from '../checkout/tables.ts';
import { payouts } from '../payouts/tables.ts';
import { writeSetting } from '../content/service.ts';

const s = useOffersApp();

const contact = { name: 'Ann', surname: 'Buyer', email: 'ann@example.com', phone: '+351912345678', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' };

/** RFC 4180 back into rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The CSV as objects by the header's names. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

async function insertOrder(db: DbOrTx, userId: number, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db
    .insert(orders)
    .values({ userId, status: 'completed', paymentMethod: 'balance', directPayment: false, subtotalCents: 2499, totalCents: 2499, tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a', paidAt: new Date(), ...contact, ...values })
    .returning();
  return row!;
}

const get = (url: string, headers: Record<string, string>) => s.t.app.inject({ url, headers });

describe('the CSV of the back office lists (issue 47)', () => {
  it('OPS-145: a list export is text/csv, an attachment named by list and UTC day, never cached, and says it was not cut', async () => {
    const op = await person(s.t.db, 'operator');
    const res = await get('/api/operator/orders.csv', op.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-export-truncated']).toBe('false');
    expect(res.body.split('\r\n')[0]).toBe('id,created_at,user_id,email,kind,status,payment_method,currency,total,refunded,refunded_at,refunded_to,refund_reason,paid_at,trade_url');
  });

  it('OPS-145: every list export is for operators only: a guest 401, a customer 403', async () => {
    const customer = await person(s.t.db);
    for (const list of ['orders', 'customers', 'offers', 'payouts', 'items', 'audit']) {
      expect((await s.t.app.inject({ url: `/api/operator/${list}.csv` })).statusCode, list).toBe(401);
      expect((await get(`/api/operator/${list}.csv`, customer.headers)).statusCode, list).toBe(403);
    }
  });

  it('OPS-145: cells with commas, quotes and line breaks are quoted (RFC 4180), and a text that a spreadsheet would run is guarded by an apostrophe', async () => {
    const op = await person(s.t.db, 'operator');
    const buyer = await person(s.t.db);
    const order = await insertOrder(s.t.db, buyer.id, { refundedCents: 100, refundedAt: new Date(), refundedTo: 'balance', refundReason: '=HYPERLINK("http://evil"), said "no"\r\nsecond line' });
    const res = await get(`/api/operator/orders.csv?q=${order.id}`, op.headers);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil""), said ""no""\r\nsecond line"`);
    const [row] = records(res.body);
    expect(row!.refund_reason).toBe(`'=HYPERLINK("http://evil"), said "no"\r\nsecond line`);
    for (const text of ['+1', '-cmd', '@SUM(A1)', '\tx']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('OPS-146: money is a decimal string with two places beside a currency column, never guarded', () => {
    expect([csvMoney(2499), csvMoney(5), csvMoney(100000), csvMoney(-350), csvMoney(null)]).toEqual([{ decimal: '24.99' }, { decimal: '0.05' }, { decimal: '1000.00' }, { decimal: '-3.50' }, null]);
    expect(csvText(['amount'], [[csvMoney(-350)]])).toBe('amount\r\n-3.50\r\n');
  });

  it('OPS-147: an export holds at most the cap and says it was cut with X-Export-Truncated: true', async () => {
    const op = await person(s.t.db, 'operator');
    const action = `test.cap.${Date.now()}`;
    // The audit log is append-only (its rows cannot be deleted): first exactly the cap, then one more.
    await s.t.db.execute(sql`INSERT INTO ${auditLog} (action, target_type, target_id) SELECT ${action}, 'test', g::text FROM generate_series(1, 50000) AS g`);
    const whole = await get(`/api/operator/audit.csv?action=${action}`, op.headers);
    expect([whole.headers['x-export-truncated'], whole.headers['x-export-rows'], whole.body.split('\r\n').filter(Boolean).length]).toEqual(['false', '50000', 50_001]);
    await s.t.db.insert(auditLog).values({ action, targetType: 'test', targetId: '50001' });
    const cut = await get(`/api/operator/audit.csv?action=${action}`, op.headers);
    expect(cut.headers['x-export-truncated']).toBe('true');
    expect(cut.headers['x-export-rows']).toBe('50000');
    const lines = cut.body.split('\r\n').filter(Boolean);
    expect(lines.length).toBe(50_001);
    // The newest first, as the list: the one left out is the oldest.
    expect([lines[1]!.split(',')[6], lines.at(-1)!.split(',')[6]]).toEqual(['50001', '2']);
    // The helper's own cap: one more row read tells a cut list from one exactly the cap long.
    const list = { where: sql`${auditLog.action} = 'customer.block'`, ordered: s.t.db.select().from(auditLog).$dynamic() };
    expect((await exportRows(list, 0)).truncated).toBe(false);
  }, 120_000);

  it('OPS-148: the orders CSV honours the search and status of the list, totals and refunds in EUR', async () => {
    const op = await person(s.t.db, 'operator');
    const buyer = await person(s.t.db);
    const email = `csv-orders-${Date.now()}@example.com`;
    const done = await insertOrder(s.t.db, buyer.id, { email, totalCents: 2499, refundedCents: 1000, refundedAt: new Date('2030-01-02T03:04:05Z'), refundedTo: 'card' });
    await insertOrder(s.t.db, buyer.id, { email, status: 'cancelled', totalCents: 500, paidAt: null });
    await insertOrder(s.t.db, buyer.id, { email: 'someone-else@example.com' });
    const all = records((await get(`/api/operator/orders.csv?q=${email}`, op.headers)).body);
    expect(all.map((r) => r.status)).toEqual(['cancelled', 'completed']);
    const completed = records((await get(`/api/operator/orders.csv?q=${email}&status=completed&page=3`, op.headers)).body);
    expect(completed).toEqual([expect.objectContaining({ id: String(done.id), email, currency: 'EUR', total: '24.99', refunded: '10.00', refunded_at: '2030-01-02T03:04:05.000Z', refunded_to: 'card' })]);
  });

  it('OPS-149: the customers CSV honours the search and the blocked filter, the balance in the internal currency', async () => {
    const op = await person(s.t.db, 'operator');
    await writeSetting(s.t.db, 'internal_currency', { name: 'Coins', image: '/img/coins.svg', exchange_rate_eur: 1 });
    const tag = `csvcust${Date.now()}`;
    const open = await person(s.t.db);
    const blocked = await person(s.t.db);
    await s.t.db.execute(sql`UPDATE users SET email = ${`${tag}-open@example.com`}, balance_minor = 1234 WHERE id = ${open.id}`);
    await s.t.db.execute(sql`UPDATE users SET email = ${`${tag}-blocked@example.com`} WHERE id = ${blocked.id}`);
    await s.t.db.execute(sql`UPDATE users SET blocked_at = now(), blocked_reason = 'test' WHERE id = ${blocked.id}`);
    const all = records((await get(`/api/operator/customers.csv?q=${tag}`, op.headers)).body);
    expect(all.map((r) => r.id)).toEqual([String(blocked.id), String(open.id)]);
    expect(all[1]).toMatchObject({ email: `${tag}-open@example.com`, currency: 'Coins', balance: '12.34', blocked_at: '' });
    const onlyBlocked = records((await get(`/api/operator/customers.csv?q=${tag}&blocked=true`, op.headers)).body);
    expect(onlyBlocked.map((r) => r.id)).toEqual([String(blocked.id)]);
    expect(onlyBlocked[0]!.blocked_at).not.toBe('');
  });

  it('OPS-150: the offers CSV honours the status and search of the list, prices in the offer\'s currency', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const title = `CSV Offer ${Date.now()}`;
    const pending = await insertOffer(s.t.db, seller.id, 'pending', { title, userPriceMinor: 3050 });
    await insertOffer(s.t.db, seller.id, 'awaiting_item', { title, currency: 'PLN' });
    const all = records((await get(`/api/operator/offers.csv?q=${encodeURIComponent(title)}`, op.headers)).body);
    expect(all.map((r) => [r.status, r.currency])).toEqual([
      ['awaiting_item', 'PLN'],
      ['pending', 'EUR'],
    ]);
    const only = records((await get(`/api/operator/offers.csv?q=${encodeURIComponent(title)}&status=pending`, op.headers)).body);
    expect(only).toEqual([expect.objectContaining({ id: String(pending.id), user_email: seller.email, user_price: '30.50', service_price: '', title })]);
  });

  it('OPS-151: the payouts CSV honours the status of the list, each amount in its payout\'s currency', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const a = await insertOffer(s.t.db, seller.id, 'payout_processing');
    const b = await insertOffer(s.t.db, seller.id, 'failed');
    const [paying] = await s.t.db.insert(payouts).values({ offerId: a.id, userId: seller.id, method: 'sepa', amountMinor: 2500, currency: 'EUR', contact }).returning();
    const [failed] = await s.t.db.insert(payouts).values({ offerId: b.id, userId: seller.id, method: 'card', amountMinor: 999, currency: 'PLN', contact, status: 'failed', message: 'Declined, "card"' }).returning();
    const processing = records((await get('/api/operator/payouts.csv?status=processing', op.headers)).body);
    expect(processing.every((r) => r.status === 'processing')).toBe(true);
    expect(processing).toContainEqual(expect.objectContaining({ id: String(paying!.id), user_email: seller.email, currency: 'EUR', amount: '25.00', method: 'sepa' }));
    const failedRows = records((await get('/api/operator/payouts.csv?status=failed', op.headers)).body);
    expect(failedRows.map((r) => r.id)).toContain(String(failed!.id));
    expect(failedRows.find((r) => r.id === String(failed!.id))).toMatchObject({ currency: 'PLN', amount: '9.99', message: 'Declined, "card"' });
    expect(failedRows.map((r) => r.id)).not.toContain(String(paying!.id));
  });

  it('OPS-152: the catalogue CSV honours the search and status of the list, prices in EUR', async () => {
    const op = await person(s.t.db, 'operator');
    const title = `CSV Skin ${Date.now()}`;
    const [available, withdrawn] = await insertItems(s.t.db, [
      { title: `${title} A`, priceCents: 1999, oldPriceCents: 2500 },
      { title: `${title} B`, priceCents: 500, status: 'withdrawn' },
    ]);
    const all = records((await get(`/api/operator/items.csv?search=${encodeURIComponent(title)}`, op.headers)).body);
    expect(all.map((r) => r.id)).toEqual([String(withdrawn!.id), String(available!.id)]);
    expect(all[1]).toMatchObject({ title: `${title} A`, currency: 'EUR', price: '19.99', old_price: '25.00', status: 'available' });
    const only = records((await get(`/api/operator/items.csv?search=${encodeURIComponent(title)}&status=withdrawn`, op.headers)).body);
    expect(only.map((r) => r.id)).toEqual([String(withdrawn!.id)]);
  });

  it('OPS-153: the audit CSV honours the action, target and actor filters, before and after as JSON', async () => {
    const op = await person(s.t.db, 'operator');
    const other = await person(s.t.db, 'operator');
    const action = `test.audit.${Date.now()}`;
    await s.t.db.insert(auditLog).values([
      { actorId: op.id, action, targetType: 'order', targetId: '1', before: { status: 'a' }, after: { status: 'b', note: 'x,y' } },
      { actorId: other.id, action, targetType: 'order', targetId: '2' },
      { actorId: op.id, action, targetType: 'offer', targetId: '1' },
    ]);
    const all = records((await get(`/api/operator/audit.csv?action=${action}`, op.headers)).body);
    expect(all).toHaveLength(3);
    const mine = records((await get(`/api/operator/audit.csv?action=${action}&actor_id=${op.id}&target_type=order`, op.headers)).body);
    expect(mine).toEqual([expect.objectContaining({ actor_email: op.email, target_id: '1', before: '{"status":"a"}' })]);
    expect(JSON.parse(mine[0]!.after!)).toEqual({ status: 'b', note: 'x,y' });
    const bad = await get('/api/operator/audit.csv?actor_id=abc', op.headers);
    expect(bad.statusCode).toBe(422);
  });
});
