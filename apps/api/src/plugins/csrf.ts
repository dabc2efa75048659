import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { expectedXsrfToken, presentedSessionCookie, XSRF_HEADER } from './session-cookies.ts';

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
 * SEC-15: whether a request goes to an API route, by the route the router matched (which decoded
 * the path: `/%61pi/...` is `/api/...`), never by the raw URL.
 */
function toApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}

/** The origin (scheme, host, port) of a header's URL, or 'null' for one that has none. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * SEC-15: the origin a browser says a request comes from: its Origin header, else its Referer's;
 * undefined for a request that names neither (not a browser's form or script).
 */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string') return origin === 'null' ? 'null' : originOf(origin);
  if (typeof referer === 'string') return originOf(referer);
  return undefined;
}

/**
 * AUTH-2, the CSRF rule (docs/decisions/001-csrf.md). A POST/PUT/PATCH/DELETE to an API route must
 * carry the header X-XSRF-TOKEN equal to the session's token (SEC-11), or for a guest form to the
 * XSRF-TOKEN cookie, when
 *   - it has no Authorization header (bearer requests carry no ambient credential), and
 *   - it carries the session cookie, or it goes to a sign-in form (route config guestCsrf: login,
 *     register, both password-reset calls) from a browser (an Origin or Referer header).
 * Otherwise it is refused with 403 AUTH_CSRF_MISMATCH before its body is read.
 */
export function needsCsrfToken(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method) || !toApiRoute(request)) return false;
  if (request.headers.authorization !== undefined) return false;
  if (request.routeOptions.config.noCsrf === true) return false;
  if (presentedSessionCookie(request) !== undefined) return true;
  const fromBrowser = request.headers.origin !== undefined || request.headers.referer !== undefined;
  return fromBrowser && request.routeOptions.config.guestCsrf === true;
}

/**
 * SEC-15: a change sent by a page of another site is refused whatever it carries: a
 * POST/PUT/PATCH/DELETE to an API route whose Origin (else Referer) is neither PUBLIC_URL's origin
 * nor the origin the request was sent to (the shop opened at another address of its own, e.g.
 * 127.0.0.1 in development; a browser cannot forge its Host and Origin together). A request naming
 * no origin (an API client, a provider's webhook) is left to the token rule; the sandbox provider's
 * pages (noCsrf) check their own origin.
 */
export function foreignOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  if (!MUTATING.has(request.method) || !toApiRoute(request) || request.routeOptions.config.noCsrf === true) return false;
  const claimed = claimedOrigin(request);
  if (claimed === undefined) return false;
  return claimed !== publicOrigin && claimed !== `${request.protocol}://${request.host}`;
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const publicOrigin = originOf(opts.publicUrl);
    app.addHook('onRequest', async (request) => {
      if (foreignOrigin(request, publicOrigin)) throw new AppError('AUTH_FOREIGN_ORIGIN');
      if (!needsCsrfToken(request)) return;
      const header = request.headers[XSRF_HEADER];
      if (!sameToken(expectedXsrfToken(request), typeof header === 'string' ? header : undefined)) throw new AppError('AUTH_CSRF_MISMATCH');
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);
