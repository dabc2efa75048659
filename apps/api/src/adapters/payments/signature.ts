import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** PAY-10: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function signatureMatches(secret: string, rawBody: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
