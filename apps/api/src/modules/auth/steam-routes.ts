import { afterLoginPath, errorCatalog, steamLoginQuerySchema } from '@skins/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { steamOpenIdClient } from '../../adapters/steam-openid/openid.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadUser, requireUser } from '../../plugins/auth.ts';
import { challengeOrSignIn } from '../../plugins/sign-in.ts';
import { linkSteam } from './steam-link.ts';
import { signInWithSteam } from './steam-login.ts';
import { newToken } from '../account/index.ts';

/** Ties the provider's answer to the browser that started the sign-in (no login CSRF through OpenID). */
const STATE_COOKIE = 'steam_openid';
const STATE_PATH = '/api/auth/steam';
const STATE_TTL_S = 10 * 60;
// INV-6: `link` marks the round trip of a signed-in customer linking Steam rather than signing in.
const pendingSchema = z.object({ state: z.string().regex(/^[\w-]{43}$/), redirect: z.string(), link: z.literal(true).optional() });

function readPending(raw: string | undefined) {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** AUTH-18, AUTH-19, AUTH-21: sign-in with Steam (OpenID 2.0). */
export const steamRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const openid = steamOpenIdClient({ endpoint: config.STEAM_OPENID_URL });
  const returnTo = (state: string) => `${config.publicUrl}/api/auth/steam/callback?state=${state}`;
  const signInError = (message: string) => `${config.publicUrl}/auth?form=signin&error=${encodeURIComponent(message)}`;
  const failed = signInError(errorCatalog.AUTH_STEAM_FAILED.message);

  /** The first leg: the state cookie, then off to the provider. */
  const toProvider = (reply: FastifyReply, redirect: string | undefined, link: boolean) => {
    const state = newToken();
    const pending = JSON.stringify({ state, redirect: afterLoginPath(redirect), ...(link ? { link } : {}) });
    reply.setCookie(STATE_COOKIE, pending, { path: STATE_PATH, httpOnly: true, sameSite: 'lax', secure: app.sessionSettings.secureCookies, maxAge: STATE_TTL_S });
    return reply.redirect(openid.signInUrl({ returnTo: returnTo(state), realm: config.publicUrl }), 302);
  };

  app.get('/auth/steam', { schema: { tags: ['auth'], querystring: steamLoginQuerySchema } }, async (request, reply) => toProvider(reply, request.query.redirect, false));

  // INV-6: a signed-in customer (one who signed up by email) links Steam: the same round trip, back to `redirect`.
  app.get('/auth/steam/link', { onRequest: requireUser, schema: { tags: ['auth'], querystring: steamLoginQuerySchema } }, async (request, reply) => toProvider(reply, request.query.redirect, true));

  app.get('/auth/steam/callback', { schema: { tags: ['auth'], querystring: z.record(z.string(), z.unknown()) } }, async (request, reply) => {
    const pending = readPending(request.cookies[STATE_COOKIE]);
    reply.clearCookie(STATE_COOKIE, { path: STATE_PATH });
    const params = Object.fromEntries(Object.entries(request.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
    if (!pending || params.state !== pending.state) {
      request.log.warn('steam sign-in refused: the answer does not belong to this browser');
      return reply.redirect(failed, 302);
    }
    if (pending.link) {
      const userId = (await loadUser(request, reply))?.id ?? null;
      return reply.redirect(`${config.publicUrl}${await linkSteam(request.ctx(), { userId, openid, params, returnTo: returnTo(pending.state), redirect: pending.redirect })}`, 302);
    }
    let result;
    try {
      result = await signInWithSteam(request.ctx(), { openid, params, returnTo: returnTo(pending.state) });
    } catch (err) {
      // JOURNEY-7: the browser is navigating, so a refusal (registration off) goes back to sign-in with its message.
      if (!(err instanceof AppError)) throw err;
      return reply.redirect(signInError(err.message), 302);
    }
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'steam sign-in refused');
      return reply.redirect(failed, 302);
    }
    // SEC-20: Steam is a first factor like the password: with two-factor on, the code's page comes next.
    const waiting = await challengeOrSignIn(request, reply, result.user, { redirect: pending.redirect, geoHeader: config.GEOIP_HEADER });
    if (waiting) return reply.redirect(`${config.publicUrl}/auth?form=two-factor&redirect=${encodeURIComponent(pending.redirect)}`, 302);
    return reply.redirect(`${config.publicUrl}${pending.redirect}`, 302);
  });
};
