import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { supportMessages } from './tables.ts';

const s = useOffersApp();

async function message(topic: string) {
  const [row] = await s.t.db.insert(supportMessages).values({ name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic, message: 'Where is my skin?' }).returning();
  return row!;
}

describe('operator: support messages', () => {
  it('OPS-86: messages are listed newest first, paged, filtered answered / unanswered; marking one answered records who and when, once, audited', async () => {
    const op = await person(s.t.db, 'operator');
    const first = await message('first');
    const second = await message('second');
    const list = json(await s.t.app.inject({ url: '/api/operator/support?answered=false', headers: op.headers }));
    expect(list.payload.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(list.payload[0]).toMatchObject({ topic: 'second', email: 'ana@example.com', answered_at: null, answered_by: null });

    const marked = await s.t.app.inject({ method: 'POST', url: `/api/operator/support/${first.id}/answered`, headers: op.headers });
    expect(marked.statusCode).toBe(200);
    expect(json(marked).payload).toMatchObject({ id: first.id, answered_at: expect.any(Number), answered_by: op.email });
    const other = await person(s.t.db, 'operator');
    const again = json(await s.t.app.inject({ method: 'POST', url: `/api/operator/support/${first.id}/answered`, headers: other.headers })).payload;
    expect(again.answered_by).toBe(op.email);
    expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'support.answered'), eq(auditLog.targetId, String(first.id))))).toBe(1);

    const answered = json(await s.t.app.inject({ url: '/api/operator/support?answered=true', headers: op.headers })).payload.map((m: { id: number }) => m.id);
    expect(answered).toContain(first.id);
    expect(answered).not.toContain(second.id);
    const unanswered = json(await s.t.app.inject({ url: '/api/operator/support?answered=false&page=1', headers: op.headers }));
    expect(unanswered.payload.map((m: { id: number }) => m.id)).not.toContain(first.id);
    expect(unanswered.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('OPS-86: an unknown message is a 404; customers and guests are refused', async () => {
    const op = await person(s.t.db, 'operator');
    const missing = await s.t.app.inject({ method: 'POST', url: '/api/operator/support/999999/answered', headers: op.headers });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('OPS_SUPPORT_MESSAGE_NOT_FOUND');
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/support', headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/operator/support' })).statusCode).toBe(401);
  });
});
