import { operatorSupportReplyMessages } from '@skins/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, closedPort, insertUser, mailTo, uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { languages } from '../i18n/tables.ts';
import { supportMessages, supportReplies } from './tables.ts';

const s = useOffersApp({ JOBS_INTERVAL_MS: '0' });
const langIds = new Map<string, number>();

beforeAll(async () => {
  for (const l of await s.t.db.select().from(languages)) langIds.set(l.code, l.id);
});

/** A support message from a fresh address (a guest's, or an account's when userId is given). */
async function message(overrides: Partial<typeof supportMessages.$inferInsert> = {}) {
  const [row] = await s.t.db
    .insert(supportMessages)
    .values({ name: 'Ana', surname: 'Silva', email: uniqueEmail('sender'), topic: 'Order', message: 'Where is my skin?\nIt has not arrived.', ...overrides })
    .returning();
  return row!;
}

const reply = (id: number, headers: Record<string, string>, payload: unknown, app = s.t.app) => app.inject({ method: 'POST', url: `/api/operator/support/${id}/reply`, headers, payload: payload as object });

/** What a refused reply must leave as it was: the message, its replies, its audit rows and the sender's mails. */
async function stateOf(id: number, email: string) {
  return {
    message: (await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0],
    replies: await s.t.db.select().from(supportReplies).where(eq(supportReplies.messageId, id)),
    audits: await s.t.db.$count(auditLog, and(eq(auditLog.targetType, 'support_message'), eq(auditLog.targetId, String(id)))),
    mails: await mailTo(s.t.db, email),
  };
}

describe('POST /api/operator/support/{id}/reply', () => {
  it('OPS-123: a reply is mailed to the sender (the topic in the subject, their text quoted), marks the message answered, is kept with it and audited; a second reply is kept too', async () => {
    const op = await person(s.t.db, 'operator');
    const m = await message();
    const res = await reply(m.id, op.headers, { message: '  Your skin was sent today.\nPlease accept the trade offer.  ' });
    expect(res.statusCode).toBe(200);
    const answer = json(res);
    expect(answer).toMatchObject({ status: 'OK', message: operatorSupportReplyMessages.mailed, payload: { id: m.id, answered_at: expect.any(Number), answered_by: op.email } });
    expect(answer.payload.replies).toEqual([{ id: expect.any(Number), message: 'Your skin was sent today.\nPlease accept the trade offer.', by: op.email, at: expect.any(Number) }]);

    const [mail] = await mailTo(s.t.db, m.email);
    expect(mail).toMatchObject({ kind: 'support_reply', subject: 'Your support message: Order' });
    expect(mail!.text.split('\n')).toEqual([
      'Hello Ana,',
      '',
      'Your skin was sent today.',
      'Please accept the trade offer.',
      '',
      'Your message about "Order":',
      '> Where is my skin?',
      '> It has not arrived.',
      '',
      'To answer, reply to this email.',
      '',
      'Your Skins Market team',
    ]);
    const [audit] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'support.reply'), eq(auditLog.targetId, String(m.id))));
    expect(audit).toMatchObject({ actorId: op.id, targetType: 'support_message', before: { answered: false }, after: { answered: true, reply_id: answer.payload.replies[0].id, reply: 'Your skin was sent today.\nPlease accept the trade offer.' } });

    // A conversation: another operator answers again; the first operator and time of "answered" stay.
    const other = await person(s.t.db, 'operator');
    const again = json(await reply(m.id, other.headers, { message: 'Did it arrive?' })).payload;
    expect(again).toMatchObject({ answered_at: answer.payload.answered_at, answered_by: op.email });
    expect(again.replies.map((r: { message: string; by: string }) => [r.message, r.by])).toEqual([
      ['Your skin was sent today.\nPlease accept the trade offer.', op.email],
      ['Did it arrive?', other.email],
    ]);
    expect((await mailTo(s.t.db, m.email)).map((x) => x.kind)).toEqual(['support_reply', 'support_reply']);
    expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'support.reply'), eq(auditLog.targetId, String(m.id))))).toBe(2);
    expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'support.answered'), eq(auditLog.targetId, String(m.id))))).toBe(0);

    const listed = json(await s.t.app.inject({ url: '/api/operator/support?answered=true', headers: op.headers })).payload.find((x: { id: number }) => x.id === m.id);
    expect(listed.replies).toEqual(again.replies);
  });

  it.each([
    ['de', 'Deine Support-Nachricht: Order', 'Hallo Ana,', 'Dein Skins Market-Team'],
    ['pl', 'Twoja wiadomość do obsługi klienta: Order', 'Dzień dobry Ana,', 'Zespół Skins Market'],
  ])('OPS-123: a sender with an account gets the reply in their language (%s)', async (lang, subject, hello, signature) => {
    const op = await person(s.t.db, 'operator');
    const sender = await insertUser(s.t.db, { langId: langIds.get(lang)! });
    // The mail goes to the message's address, not the account's.
    const m = await message({ userId: sender.id });
    expect((await reply(m.id, op.headers, { message: 'Danke / Dziękujemy' })).statusCode).toBe(200);
    const [mail] = await mailTo(s.t.db, m.email);
    expect(mail).toMatchObject({ kind: 'support_reply', subject });
    const lines = mail!.text.split('\n');
    expect([lines[0], lines[2], lines.at(-1)]).toEqual([hello, 'Danke / Dziękujemy', signature]);
    expect(await mailTo(s.t.db, sender.email!)).toEqual([]);
  });

  it.each([
    ['no message', {}, 'Write a reply'],
    ['an empty message', { message: '' }, 'Write a reply'],
    ['a blank message', { message: ' \n\t ' }, 'Write a reply'],
    ['a number', { message: 42 }, 'Write a reply'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'The reply can be at most 5000 characters'],
  ])('OPS-123: %s is a 422 with a clear message that changes nothing and mails nothing', async (_case, payload, text) => {
    const op = await person(s.t.db, 'operator');
    const m = await message();
    const before = await stateOf(m.id, m.email);
    const res = await reply(m.id, op.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ status: 'error', code: 'COMMON_BAD_INPUT', message: text, errors: { message: [text] } });
    expect(await stateOf(m.id, m.email)).toEqual(before);
    expect(before).toMatchObject({ replies: [], audits: 0, mails: [] });
  });

  it('OPS-123: 5000 characters once trimmed are taken', async () => {
    const op = await person(s.t.db, 'operator');
    const m = await message();
    const res = await reply(m.id, op.headers, { message: ` ${'x'.repeat(5000)} ` });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.replies[0].message).toHaveLength(5000);
  });

  it('OPS-123: an unknown message is a 404 and nothing is kept; customers and guests are refused', async () => {
    const op = await person(s.t.db, 'operator');
    const missing = await reply(999_999, op.headers, { message: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('OPS_SUPPORT_MESSAGE_NOT_FOUND');
    expect(await s.t.db.$count(supportReplies, eq(supportReplies.messageId, 999_999))).toBe(0);
    expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'support.reply'), eq(auditLog.targetId, '999999')))).toBe(0);

    const m = await message();
    const before = await stateOf(m.id, m.email);
    const customer = await person(s.t.db);
    expect((await reply(m.id, customer.headers, { message: 'Hello' })).statusCode).toBe(403);
    expect((await reply(m.id, {}, { message: 'Hello' })).statusCode).toBe(401);
    expect(await stateOf(m.id, m.email)).toEqual(before);
  });

  it('OPS-123: when the mail cannot be sent, the reply is still kept and answered, and the operator is told it was not mailed', async () => {
    const app = await appWithEnv(s.t.database, { JOBS_INTERVAL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const op = await person(s.t.db, 'operator');
      const m = await message();
      const res = await reply(m.id, op.headers, { message: 'Your skin was sent.' }, app);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ message: operatorSupportReplyMessages.notMailed, payload: { answered_by: op.email, replies: [{ message: 'Your skin was sent.' }] } });
      expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'support.reply'), eq(auditLog.targetId, String(m.id))))).toBe(1);
    } finally {
      await app.close();
    }
  });
});
