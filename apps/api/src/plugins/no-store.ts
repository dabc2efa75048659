import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser, requireVerifiedEmail } from './auth.ts';
import { isOperatorRoute } from './staff-roles.ts';
import { cookieNames } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** SEC-17: a signed-in route (behind a session guard): every answer is `Cache-Control: no-store`. */
    noStore?: boolean;
  }
}

/** SEC-17: the guards of the routes whose answers depend on the session. */
const SESSION_GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireVerifiedEmail]);

/** SEC-17: a route's onRequest hooks (one or a list) include a session guard. */
export function isSessionGuarded(onRequest: unknown): boolean {
  return (Array.isArray(onRequest) ? onRequest : [onRequest]).some((hook) => SESSION_GUARDS.has(hook));
}

/** SEC-17: the reply sets the session cookie (sign-in, a renewed or cleared session). */
function setsSessionCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  if (header === undefined) return false;
  const prefix = `${cookieNames(request.server.sessionSettings).session}=`;
  return (Array.isArray(header) ? header : [String(header)]).some((cookie) => cookie.startsWith(prefix));
}

/**
 * SEC-17: `Cache-Control: no-store` on every answer that depends on the session, so that no browser
 * or shared cache keeps a signed-in page (a profile, orders, the back office) for the next user of
 * the machine or of the proxy: the answers of routes behind requireUser or requireVerifiedEmail and
 * of every back-office route (the operator scope, staff-roles.ts) (marked as they are registered, whatever their status: a 401 or 422 too), an
 * answer that sets the session cookie, and any answer to a request whose user was loaded
 * (/api/is-auth, /api/login). Public answers (catalogue, settings, pages, images) keep their own
 * caching. Registered after @fastify/cookie, so its onSend has written the cookies this one reads.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (isSessionGuarded(route.onRequest) || isOperatorRoute(route.url)) route.config = { ...route.config, noStore: true };
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.routeOptions.config.noStore || request.user !== null || setsSessionCookie(request, reply)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'no-store', dependencies: ['auth', '@fastify/cookie'] },
);
