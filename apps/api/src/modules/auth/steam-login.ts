import type { SteamOpenId } from '../../adapters/steam-openid/port.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findOrCreateSteamUser, type UserRow } from '../account/users.ts';

/**
 * AUTH-18: signs in with a verified Steam answer: the account of that steamid, created on the
 * first sign-in (no email yet). AUTH-19: an answer the provider does not confirm signs no one in.
 */
export async function signInWithSteam(
  ctx: Ctx,
  input: { openid: SteamOpenId; params: Record<string, string>; returnTo: string },
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: string }> {
  const verified = await input.openid.verify(input.params, input.returnTo);
  if (!verified.ok) return verified;
  return { ok: true, user: await findOrCreateSteamUser(ctx.db, verified.steamid) };
}
