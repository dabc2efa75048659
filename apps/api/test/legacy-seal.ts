import { createCipheriv, randomBytes } from 'node:crypto';

/** SEC-27: a value in the sealed format of before SEC-27 (`v1`: no associated data), as a running shop still holds them. */
export function legacySeal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}
