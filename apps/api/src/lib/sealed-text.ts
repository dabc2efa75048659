import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * OPS-21: AES-256-GCM for secrets kept at rest (a bank payout's IBAN and holder). Each value gets
 * its own random 12-byte IV, so equal secrets seal differently; the GCM tag makes a changed
 * ciphertext or a wrong key fail to open instead of yielding garbage. The format names its version
 * so that a later key rotation can tell old values from new.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

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

export function sealText(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

/** The plain text of a sealed value; throws when it was sealed with another key or changed since. */
export function openSealedText(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value of this version');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
