import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { authTokens, balanceLedger, knownDevices, recoveryCodes, sessions, signInChallenges, users } from './tables.ts';

/**
 * GDPR-1: the account's part of a person's data: the profile (never the password hash or the
 * two-factor secret), the sessions, the balance statement (every ledger row) and the consents.
 * The terms and privacy policy are accepted at sign-up (spec §2); the cookie choice is kept in
 * the browser only (spec §1, `cookie_consent`), so the file says so rather than guessing it.
 */
export async function accountPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return [];
  const profile = {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phone: user.phoneE164 ?? user.phone,
    country_id: user.countryId,
    city: user.city,
    address: user.address,
    post_code: user.postCode,
    steam_trade_link: user.steamTradeLink,
    steam_id: user.steamid,
    avatar_url: user.avatarUrl,
    language_id: user.langId,
    balance_minor: user.balanceMinor,
    email_verified_at: isoTime(user.emailVerifiedAt),
    two_factor_enabled_at: isoTime(user.totpEnabledAt),
    blocked_at: isoTime(user.blockedAt),
    blocked_reason: user.blockedReason,
    created_at: isoTime(user.createdAt),
    updated_at: isoTime(user.updatedAt),
  };
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
  const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, userId)).orderBy(asc(knownDevices.firstSeenAt));
  const ledger = await db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId)).orderBy(asc(balanceLedger.id));
  return [
    { name: 'profile', rows: [profile] },
    {
      name: 'sessions',
      rows: sessionRows.map((s) => ({ id: s.publicId, kind: s.kind, device: s.device, created_at: isoTime(s.createdAt), last_used_at: isoTime(s.lastSeenAt), expires_at: isoTime(s.expiresAt) })),
    },
    { name: 'known_devices', rows: devices.map((d) => ({ first_seen_at: isoTime(d.firstSeenAt), last_seen_at: isoTime(d.lastSeenAt) })) },
    {
      name: 'balance_statement',
      rows: ledger.map((l) => ({ id: l.id, created_at: isoTime(l.createdAt), reason: l.reason, delta_minor: l.deltaMinor, balance_after_minor: l.balanceAfterMinor, ref_type: l.refType, ref_id: l.refId, note: l.note })),
    },
    {
      name: 'consents',
      rows: [
        { consent: 'terms_and_privacy_policy', given_at: isoTime(user.createdAt), how: 'accepted when the account was created' },
        { consent: 'cookies', given_at: null, how: 'kept in your browser only (cookie_consent); the shop does not store it' },
      ],
    },
  ];
}

/**
 * GDPR-6: erases what the account holds of the person: the profile's personal fields, the
 * password and two-factor sign-in (so no one signs in to it again), every session (signed out
 * everywhere), mailed tokens, challenges, recovery codes and known devices. The row stays, empty,
 * as the anonymous account that the kept orders, ledger rows and payouts point at (GDPR-7).
 */
export async function eraseAccountPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      name: '',
      surname: '',
      phone: null,
      phoneE164: null,
      avatarUrl: null,
      countryId: null,
      city: null,
      address: null,
      postCode: null,
      steamTradeLink: null,
      steamid: null,
      emailVerifiedAt: null,
      langId: null,
      blockedReason: null,
      totpSecretSealed: null,
      totpEnabledAt: null,
      totpLastStep: null,
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  for (const table of [sessions, authTokens, recoveryCodes, signInChallenges, knownDevices]) await tx.delete(table).where(eq(table.userId, userId));
}

/** GDPR-5: the user row, locked until the erasure's transaction ends (a balance move waits for it), or null. */
export async function lockUserForErasure(tx: Tx, userId: number) {
  const [user] = await tx.select({ id: users.id, balanceMinor: users.balanceMinor, staffRole: users.staffRole, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId)).for('update');
  return user ?? null;
}
