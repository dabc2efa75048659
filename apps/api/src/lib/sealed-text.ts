import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * OPS-21: AES-256-GCM for secrets kept at rest (a bank payout's IBAN and holder). Each value gets
 * its own random 12-byte IV, so equal secrets seal differently; the GCM tag makes a changed
 * ciphertext or a wrong key fail to open instead of yielding garbage. The format names its version
 * so that a later key rotation can tell old values from new.
 *
 * SEC-27: a `v2` value is bound to the row it is kept in: the GCM additional authenticated data is
 * `<table>:<id>:v2`, so a value copied into another row (by someone who can write the database but
 * has not the key) fails to open there. `v1` values (no associated data) are opened only by
 * openLegacySealedText, for re-sealing them as `v2` (ADR 016, "Update").
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** SEC-27: the row a sealed value is kept in (its table and id): what the value is bound to. */
export interface SealedRow {
  table: string;
  id: number;
}

/** A 32-byte key written as 64 hex characters or as base64; null for anything else. */
export function parseSealKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}

/** SEC-27: `<table>:<id>:v2`; a table is lower-case words and an id a positive integer, so no two rows share one. */
function associatedData(row: SealedRow): Buffer {
  if (!/^[a-z][a-z0-9_]*$/.test(row.table) || !Number.isSafeInteger(row.id) || row.id < 1) throw new Error('a sealed value is bound to a table name and a positive row id');
  return Buffer.from(`${row.table}:${row.id}:${VERSION}`, 'utf8');
}

/** SEC-27: seals `plain` for one row (`v2.iv.tag.body`). */
export function sealText(key: Buffer, plain: string, row: SealedRow): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(row));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

function open(key: Buffer, sealed: string, version: string, aad: Buffer | null): string {
  const [found, iv, tag, body, extra] = sealed.split('.');
  if (found !== version || !iv || !tag || body === undefined || extra !== undefined) throw new Error(`not a sealed value of version ${version}`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * SEC-27: the plain text of a value sealed for `row`; throws when it was sealed with another key,
 * for another row, changed since, or is a `v1` value (those open through openLegacySealedText only).
 */
export function openSealedText(key: Buffer, sealed: string, row: SealedRow): string {
  return open(key, sealed, VERSION, associatedData(row));
}

/**
 * SEC-27: the plain text of a `v1` value (sealed before values were bound to their row). Bound to
 * no row, so its caller must check that it belongs where it was found; only the startup re-seal
 * of a module's own legacy values uses it.
 */
export function openLegacySealedText(key: Buffer, sealed: string): string {
  return open(key, sealed, LEGACY_VERSION, null);
}

/** SEC-27: the prefix of values sealed before they were bound to their row. */
export const LEGACY_SEALED_PREFIX = `${LEGACY_VERSION}.`;
