import { authMessages } from '@skins/contract';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, AUTH_TEST_ENV, insertUser, linkIn, mailTo, signIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { findUserById } from '../account/users.ts';
import { writeSetting } from '../content/service.ts';
import { authTokens } from '../account/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const resend = (token: string) => t.app.inject({ method: 'POST', url: '/api/email/verify/resend', headers: asBearer(token) });

/** An unverified user, signed in, and the path of the verification link mailed to them. */
async function unverifiedWithLink() {
  const user = await insertUser(t.db, { emailVerifiedAt: null });
  const s = await signIn(t.app, user.email!);
  expect((await resend(s.token)).statusCode).toBe(200);
  const mails = await mailTo(t.db, user.email!);
  return { user, s, path: new URL(linkIn(mails.at(-1)!.text)).pathname };
}

describe('the verification link', () => {
  it('AUTH-15: when the link is opened, then the email is verified and the browser goes to the success page; a second click to already-success', async () => {
    const { user, path } = await unverifiedWithLink();
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/email/verify/success');
    expect((await findUserById(t.db, user.id))!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await t.app.inject(path);
    expect(again.headers.location).toBe('http://localhost:3000/email/verify/already-success');
  });

  // A link is opened by a browser, so AUTH_VERIFICATION_LINK_INVALID reaches it as its message in the redirect, not as JSON.
  it('AUTH-15, AUTH_VERIFICATION_LINK_INVALID: when the link is unknown or expired, then the browser is redirected to the verification page with the error', async () => {
    const { user, path } = await unverifiedWithLink();
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'email_verification')));
    const expected = `http://localhost:3000/email-verification?error=${encodeURIComponent('This verification link is invalid or has expired.')}`;
    for (const res of [await t.app.inject(path), await t.app.inject('/api/email/verify/made-up-token')]) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(expected);
    }
    expect((await findUserById(t.db, user.id))!.emailVerifiedAt).toBeNull();
  });

  it('AUTH-15: when a newer link was sent, then the older one no longer works', async () => {
    const { s, path: older } = await unverifiedWithLink();
    await resend(s.token);
    expect((await t.app.inject(older)).headers.location).toContain('/email-verification?error=');
  });
});

describe('resending the link', () => {
  it('AUTH-16: when the email is unverified, then a new link is mailed and the answer says so', async () => {
    const { user, s } = await unverifiedWithLink();
    const res = await resend(s.token);
    expect(json(res)).toEqual({ status: 'OK', message: 'Verification link sent. Please check your email.' });
    expect(await mailTo(t.db, user.email!)).toHaveLength(2);
  });

  it('AUTH-16: when the email is already verified, then the answer is OK, says so, and nothing is mailed', async () => {
    const user = await insertUser(t.db);
    const res = await resend((await signIn(t.app, user.email!)).token);
    expect(json(res)).toEqual({ status: 'OK', message: authMessages.alreadyVerified });
    expect(await mailTo(t.db, user.email!)).toHaveLength(0);
  });

  it('AUTH-16: when not signed in, then it is a 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/email/verify/resend' })).statusCode).toBe(401);
  });
});

describe('real mail delivery', () => {
  it('AUTH-11: when SMTP_URL is set, then the verification email reaches the SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const app = await appWithEnv(t.database, { ...AUTH_TEST_ENV, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Shop <shop@example.com>' });
    try {
      await writeSetting(t.db, 'is_reg_enabled', true);
      const email = uniqueEmail('smtp');
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Sam', surname: 'Smtp', email, phone: '+4915123456789', password: 'Secret1234', passConfirm: 'Secret1234' },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'shop@example.com', to: [email] });
      expect(received[0]!.data).toContain('Subject: Verify your email address');
      // The body is quoted-printable: join its soft line breaks, then follow the link.
      const link = /http:\/\/localhost:3000(\/api\/email\/verify\/[\w-]{43})\b/.exec(received[0]!.data.replace(/=\r\n/g, ''));
      expect(link).not.toBeNull();
      expect((await app.inject(link![1]!)).headers.location).toBe('http://localhost:3000/email/verify/success');
      // SMTP replaces the outbox.
      expect(await mailTo(t.db, email)).toHaveLength(0);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
