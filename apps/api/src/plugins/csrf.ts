import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { expectedXsrfToken, SESSION_COOKIE, XSRF_HEADER } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A sign-in form (login, register, password reset): checked for browser requests even without a session. */
    guestCsrf?: boolean;
    /** The sandbox payment provider's own page (PAY-15): stands for another site, so no CSRF pair. */
    noCsrf?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * AUTH-2, the CSRF rule (docs/decisions/001-csrf.md). A POST/PUT/PATCH/DELETE under /api must
 * carry the header X-XSRF-TOKEN equal to the session's token (SEC-11), or for a guest form to the
 * XSRF-TOKEN cookie, when
 *   - it has no Authorization header (bearer requests carry no ambient credential), and
 *   - it carries the session cookie, or it goes to a sign-in form (route config guestCsrf: login,
 *     register, both password-reset calls) from a browser (an Origin or Referer header).
 * Otherwise it is refused with 403 AUTH_CSRF_MISMATCH before its body is read.
 */
export function needsCsrfToken(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return false;
  if (request.headers.authorization !== undefined) return false;
  if (request.routeOptions.config.noCsrf === true) return false;
  if (request.cookies[SESSION_COOKIE] !== undefined) return true;
  const fromBrowser = request.headers.origin !== undefined || request.headers.referer !== undefined;
  return fromBrowser && request.routeOptions.config.guestCsrf === true;
}

export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!needsCsrfToken(request)) return;
      const header = request.headers[XSRF_HEADER];
      if (!sameToken(expectedXsrfToken(request), typeof header === 'string' ? header : undefined)) throw new AppError('AUTH_CSRF_MISMATCH');
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);
