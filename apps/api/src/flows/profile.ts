import type { ProfileUpdateBody, UserProfile } from '@skins/contract';
import type { Ctx } from '../lib/ctx.ts';
import { getProfile, saveProfile, type SessionProof } from '../modules/account/index.ts';
import { lastDelivery } from '../modules/checkout/index.ts';
import { requestEmailChange } from './email-change.ts';

/**
 * ACCOUNT-1, JOURNEY-4: the profile page's data: the account's profile with the delivery details of
 * the last paid checkout. The accounts sit below checkout (issue 48), so the two meet here; the
 * sign-in answers read it too (handed to auth's routes in app.ts).
 */
export async function profileOf(ctx: Ctx, userId: number): Promise<UserProfile> {
  return getProfile(ctx, userId, await lastDelivery(ctx.db, userId));
}

/**
 * ACCOUNT-2, SEC-10: saves the profile form; a new email waits for the link mailed to it, and
 * `pendingEmail` tells the caller so.
 */
export async function updateProfile(ctx: Ctx, userId: number, input: ProfileUpdateBody, session: SessionProof): Promise<{ profile: UserProfile; pendingEmail: string | null }> {
  const emailChange = await saveProfile(ctx, userId, input, session);
  if (emailChange) await requestEmailChange(ctx, emailChange);
  return { profile: await profileOf(ctx, userId), pendingEmail: emailChange?.newEmail ?? null };
}
