import type { SteamOpenId } from '../../adapters/steam-openid/port.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type UserRow, findOrCreateSteamUser, findUserBySteamId } from '../account/index.ts';
import { readSettings } from '../content/index.ts';

/**
 * AUTH-18: signs in with a verified Steam answer: the account of that steamid, created on the
 * first sign-in (no email yet). AUTH-19: an answer the provider does not confirm signs no one in.
 * JOURNEY-7: a first sign-in is a sign-up, so while is_reg_enabled is off it is refused with
 * sign-up's 403 (AUTH-10); accounts already linked to Steam still sign in.
 */
export async function signInWithSteam(
  ctx: Ctx,
  input: { openid: SteamOpenId; params: Record<string, string>; returnTo: string },
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: string }> {
  const verified = await input.openid.verify(input.params, input.returnTo);
  if (!verified.ok) return verified;
  const known = await findUserBySteamId(ctx.db, verified.steamid);
  if (known) return { ok: true, user: known };
  if (!(await readSettings(ctx.db)).is_reg_enabled) throw new AppError('AUTH_REGISTRATION_DISABLED');
  return { ok: true, user: await findOrCreateSteamUser(ctx.db, verified.steamid) };
}
