import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGeoIp } from '../adapters/geoip/index.ts';
import { type UserRow, createSignInChallenge, rememberDevice, twoFactorOn } from '../modules/account/index.ts';
import { describeDevice } from '../modules/auth/index.ts';
import { notifyUser } from '../modules/mail/index.ts';
import { startSession } from './auth.ts';
import { deviceIdOf } from './device-cookie.ts';
import { rememberRequestLanguage } from './locale.ts';

/** SEC-20: the cookie that carries a sign-in waiting for its code, to POST /login/two-factor only. */
export const CHALLENGE_COOKIE = 'skins_2fa';
const CHALLENGE_PATH = '/api/login/two-factor';

/** 'YYYY-MM-DD HH:mm UTC': a time any reader of the mail reads the same. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * SEC-20: a sign-in that passed its first factor (password or Steam): an account with two-factor
 * sign-in on gets no session yet, only a challenge (its token in the answer and in an HttpOnly
 * cookie for the code's page), so nothing of the API opens before the code.
 */
export async function challengeOrSignIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, options: { redirect?: string; geoHeader?: string } = {}): Promise<{ challenge: string } | null> {
  if (!twoFactorOn(user)) {
    await completeSignIn(request, reply, user, options.geoHeader);
    return null;
  }
  const challenge = await createSignInChallenge(request.server.db, { userId: user.id, kind: 'browser', redirect: options.redirect ?? null });
  reply.setCookie(CHALLENGE_COOKIE, challenge, { path: CHALLENGE_PATH, httpOnly: true, sameSite: 'lax', secure: request.server.sessionSettings.secureCookies, maxAge: 5 * 60 });
  return { challenge };
}

/** The challenge a code is posted for: the body's, else the cookie's. */
export function presentedChallenge(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  return fromBody || request.cookies[CHALLENGE_COOKIE] || undefined;
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
}

/**
 * AUTH-6: the session of a finished sign-in; OPS-100: the request's language is remembered.
 * SEC-23: a device the account has not signed in from before (by its device cookie) is mailed
 * about, with the device, the time, the country (GEOIP_HEADER) and a link to the session list.
 */
export async function completeSignIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, geoHeader?: string): Promise<void> {
  await startSession(request, reply, user.id);
  await rememberRequestLanguage(request, user.id, null);
  const seen = await rememberDevice(request.server.db, user.id, deviceIdOf(request, reply));
  if (seen !== 'new') return;
  const country = geoHeader ? await createGeoIp({ GEOIP_HEADER: geoHeader }).lookup(request.ip, request.headers) : null;
  const params = { device: describeDevice(request.headers['user-agent']) || null, time: utcMinute(new Date()), country, link: '/account/personal' };
  await notifyUser(request.ctx(), user.id, 'new_sign_in', params, `new_sign_in:${user.id}:${Date.now()}`, user);
}
