import type { RegisterBody } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type UserRow, assertUncommonPassword, createUser, emailTaken, findUserByEmail, hashPassword } from '../account/index.ts';
import { readSettings } from '../content/index.ts';
import { sendVerificationEmail } from './email-verification.ts';

/**
 * AUTH-10: sign-up is open only while the is_reg_enabled setting is on (spec §6).
 * AUTH-9: an email is registered once (compared without case).
 * AUTH-11: the new account gets a verification email; the caller signs it in.
 * SEC-8: a common password is refused after the form's rules.
 */
export async function register(ctx: Ctx, input: RegisterBody): Promise<UserRow> {
  const settings = await readSettings(ctx.db);
  if (!settings.is_reg_enabled) throw new AppError('AUTH_REGISTRATION_DISABLED');
  assertUncommonPassword(input.password, 'password');
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const user = await createUser(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    name: input.name,
    surname: input.surname,
    phone: input.phone,
    phoneE164: input.phoneE164,
    // OPS-100: the verification mail is already in the language of the sign-up.
    langId: ctx.locale.languageId,
  });
  try {
    await sendVerificationEmail(ctx, user);
  } catch (err) {
    // The account exists either way; the user can ask for the link again (AUTH-16).
    ctx.log.error({ err, userId: user.id }, 'verification email could not be sent');
  }
  return user;
}
