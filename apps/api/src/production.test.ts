import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, mailTo, setCookies, uniqueEmail } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { writeSetting } from './modules/content/service.ts';

/**
 * The app as production runs it: NODE_ENV=production behind a proxy that terminates TLS (PUBLIC_URL
 * names http), mail kept in the outbox only, everything logged at trace level into `lines`.
 */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://shop.internal',
  TLS_TERMINATED_BY_PROXY: 'true',
  MAIL_TRANSPORT: 'outbox',
  // Production's own webhook secrets (another production requirement).
  PAYMENT_WEBHOOK_SECRET: 'a'.repeat(64),
  PAYOUT_WEBHOOK_SECRET: 'b'.repeat(64),
  PAYOUT_DETAILS_KEY: 'c'.repeat(64),
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  JOBS_INTERVAL_MS: '0',
  LOG_LEVEL: 'trace',
};

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PRODUCTION_ENV, { stream: { write: (line) => lines.push(line) } });
  await writeSetting(t.db, 'is_reg_enabled', true);
});
afterAll(() => t.close());

/** The newest mail to `to` once it is in the outbox (mail is sent in the background). */
async function newestMail(to: string, after: number) {
  return vi.waitFor(async () => {
    const mails = await mailTo(t.db, to);
    if (mails.length <= after) throw new Error('no mail yet');
    return mails.at(-1)!;
  });
}

/** Signs up with `email` as the web's form does; the answer must be 200. */
async function signUp(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Ada', surname: 'Lovelace', email, phone: '+351 912 345 678', password: 'Tr4vel-Lantern-9', passConfirm: 'Tr4vel-Lantern-9' },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('production cookies', () => {
  it('SEC-5: in production the session and CSRF cookies are Secure although PUBLIC_URL is http', async () => {
    const csrf = await t.app.inject('/api/sanctum/csrf-cookie');
    expect(csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax' });
    const email = uniqueEmail('secure');
    const res = await signUp(email);
    expect(setCookies(res).skins_session).toBeTruthy();
    expect(res.cookies.find((c) => c.name === 'skins_session')).toMatchObject({ secure: true, httpOnly: true });
  });
});

describe('token-free logs', () => {
  it('SEC-6: over sign-up, verification and password reset, the outbox keeps the links and no log line carries a token, even at trace level', async () => {
    const email = uniqueEmail('logs');
    const sessionToken = setCookies(await signUp(email)).skins_session!;

    const verification = new URL(linkIn((await newestMail(email, 0)).text));
    const verificationToken = verification.pathname.split('/').at(-1)!;
    const verified = await t.app.inject(verification.pathname);
    expect(verified.headers.location).toBe('http://shop.internal/email/verify/success');

    expect((await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email } })).statusCode).toBe(200);
    const reset = new URL(linkIn((await newestMail(email, 1)).text));
    const resetToken = reset.searchParams.get('token')!;
    // The browser opens the link on the shop (the SPA page), then posts the form.
    await t.app.inject(reset.pathname + reset.search);
    const done = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token: resetToken, email, password: 'Brand1new-Kettle', password_confirmation: 'Brand1new-Kettle' } });
    expect(done.statusCode).toBe(200);

    const logged = lines.join('');
    expect(logged).toContain('mail to the outbox');
    expect(logged).toContain('/api/email/verify/[redacted]');
    expect(logged).toContain('/reset-password?token=[redacted]&email=');
    for (const token of [verificationToken, resetToken, sessionToken]) {
      expect(token.length).toBeGreaterThan(20);
      expect(logged.includes(token), token).toBe(false);
    }
  });
});
