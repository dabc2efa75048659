import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/helpers.ts';
import { person, useOffersApp } from '../../test/offer-helpers.ts';
import { recordAudit } from '../modules/audit/index.ts';

const s = useOffersApp();

describe('operator: audit log', () => {
  it('OPS-30: a changed setting is logged with who, what, before and after; the log is for operators only', async () => {
    const op = await person(s.t.db, 'operator');
    const customer = await person(s.t.db);
    const put = await s.t.app.inject({ method: 'PUT', url: '/api/operator/settings/google_tag', headers: op.headers, payload: { value: 'GTM-AUDIT1' } });
    expect(put.statusCode).toBe(200);
    const res = await s.t.app.inject({ url: '/api/operator/audit?target_type=setting&target_id=google_tag', headers: op.headers });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.payload[0]).toMatchObject({ actor_id: op.id, action: 'setting.change', target_type: 'setting', target_id: 'google_tag', after: 'GTM-AUDIT1' });
    expect(body.payload[0].actor_email).toMatch(/@/);
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
    expect((await s.t.app.inject({ url: '/api/operator/audit', headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/operator/audit' })).statusCode).toBe(401);
  });

  it('OPS-30: a refused change is not logged', async () => {
    const op = await person(s.t.db, 'operator');
    const before = json(await s.t.app.inject({ url: '/api/operator/audit?action=setting.change', headers: op.headers })).meta.total;
    expect((await s.t.app.inject({ method: 'PUT', url: '/api/operator/settings/offer_enabled', headers: op.headers, payload: { value: 'yes' } })).statusCode).toBe(422);
    expect(json(await s.t.app.inject({ url: '/api/operator/audit?action=setting.change', headers: op.headers })).meta.total).toBe(before);
  });

  it('OPS-30: the database refuses to edit or delete a logged step', async () => {
    const op = await person(s.t.db, 'operator');
    await s.t.app.inject({ method: 'PUT', url: '/api/operator/settings/google_tag', headers: op.headers, payload: { value: null } });
    // drizzle wraps the database's error; its cause is the trigger's message.
    const refusal = (query: Promise<unknown>) => query.then(() => 'accepted', (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message));
    expect(await refusal(s.t.db.execute(sql`UPDATE audit_log SET action = 'forged'`))).toMatch(/cannot be changed/);
    expect(await refusal(s.t.db.execute(sql`DELETE FROM audit_log`))).toMatch(/cannot be changed/);
  });

  it('OPS-30: a logged step keeps the id of an actor no account has (no foreign key: the log outlives what it names); it is listed without an email', async () => {
    const op = await person(s.t.db, 'operator');
    const gone = 2_000_000_000;
    await recordAudit(s.t.db, { actorId: gone, action: 'setting.change', target: { type: 'setting', id: 'gone-actor' }, after: 'x' });
    const body = json(await s.t.app.inject({ url: `/api/operator/audit?actor_id=${gone}`, headers: op.headers }));
    expect(body.payload).toEqual([expect.objectContaining({ actor_id: gone, actor_email: null, target_id: 'gone-actor' })]);
  });
});
