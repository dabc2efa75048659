import { errorCatalog } from '@skins/contract';
import type { SteamOpenId } from '../../adapters/steam-openid/port.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { linkSteamId } from '../account/index.ts';

/** `path` with one more query parameter. */
const withQuery = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/**
 * INV-6: the callback of a Steam link: the provider's answer verified as a sign-in's (AUTH-19), then
 * the Steam id saved on the signed-in customer (`userId`; null: the session is gone, so sign in
 * first). Returns where the browser goes: back to `redirect` with `steam=linked`, or with
 * `steam_error=<message>` (the answer refused, the Steam account taken).
 */
export async function linkSteam(ctx: Ctx, input: { userId: number | null; openid: SteamOpenId; params: Record<string, string>; returnTo: string; redirect: string }): Promise<string> {
  if (input.userId === null) return withQuery('/auth?form=signin', 'redirect', input.redirect);
  const verified = await input.openid.verify(input.params, input.returnTo);
  if (!verified.ok) {
    ctx.log.warn({ reason: verified.reason }, 'steam link refused');
    return withQuery(input.redirect, 'steam_error', errorCatalog.AUTH_STEAM_FAILED.message);
  }
  try {
    await linkSteamId(ctx.db, input.userId, verified.steamid);
  } catch (err) {
    if (err instanceof AppError) return withQuery(input.redirect, 'steam_error', err.message);
    throw err;
  }
  return withQuery(input.redirect, 'steam', 'linked');
}
