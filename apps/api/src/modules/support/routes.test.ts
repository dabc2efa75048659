import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, closedPort, cookieHeader, insertUser, mailTo, sessionFor, setCookies } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { readSettings, writeSetting } from '../content/service.ts';
import { supportMessages } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0', RATE_LIMIT_SUPPORT_PER_10_MINUTES: '1000' });
});
afterAll(async () => t?.close());

let seq = 0;
const valid = () => ({ name: 'Ana', surname: 'Silva', email: `ana-${(seq += 1)}@example.com`, topic: 'Order', message: 'Where is my AK-47 | Redline? It has not arrived yet.' });
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/support/messages', headers, payload });
const storedFrom = (email: string) => t.db.select().from(supportMessages).where(eq(supportMessages.email, email));

describe('POST /api/support/messages', () => {
  it('SUPPORT-2: a guest message is stored, mailed to the support email and answered with its id', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    const answer = json(res);
    expect(answer).toEqual({ status: 'OK', message: 'Your message has been sent. We will get back to you soon.', payload: { id: expect.any(Number) } });
    const [row] = await storedFrom(body.email);
    expect(row).toMatchObject({ id: answer.payload.id, userId: null, name: 'Ana', surname: 'Silva', topic: 'Order', message: body.message });
    const { support_email } = await readSettings(t.db);
    const [mail] = (await mailTo(t.db, support_email)).filter((m) => m.subject.startsWith(`Support #${answer.payload.id}:`));
    expect(mail).toMatchObject({ kind: 'support_message', subject: `Support #${answer.payload.id}: Order (Ana Silva)` });
    expect(mail?.text).toContain(`From: Ana Silva <${body.email}>`);
    expect(mail?.text).toContain(body.message);
  });

  it('SUPPORT-2: the mail goes to the support email of the settings as they are now', async () => {
    await writeSetting(t.db, 'support_email', 'help-desk@example.com');
    try {
      const res = await send(valid());
      expect(res.statusCode).toBe(200);
      expect((await mailTo(t.db, 'help-desk@example.com')).map((m) => m.subject)).toEqual([`Support #${json(res).payload.id}: Order (Ana Silva)`]);
    } finally {
      await writeSetting(t.db, 'support_email', 'support@skins-market.example');
    }
  });

  it('SUPPORT-2: a signed-in sender is linked to the message', async () => {
    const user = await insertUser(t.db);
    const body = valid();
    const res = await send(body, asBearer(await sessionFor(t.db, user.id)));
    expect(res.statusCode).toBe(200);
    expect((await storedFrom(body.email))[0]?.userId).toBe(user.id);
  });

  it('SUPPORT-1: every field is checked in order, with a message per bad field, and nothing is stored', async () => {
    const before = await t.db.select({ id: supportMessages.id }).from(supportMessages).orderBy(desc(supportMessages.id)).limit(1);
    const res = await send({});
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      status: 'error',
      code: 'COMMON_BAD_INPUT',
      message: 'Name is required',
      errors: {
        name: ['Name is required'],
        surname: ['Surname is required'],
        email: ['Email is required'],
        topic: ['Please choose a topic'],
        message: ['Message is required'],
      },
    });
    const after = await t.db.select({ id: supportMessages.id }).from(supportMessages).orderBy(desc(supportMessages.id)).limit(1);
    expect(after).toEqual(before);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['a surname over 100 characters', { surname: 'x'.repeat(101) }, 'surname', 'Surname must be at most 100 characters'],
    ['a bad email', { email: 'ana@example' }, 'email', 'Invalid email format'],
    ['a topic over 100 characters', { topic: 'x'.repeat(101) }, 'topic', 'Topic must be at most 100 characters'],
    ['a message under 10 characters', { message: '  too short  ' }, 'message', 'Message must be at least 10 characters'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a number for a text', { surname: 42 }, 'surname', 'Surname is required'],
  ])('SUPPORT-1: %s is refused with a clear message', async (_case, change, field, message) => {
    const body = { ...valid(), ...change };
    const res = await send(body);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ status: 'error', message, errors: { [field]: [message] } });
    expect(await storedFrom(body.email)).toEqual([]);
  });

  it('SUPPORT-1: any topic up to 100 characters is taken, and limits are inclusive', async () => {
    const body = { ...valid(), name: 'n'.repeat(100), topic: 'A question about trade holds', message: 'm'.repeat(5000) };
    expect((await send(body)).statusCode).toBe(200);
    expect((await send({ ...valid(), message: '0123456789' })).statusCode).toBe(200);
  });

  it('SUPPORT-5: a guest browser needs the CSRF pair, like a sign-in form', async () => {
    const browser = { origin: 'http://localhost:3000' };
    const refused = await send(valid(), browser);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'AUTH_CSRF_MISMATCH', message: 'CSRF token mismatch.' });
    const xsrf = setCookies(await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' }))['XSRF-TOKEN']!;
    const ok = await send(valid(), { ...browser, cookie: cookieHeader({ 'XSRF-TOKEN': xsrf }), 'x-xsrf-token': xsrf });
    expect(ok.statusCode).toBe(200);
  });

  it('SUPPORT-4: past the limit per IP the answer is 429 with a clear message, and nothing is stored', async () => {
    const limited = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', RATE_LIMIT_SUPPORT_PER_10_MINUTES: '2' });
    try {
      expect((await send(valid(), {}, limited)).statusCode).toBe(200);
      expect((await send({}, {}, limited)).statusCode).toBe(422);
      const body = valid();
      const res = await send(body, {}, limited);
      expect(res.statusCode).toBe(429);
      expect(json(res)).toEqual({
        status: 'error',
        code: 'SUPPORT_RATE_LIMITED',
        message: 'You have sent several messages in a short time. Please wait a few minutes before sending another.',
      });
      expect(await storedFrom(body.email)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('support mail by SMTP', () => {
  it('SUPPORT-2: the mail is addressed to the support email with the sender as Reply-To', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    const port = await closedPort();
    await new Promise<void>((ok) => smtp.listen(port, '127.0.0.1', ok));
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const body = { ...valid(), topic: 'Payment\r\nBcc: victim@example.com' };
      expect((await send(body, {}, app)).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['support@skins-market.example']);
      const headers = received[0]?.raw.split(/\r?\n\r?\n/)[0];
      expect(headers).toMatch(new RegExp(`^Reply-To: ${body.email}\\r?$`, 'm'));
      expect(headers).toMatch(/^Subject: Support #\d+: Payment Bcc: victim@example.com \(Ana Silva\)\r?$/m);
      expect(headers).not.toMatch(/^Bcc:/m);
    } finally {
      await app.close();
      await new Promise<void>((ok) => smtp.close(() => ok()));
    }
  });

  it('SUPPORT-3: when the mail cannot be sent, the message is still stored and the sender gets OK', async () => {
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const body = valid();
      const res = await send(body, {}, app);
      expect(res.statusCode).toBe(200);
      expect((await storedFrom(body.email)).map((r) => r.id)).toEqual([json(res).payload.id]);
    } finally {
      await app.close();
    }
  });
});
