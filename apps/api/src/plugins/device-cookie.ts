import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** SEC-23: a browser's long-lived random id, so that a sign-in from a new device can be told apart. */
const DEVICE_COOKIE = 'skins_device';
const DEVICE_FORMAT = /^[\w-]{43}$/;
/** Browsers keep a cookie at most 400 days. */
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The device id of the request's cookie; a browser without one gets a new one. */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const present = request.cookies[DEVICE_COOKIE];
  if (present && DEVICE_FORMAT.test(present)) return present;
  const id = randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.server.sessionSettings.secureCookies, maxAge: DEVICE_MAX_AGE_S });
  return id;
}
