/**
 * SEC-20: what a typed code is, with no other import, so that a form that only checks a code's
 * shape (the payout forms) does not load the auth schemas (and libphonenumber) with it.
 */

/** SEC-20: ten one-time recovery codes, each ten letters and digits shown as two groups of five. */
export const RECOVERY_CODE_COUNT = 10;

/** A typed code with its spaces and hyphens taken out, lower case: what is checked. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toLowerCase();
}

/** SEC-20: six digits (the app's code) or a ten-character recovery code, as typed (spaces and hyphens allowed). */
export function isTwoFactorCode(raw: string): boolean {
  const code = normalizeCode(raw);
  return /^\d{6}$/.test(code) || /^[a-z2-7]{10}$/.test(code);
}
