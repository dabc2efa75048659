import { errorCatalog, type StaffRole } from '@skins/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { users, type userRoles } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type UserRole = (typeof userRoles)[number];

/** Who is signed in, as the auth plugin puts it on the request. */
export interface SessionUser {
  id: number;
  email: string | null;
  emailVerified: boolean;
  role: UserRole;
  /** OPS-100: the stored language, compared with each request's so that it is written only when it changed. */
  langId: number | null;
  /** The greeting of the user's mails: a mail sent in the request (the order mail) needs no second read of the user. */
  name: string;
  /** The trade link on file: a checkout writes the order's link to the profile only when it differs (issue 20). */
  steamTradeLink: string | null;
  /** SEC-20: two-factor sign-in is on (SEC-24: an operator needs it for the back office). */
  twoFactorEnabled: boolean;
  /** STAFF-2: the operator's back-office role, what plugins/staff-roles.ts checks each /api/operator call against (null: a customer). */
  staffRole: StaffRole | null;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    role: row.role,
    langId: row.langId,
    name: row.name,
    steamTradeLink: row.steamTradeLink,
    twoFactorEnabled: row.totpEnabledAt !== null,
    staffRole: row.staffRole,
  };
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Emails compare case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findUserBySteamId(db: DbOrTx, steamid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.steamid, steamid));
  return row ?? null;
}

/** Runs a write that may hit the email's unique index, answering AUTH_EMAIL_TAKEN on the email field. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  }
}

export function emailTaken(): AppError {
  return new AppError('AUTH_EMAIL_TAKEN', { fields: { email: [errorCatalog.AUTH_EMAIL_TAKEN.message] } });
}

export async function createUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await withUniqueEmail(() => db.insert(users).values(values).returning());
  if (!row) throw new Error('insert returned no user');
  return row;
}

/** A Steam-only account (no email yet); a concurrent first sign-in of the same steamid yields the same row. */
export async function findOrCreateSteamUser(db: DbOrTx, steamid: string): Promise<UserRow> {
  await db.insert(users).values({ steamid }).onConflictDoNothing({ target: users.steamid });
  const row = await findUserBySteamId(db, steamid);
  if (!row) throw new Error('steam user vanished after insert');
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** SEC-10: the confirmed new email, verified by its link; the unique index still guards a race. */
export async function setEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  const now = new Date();
  await withUniqueEmail(() => db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)));
}

export async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The emails of some users, by id (operator lists show who sent an offer or gets a payout). */
export async function emailsByUserId(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** OPS-101: what a mail to each of these users needs (address, greeting, language), by id, in one read (issue 20: the paid-mail sweep). */
export async function mailRecipientsById(db: DbOrTx, ids: number[]): Promise<Map<number, { email: string | null; name: string; langId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, name: users.name, langId: users.langId }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...to }) => [id, to]));
}

/** DELIV-10: the profiles' trade links of these users, by id, in one read (the failed-delivery queue's page). */
export async function tradeLinksByUserId(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, link: users.steamTradeLink }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.link]));
}

/** OPS-46: the ids of the users whose email contains `part` (any case), at most `limit`: a back-office search by email. */
export async function userIdsWithEmailLike(db: DbOrTx, part: string, limit = 1000): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`${users.email} ILIKE ${likePattern(part)}`).limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Spec §3 steam_trade_link: the trade link an order used becomes the profile's when the profile has
 * none, and only `when` holds. SEC-18: changing a saved trade link is a profile change that asks
 * for the current password, so a checkout never replaces one. Not run: issue 20, an order's insert carries it as a
 * data-modifying CTE (written only when the order was inserted), so the purchase pays no statement for it.
 */
export function tradeLinkWrite(db: DbOrTx, userId: number, tradeUrl: string | null, when: SQL): SQL {
  return db
    .update(users)
    .set({ steamTradeLink: tradeUrl })
    .where(and(eq(users.id, userId), isNull(users.steamTradeLink), when))
    .getSQL();
}

/**
 * OFFER-12: a first trade link, saved to a profile that has none (the accept step's). SEC-18: a saved
 * link is replaced only through the profile with the current password, so this never overwrites one.
 * Returns the profile's trade link after it.
 */
export async function saveFirstTradeLink(db: DbOrTx, userId: number, link: string | null): Promise<string | null> {
  if (link) await db.update(users).set({ steamTradeLink: link }).where(and(eq(users.id, userId), isNull(users.steamTradeLink)));
  const [row] = await db.select({ link: users.steamTradeLink }).from(users).where(eq(users.id, userId));
  return row?.link?.trim() ? row.link : null;
}

/**
 * OPS-100: the language of the user's last request that named one. Written only when it changed
 * (the caller compares with the session's langId first, and the update is conditional too), so a
 * request costs no extra write.
 */
export async function rememberLanguage(db: DbOrTx, userId: number, langId: number): Promise<void> {
  await db.update(users).set({ langId }).where(and(eq(users.id, userId), sql`${users.langId} IS DISTINCT FROM ${langId}`));
}

/** Who a mail goes to: the address, the name of the greeting and the language (OPS-101). */
export interface MailRecipient {
  email: string;
  name: string;
  langId: number | null;
}

/** OPS-103: every operator with an address, the recipients of the shop's alerts when OPERATOR_ALERT_EMAIL is unset. */
export async function operatorRecipients(db: DbOrTx): Promise<MailRecipient[]> {
  const rows = await db.select({ email: users.email, name: users.name, langId: users.langId }).from(users).where(eq(users.role, 'operator'));
  return rows.flatMap((r) => (r.email ? [{ email: r.email, name: r.name, langId: r.langId }] : []));
}
