import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLifetime } from '../modules/auth/sessions.ts';

/** The session cookie: HttpOnly, SameSite=Lax, Secure in production and behind https (ARCHITECTURE "API rules", SEC-5). */
export const SESSION_COOKIE = 'skins_session';
/** CSRF double submit: a cookie the client's script reads and echoes in X-XSRF-TOKEN. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface SessionSettings extends SessionLifetime {
  /** Cookies get the Secure flag: in production, or when PUBLIC_URL is https (SEC-5). */
  secureCookies: boolean;
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
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function cookieBase(settings: SessionSettings) {
  return { path: '/', sameSite: 'lax' as const, secure: settings.secureCookies, maxAge: Math.floor(settings.ttlMs / 1000) };
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: SessionSettings): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(settings), httpOnly: true });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(settings), httpOnly: true, maxAge: undefined });
}

const XSRF_FORMAT = /^[\w-]{43}$/;

/** A well-formed CSRF token the client already holds, if any. */
export function presentedXsrfCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[XSRF_COOKIE];
  return value && XSRF_FORMAT.test(value) ? value : undefined;
}

/** Sets a new CSRF token (readable by the page's script, so not HttpOnly). */
export function setXsrfCookie(reply: FastifyReply, settings: SessionSettings): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(XSRF_COOKIE, token, { ...cookieBase(settings), httpOnly: false });
  return token;
}
