import { errorCatalog, toE164, toMajor, type ChangePasswordBody, type LastDelivery, type ProfileUpdateBody, type UserProfile } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { findCountry } from '../content/index.ts';
import { users } from './tables.ts';
import { assertEmailFree, type EmailChangeRequest } from './email-change.ts';
import { findUserById, setPasswordHash, type UserRow } from './users.ts';
import { assertReauthenticated, type SessionProof } from './reauth.ts';

function toProfile(user: UserRow, countryName: string | null, delivery: LastDelivery | null): UserProfile {
  const emailVerified = user.emailVerifiedAt !== null;
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    // JOURNEY-1: the number with its country, as the forms send it back; older rows hold digits only.
    phone: user.phoneE164 ?? user.phone,
    balance: toMajor(user.balanceMinor),
    avatarUrl: user.avatarUrl,
    created_at: user.createdAt.toISOString(),
    country: user.countryId,
    country_name: countryName,
    city: user.city,
    address: user.address,
    post_code: user.postCode,
    zip: user.postCode,
    steam_trade_link: user.steamTradeLink,
    steamid: user.steamid,
    emailVerified,
    verification_data: { status: emailVerified ? 'approved' : 'pending' },
    last_delivery: delivery,
    role: user.role,
    two_factor_enabled: user.totpEnabledAt !== null,
    // STAFF-1: the stored back-office role (null for a customer).
    staff_role: user.staffRole,
  };
}

async function requireAccount(ctx: Ctx, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('AUTH_UNAUTHENTICATED');
  return user;
}

/**
 * ACCOUNT-1: the spec §3 user profile. JOURNEY-4: its last delivery is read from the orders by the
 * caller (flows/profile.ts): checkout sits above the accounts (issue 48).
 */
export async function getProfile(ctx: Ctx, userId: number, delivery: LastDelivery | null): Promise<UserProfile> {
  const user = await requireAccount(ctx, userId);
  const country = user.countryId === null ? null : await findCountry(ctx.db, user.countryId);
  return toProfile(user, country?.title ?? null, delivery);
}

/**
 * ACCOUNT-2: saves the profile form. Fields left out stay; an empty phone, address, city, post
 * code, country or trade link clears it; an empty email keeps the current one. An unknown country is a 422.
 * SEC-10: a new email is only requested: the profile keeps the current one until the link mailed to
 * the new address is opened; the request answered is the caller's to mail (flows/email-change.ts).
 */
export async function saveProfile(ctx: Ctx, userId: number, input: ProfileUpdateBody, session: SessionProof): Promise<EmailChangeRequest | null> {
  const user = await requireAccount(ctx, userId);
  const changes: Partial<typeof users.$inferInsert> = {};
  const newTradeLink = input.steamTradeLink === undefined ? undefined : input.steamTradeLink || null;
  const newEmail = input.email && input.email.toLowerCase() !== (user.email ?? '').toLowerCase() ? input.email : null;
  // SEC-18: moving the account's mail or its deliveries elsewhere needs the person, not only the
  // session (a first trade link moves nothing: a checkout saves one too).
  if (newEmail || (newTradeLink !== undefined && user.steamTradeLink !== null && newTradeLink !== user.steamTradeLink)) {
    await assertReauthenticated(ctx.db, { user, proof: input, session, purpose: 'change' });
  }
  if (input.name != null) changes.name = input.name;
  if (input.surname != null) changes.surname = input.surname;
  if (input.phone !== undefined) {
    changes.phone = input.phone || null;
    changes.phoneE164 = toE164(input.phone);
  }
  if (input.address !== undefined) changes.address = input.address || null;
  if (input.city !== undefined) changes.city = input.city || null;
  if (input.postCode !== undefined) changes.postCode = input.postCode || null;
  // DELIV-10: where a retried delivery's offer goes (a new order's link replaces it, as before).
  if (newTradeLink !== undefined) changes.steamTradeLink = newTradeLink;
  if (input.country !== undefined) {
    if (input.country !== null && !(await findCountry(ctx.db, input.country))) {
      throw new AppError('ACCOUNT_COUNTRY_UNKNOWN', { fields: { country: [errorCatalog.ACCOUNT_COUNTRY_UNKNOWN.message] } });
    }
    changes.countryId = input.country;
  }
  const pendingEmail = newEmail;
  // A taken address is refused before anything is saved; the same address in another case is saved at once.
  if (pendingEmail) await assertEmailFree(ctx.db, user.id, pendingEmail);
  else if (input.email) changes.email = input.email;
  await ctx.db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, user.id));
  return pendingEmail ? { user: { id: user.id, email: user.email, name: changes.name ?? user.name, langId: user.langId }, newEmail: pendingEmail } : null;
}

/**
 * ACCOUNT-4: a new password needs the current one; then every other session of the account
 * ends (the one making the change stays signed in). SEC-8: a common new password is refused.
 */
export async function changePassword(ctx: Ctx, userId: number, input: ChangePasswordBody & { keepSessionHash: string | null }): Promise<void> {
  const user = await requireAccount(ctx, userId);
  if (!user.passwordHash) throw new AppError('ACCOUNT_NO_PASSWORD');
  assertUncommonPassword(input.newPassword, 'new_password');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('ACCOUNT_WRONG_PASSWORD', { fields: { cur_password: [errorCatalog.ACCOUNT_WRONG_PASSWORD.message] } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, input.keepSessionHash ?? undefined);
  });
}
