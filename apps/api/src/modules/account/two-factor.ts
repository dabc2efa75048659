import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, errorCatalog, normalizeCode, type TwoFactorSetup, type TwoFactorStatus } from '@skins/contract';
import { and, count, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { encode } from 'uqr';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { openSealedText, sealText } from '../../lib/sealed-text.ts';
import { recoveryCodes, users } from './tables.ts';
import type { UserRow } from './users.ts';

/** The name an authenticator app shows above the account's codes. */
const ISSUER = 'Skins Market';
/** SEC-21: codes one 30-second step either side of the server's clock pass (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** SEC-20: the TOTP secret is sealed bound to its user's row (SEC-27), so a copied blob opens nowhere else. */
const rowOf = (userId: number) => ({ table: 'users', id: userId });

/** SEC-20: recovery codes are random (50 bits each), so a plain SHA-256 is enough to keep them unreadable. */
const hashCode = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const text = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The QR code of a URI as one SVG path of unit squares (`M x y h1 v1 h-1 z` per dark module). */
function qrPath(uri: string): { size: number; path: string } {
  const { data, size } = encode(uri, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return { size, path: parts.join('') };
}

export const twoFactorOn = (user: Pick<UserRow, 'totpEnabledAt'>) => user.totpEnabledAt !== null;

/** SEC-20: GET /user/two-factor. */
export async function twoFactorStatus(db: DbOrTx, user: UserRow): Promise<TwoFactorStatus> {
  const [left] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { enabled: twoFactorOn(user), recovery_codes_left: twoFactorOn(user) ? (left?.n ?? 0) : 0 };
}

/**
 * SEC-20: a new secret for the account, kept sealed and waiting for its first code (enable). A
 * second setup replaces a waiting secret; an account with two-factor sign-in on keeps its own.
 */
export async function startTwoFactorSetup(db: DbOrTx, key: Buffer, user: UserRow): Promise<TwoFactorSetup> {
  if (twoFactorOn(user)) throw new AppError('AUTH_TWO_FACTOR_ALREADY_ON');
  const secret = generateSecret();
  await db.update(users).set({ totpSecretSealed: sealText(key, secret, rowOf(user.id)), totpLastStep: null }).where(eq(users.id, user.id));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email ?? user.steamid ?? `account ${user.id}`, secret });
  return { secret, otpauth_url: otpauthUrl, qr: qrPath(otpauthUrl) };
}

function secretOf(key: Buffer, user: UserRow): string | null {
  return user.totpSecretSealed ? openSealedText(key, user.totpSecretSealed, rowOf(user.id)) : null;
}

/**
 * SEC-21: a TOTP code of the account's secret, accepted once: the time step it matched is written
 * only when it is later than the last accepted one, in one conditional UPDATE, so a code (or two
 * racing requests with it) passes once within its window.
 */
async function acceptTotp(db: DbOrTx, key: Buffer, user: UserRow, code: string): Promise<boolean> {
  const secret = secretOf(key, user);
  if (!secret || !/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(user.totpLastStep !== null && { afterTimeStep: user.totpLastStep }) });
  if (!result.valid || !('timeStep' in result)) return false;
  const moved = await db
    .update(users)
    .set({ totpLastStep: result.timeStep })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, result.timeStep))))
    .returning({ id: users.id });
  return moved.length === 1;
}

/** SEC-20: a recovery code of the account, used up by the one conditional UPDATE that accepts it. */
async function acceptRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** SEC-20, SEC-21: the second factor of an account with it on: an app code or a recovery code, each accepted once. */
export async function acceptSecondFactor(db: DbOrTx, key: Buffer, user: UserRow, raw: string): Promise<boolean> {
  if (!twoFactorOn(user)) return false;
  const code = normalizeCode(raw);
  return /^\d{6}$/.test(code) ? acceptTotp(db, key, user, code) : acceptRecoveryCode(db, user.id, code);
}

/**
 * SEC-20: the first code of the app turns two-factor sign-in on and gives ten new recovery codes,
 * shown once (only their hashes are kept).
 */
export async function enableTwoFactor(db: DbOrTx, key: Buffer, user: UserRow, code: string): Promise<string[]> {
  if (twoFactorOn(user)) throw new AppError('AUTH_TWO_FACTOR_ALREADY_ON');
  if (!user.totpSecretSealed) throw new AppError('AUTH_TWO_FACTOR_NOT_STARTED');
  if (!(await acceptTotp(db, key, user, normalizeCode(code)))) throw new AppError('AUTH_TWO_FACTOR_CODE_INVALID', { fields: { code: [errorCatalog.AUTH_TWO_FACTOR_CODE_INVALID.message] } });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
  await db.update(users).set({ totpEnabledAt: sql`now()` }).where(eq(users.id, user.id));
  return codes;
}

/** SEC-20: turns two-factor sign-in off (the caller checked the proof, SEC-18): the secret and the recovery codes go. */
export async function disableTwoFactor(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
