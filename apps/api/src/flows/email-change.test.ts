import { authMessages, errorCatalog } from '@skins/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, linkIn, mailTo, PASSWORD, signIn, uniqueEmail } from '../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { authTokens } from '../modules/account/tables.ts';
import { findUserById } from '../modules/account/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

/** SEC-18: a new email is saved with the current password. */
const save = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: asBearer(token), payload: { current_password: PASSWORD, ...payload } });
const profile = async (token: string) => json(await t.app.inject({ url: '/api/user/profile', headers: asBearer(token) })).payload;
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/user/email/confirm', payload: { token } });
const linkInvalid = errorCatalog.ACCOUNT_EMAIL_CHANGE_LINK_INVALID.message;

/** A signed-in user who asked to move to a new address: the token of the mailed link. */
async function requestChange(newEmail = uniqueEmail('new')) {
  const user = await insertUser(t.db);
  const { token } = await signIn(t.app, user.email!);
  const res = await save(token, { name: 'Grace', email: newEmail });
  expect(res.statusCode).toBe(200);
  const [mail] = await mailTo(t.db, newEmail);
  const url = new URL(linkIn(mail!.text));
  return { user, session: token, newEmail, res, mail: mail!, url, link: url.searchParams.get('token')! };
}

describe('SEC-10: a changed email waits for its link', () => {
  it('SEC-10: when the email changes, then the profile keeps the old one, the rest is saved, and the answer says a link was sent', async () => {
    const { user, session, newEmail, res } = await requestChange();
    expect(json(res)).toMatchObject({
      status: 'OK',
      message: `We sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
      payload: { name: 'Grace', email: user.email, emailVerified: true },
    });
    expect(await profile(session)).toMatchObject({ name: 'Grace', email: user.email, emailVerified: true });
  });

  it('SEC-10: when the email changes, then the new address gets the link and the old one a notice without any link', async () => {
    const { user, newEmail, mail, url } = await requestChange();
    expect(mail).toMatchObject({ kind: 'email_change', subject: 'Confirm your new email address' });
    expect(url.origin + url.pathname).toBe('http://localhost:3000/email/change');
    const notices = await mailTo(t.db, user.email!);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'email_change_notice' });
    expect(notices[0]!.text).toContain(newEmail);
    expect(notices[0]!.text).not.toMatch(/https?:\/\//);
    // The token is kept hashed, like the other mailed tokens.
    const [row] = await t.db.select().from(authTokens).where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'email_change')));
    expect(row).toMatchObject({ newEmail });
    expect(row!.tokenHash).not.toBe(url.searchParams.get('token'));
  });

  it('SEC-10: when the link is opened, then the new email applies, verified, once; a second use is refused', async () => {
    const { user, session, newEmail, link } = await requestChange();
    const res = await confirm(link);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: authMessages.emailChanged });
    expect(await profile(session)).toMatchObject({ email: newEmail, emailVerified: true });
    await signIn(t.app, newEmail);

    const again = await confirm(link);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 'ACCOUNT_EMAIL_CHANGE_LINK_INVALID', message: linkInvalid });
    expect((await findUserById(t.db, user.id))!.email).toBe(newEmail);
  });

  it('SEC-10: when the link has expired, was replaced by a newer one or is made up, then it is refused and nothing changes', async () => {
    const { user, session, link } = await requestChange();
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, user.id));
    expect(json(await confirm(link)).code).toBe('ACCOUNT_EMAIL_CHANGE_LINK_INVALID');

    const first = uniqueEmail('first');
    await save(session, { email: first });
    const firstLink = new URL(linkIn((await mailTo(t.db, first))[0]!.text)).searchParams.get('token')!;
    await save(session, { email: uniqueEmail('second') });
    expect(json(await confirm(firstLink)).code).toBe('ACCOUNT_EMAIL_CHANGE_LINK_INVALID');

    for (const token of ['x'.repeat(43), '', undefined, 'x'.repeat(201)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe(linkInvalid);
    }
    expect((await findUserById(t.db, user.id))!.email).toBe(user.email);
  });

  it('SEC-10: when the new address was taken meanwhile, then opening the link is a 409 and nothing changes', async () => {
    const { user, newEmail, link } = await requestChange();
    await insertUser(t.db, { email: newEmail.toUpperCase() });
    const res = await confirm(link);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'AUTH_EMAIL_TAKEN', errors: { email: [errorCatalog.AUTH_EMAIL_TAKEN.message] } });
    expect((await findUserById(t.db, user.id))!.email).toBe(user.email);
  });
});
