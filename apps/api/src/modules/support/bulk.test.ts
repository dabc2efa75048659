import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTo, uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { supportMessages, supportReplies } from './tables.ts';

const s = useOffersApp({ JOBS_INTERVAL_MS: '0' });

async function message(topic: string) {
  const [row] = await s.t.db.insert(supportMessages).values({ name: 'Ana', surname: 'Silva', email: uniqueEmail('bulk'), topic, message: 'Where is my skin?' }).returning();
  return row!;
}
const bulk = (headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'POST', url: '/api/operator/support/bulk', headers, payload });
const audits = (action: string, id: number) => s.t.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('operator: bulk actions on support messages (issue 47)', () => {
  it('OPS-184: answer several with one reply text: each is mailed the reply, marked answered, keeps it and is audited like a single reply; an unknown message is not done', async () => {
    const op = await person(s.t.db, 'operator');
    const [a, b] = [await message('Bulk answer A'), await message('Bulk answer B')];
    const res = await bulk(op.headers, { action: 'answer', ids: [a.id, 2_000_000_000, b.id], message: '  Your skins were sent today.  ' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: '2 done, 1 not done', payload: { done: 2, not_done: 1 } });
    expect(json(res).payload.results[1]).toEqual({ id: 2_000_000_000, done: false, code: 'OPS_SUPPORT_MESSAGE_NOT_FOUND', reason: 'This support message does not exist.' });
    for (const m of [a, b]) {
      const [mail] = await mailTo(s.t.db, m.email);
      expect(mail).toMatchObject({ kind: 'support_reply', subject: `Your support message: ${m.topic}` });
      expect((await s.t.db.select().from(supportReplies).where(eq(supportReplies.messageId, m.id))).map((r) => r.message)).toEqual(['Your skins were sent today.']);
      expect((await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, m.id)))[0]?.answeredBy).toBe(op.id);
      expect(await audits('support.reply', m.id)).toBe(1);
    }
  });

  it('OPS-184: close several: each is marked answered by this operator and audited once; one answered already keeps its first operator and is not audited again', async () => {
    const op = await person(s.t.db, 'operator');
    const other = await person(s.t.db, 'operator');
    const [a, b] = [await message('Bulk close A'), await message('Bulk close B')];
    await s.t.app.inject({ method: 'POST', url: `/api/operator/support/${b.id}/answered`, headers: other.headers });
    const res = await bulk(op.headers, { action: 'close', ids: [a.id, b.id] });
    expect(json(res).payload).toMatchObject({ done: 2, not_done: 0 });
    const rows = await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, a.id));
    expect(rows[0]?.answeredBy).toBe(op.id);
    expect((await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, b.id)))[0]?.answeredBy).toBe(other.id);
    expect([await audits('support.answered', a.id), await audits('support.answered', b.id)]).toEqual([1, 1]);
    expect(await mailTo(s.t.db, a.email)).toEqual([]);
  });

  it('OPS-184: an answer without a text, or 201 ids, is a 422 with a field message that changes nothing; customers are refused', async () => {
    const op = await person(s.t.db, 'operator');
    const a = await message('Bulk bad');
    const empty = await bulk(op.headers, { action: 'answer', ids: [a.id], message: '   ' });
    expect([empty.statusCode, json(empty).errors.message]).toEqual([422, ['Write a reply']]);
    const many = await bulk(op.headers, { action: 'close', ids: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect([many.statusCode, json(many).errors.ids]).toEqual([422, ['Choose 1 to 200 rows']]);
    expect((await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, a.id)))[0]?.answeredAt).toBeNull();
    const customer = await person(s.t.db);
    expect((await bulk(customer.headers, { action: 'close', ids: [a.id] })).statusCode).toBe(403);
  });
});
