import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type SessionProof, type SessionUser, createSession, deleteSession, lookupSession } from '../modules/account/index.ts';
import { describeDevice } from '../modules/auth/index.ts';
import { clearSessionCookie, presentedToken, sessionXsrfToken, setSessionCookie, setXsrfCookie, type SessionSettings } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once requireUser (or loadUser) has run; null for guests. */
    user: SessionUser | null;
    /** SHA-256 of the session id the request is signed in with. */
    sessionTokenHash: string | null;
    /** SEC-22: when the session's person last proved who they are (sign-in, a password or a code). */
    sessionAuthenticatedAt: Date | null;
  }
  interface FastifyInstance {
    sessionSettings: SessionSettings;
  }
}

const checked = new WeakSet<FastifyRequest>();

/**
 * The user of the session the request presents (bearer header, else cookie), or null. Looked up
 * once per request; a cookie session whose expiry slid forward gets its cookie re-sent (AUTH-7).
 */
export async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  if (checked.has(request)) return request.user;
  checked.add(request);
  const presented = presentedToken(request);
  if (!presented) return null;
  const settings = request.server.sessionSettings;
  const session = await lookupSession(request.server.db, presented.token, settings);
  if (!session) return null;
  request.user = session.user;
  request.sessionTokenHash = session.tokenHash;
  request.sessionAuthenticatedAt = session.authenticatedAt;
  if (session.renewed && presented.via === 'cookie') setSessionCookie(reply, presented.token, settings);
  return session.user;
}

/**
 * Hook of signed-in routes: 401 'Unauthenticated.' without a live session (AUTH-7). Use it as
 * `onRequest` so that a guest gets the 401 before the body is validated or rate-limited.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await loadUser(request, reply))) throw new AppError('AUTH_UNAUTHENTICATED');
}

/**
 * AUTH-17: hook (`onRequest`) of routes that need a verified email (purchase, top-up, offers):
 * 401 without a session, then 403 'Your email address is not verified.' (the web's cue, spec §4).
 */
export async function requireVerifiedEmail(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.emailVerified) throw new AppError('AUTH_EMAIL_NOT_VERIFIED');
}

/**
 * OPS-1: the check of the shop's operator API, run for every /api/operator route by the operator
 * scope (plugins/staff-roles.ts): 401 without a session, 403 for a signed-in customer. Operators
 * are users with role operator. SEC-24: an operator without two-factor sign-in gets 403
 * AUTH_TWO_FACTOR_SETUP_REQUIRED until it is on.
 */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'operator') throw new AppError('AUTH_OPERATOR_ONLY');
  if (!request.user.twoFactorEnabled) throw new AppError('AUTH_TWO_FACTOR_SETUP_REQUIRED');
}

/** SEC-18: the session a sensitive change is asked in (with the key of two-factor secrets). */
export function sessionProof(request: FastifyRequest, key: Buffer): SessionProof {
  return { key, tokenHash: request.sessionTokenHash, authenticatedAt: request.sessionAuthenticatedAt };
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('AUTH_UNAUTHENTICATED');
  return request.user;
}

/** The context of a back-office step (behind the operator scope, staff-roles.ts): the request's, with the operator as the user (the audit's actor). */
export const operatorCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });

/**
 * AUTH-6: signs the user in with a new session (the one presented before ends), sets the
 * session cookie and the session's CSRF token (SEC-11). SEC-7: the secret stays in the HttpOnly
 * cookie; a bearer token is issued only by POST /auth/token (issueApiToken).
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const settings = request.server.sessionSettings;
  const { token } = await createSession(request.server.db, {
    userId,
    kind: 'browser',
    lifetime: settings,
    replaces: presentedToken(request)?.token,
    device: describeDevice(request.headers['user-agent']),
  });
  setSessionCookie(reply, token, settings);
  setXsrfCookie(reply, settings, sessionXsrfToken(token));
}

/** SEC-7: a bearer token for an API client (a session of kind 'api'); no cookie is set. */
export function issueApiToken(request: FastifyRequest, userId: number): Promise<{ token: string; expiresAt: Date }> {
  return createSession(request.server.db, { userId, kind: 'api', lifetime: request.server.sessionSettings, device: describeDevice(request.headers['user-agent']) });
}

/** AUTH-12: ends the presented session, clears the cookie and hands out a new guest CSRF token (SEC-11). */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const presented = presentedToken(request);
  if (presented) await deleteSession(request.server.db, presented.token);
  clearSessionCookie(reply, request.server.sessionSettings);
  setXsrfCookie(reply, request.server.sessionSettings);
}

/** Sessions by cookie or bearer token; registers request.user and the session settings. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: SessionSettings) => {
    app.decorate('sessionSettings', { ttlMs: opts.ttlMs, absoluteMs: opts.absoluteMs, secureCookies: opts.secureCookies, hostPrefixCookies: opts.hostPrefixCookies });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('sessionAuthenticatedAt', null);
  },
  { name: 'auth', dependencies: ['db'] },
);
