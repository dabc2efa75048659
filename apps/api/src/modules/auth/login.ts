import type { LoginBody } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type UserRow, checkPassword, findUserByEmail } from '../account/index.ts';

/**
 * AUTH-5: the user whose email and password match. An unknown email, a wrong password and an
 * account without a password get the same answer after the same work (a hash check each).
 */
export async function verifyCredentials(ctx: Ctx, input: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, input.username);
  const ok = await checkPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw new AppError('AUTH_BAD_CREDENTIALS');
  return user;
}
