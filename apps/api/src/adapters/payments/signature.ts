import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** SEC-13: how far a signature's sending time may be from now; a provider's retry signs anew. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, t: number, rawBody: string) => createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/**
 * PAY-10, SEC-13: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (Stripe's scheme):
 * the sending time is signed with the body, so a captured webhook cannot be replayed later.
 */
export function signBody(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

export function signatureMatches(secret: string, rawBody: string, presented: string | undefined, now = Date.now()): boolean {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(presented ?? '');
  if (!parts) return false;
  const t = Number(parts[1]);
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
  const given = Buffer.from(parts[2] ?? '', 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
