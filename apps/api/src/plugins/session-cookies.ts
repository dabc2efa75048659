import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLifetime } from '../modules/account/index.ts';

/** The session cookie: HttpOnly, SameSite=Lax, Secure in production and behind https (ARCHITECTURE "API rules", SEC-5). */
export const SESSION_COOKIE = 'skins_session';
/** CSRF: a cookie the client's script reads and echoes in X-XSRF-TOKEN (docs/decisions/001-csrf.md). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/**
 * SEC-28: behind an https PUBLIC_URL at the root path, both cookies carry the `__Host-` prefix:
 * the browser then takes them only when Secure, for the whole host and from this host itself, so
 * a sibling subdomain or a plain-http page cannot plant or shadow them.
 */
const HOST_PREFIX = '__Host-';

export interface SessionSettings extends SessionLifetime {
  /** Cookies get the Secure flag: in production, or when PUBLIC_URL is https (SEC-5). */
  secureCookies: boolean;
  /** SEC-28: the cookies' names carry the `__Host-` prefix (an https PUBLIC_URL at the root path). */
  hostPrefixCookies: boolean;
}

/** SEC-28: the names of the session and CSRF cookies under these settings. */
export function cookieNames(settings: Pick<SessionSettings, 'hostPrefixCookies'>): { session: string; xsrf: string } {
  const prefix = settings.hostPrefixCookies ? HOST_PREFIX : '';
  return { session: `${prefix}${SESSION_COOKIE}`, xsrf: `${prefix}${XSRF_COOKIE}` };
}

/** The session cookie a request carries, under the app's cookie names. */
export function presentedSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieNames(request.server.sessionSettings).session];
}

/**
 * The session secret a request presents. A request with an Authorization header is
 * authenticated by that header only (its cookies are ignored), so a bearer request carries no
 * ambient credential and needs no CSRF token (docs/decisions/001-csrf.md).
 */
export function presentedToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = /^Bearer\s+([\w-]{20,200})$/i.exec(authorization.trim())?.[1];
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = presentedSessionCookie(request);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function cookieBase(settings: SessionSettings) {
  return { path: '/', sameSite: 'lax' as const, secure: settings.secureCookies, maxAge: Math.floor(settings.ttlMs / 1000) };
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: SessionSettings): void {
  reply.setCookie(cookieNames(settings).session, token, { ...cookieBase(settings), httpOnly: true });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(cookieNames(settings).session, { ...cookieBase(settings), httpOnly: true, maxAge: undefined });
}

const XSRF_FORMAT = /^[\w-]{43}$/;

/** A well-formed CSRF token the client already holds, if any. */
export function presentedXsrfCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[cookieNames(request.server.sessionSettings).xsrf];
  return value && XSRF_FORMAT.test(value) ? value : undefined;
}

/**
 * SEC-11: the CSRF token of a session, an HMAC keyed by the session secret: nothing to store, a
 * new one with every new session, and one that a party able to plant cookies cannot forge.
 */
export function sessionXsrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('XSRF-TOKEN').digest('base64url');
}

/**
 * SEC-11: the token a change must echo: the session's own when the request carries the session
 * cookie, else (a guest form) the double-submit cookie.
 */
export function expectedXsrfToken(request: FastifyRequest): string | undefined {
  const session = presentedSessionCookie(request);
  return session ? sessionXsrfToken(session) : presentedXsrfCookie(request);
}

/** Sets the CSRF cookie (readable by the page's script, so not HttpOnly): the given token, or a new guest one. */
export function setXsrfCookie(reply: FastifyReply, settings: SessionSettings, token = randomBytes(32).toString('base64url')): string {
  reply.setCookie(cookieNames(settings).xsrf, token, { ...cookieBase(settings), httpOnly: false });
  return token;
}

/** Hands out the CSRF cookie the request should hold when it holds another or none (a guest keeps its own). */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, settings: SessionSettings): void {
  const expected = expectedXsrfToken(request);
  if (!expected) setXsrfCookie(reply, settings);
  else if (expected !== request.cookies[cookieNames(settings).xsrf]) setXsrfCookie(reply, settings, expected);
}
