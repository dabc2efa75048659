import type { CountryCode } from 'libphonenumber-js/min';

/** Spec §5 Phone input: at most 25 characters. */
export const PHONE_MAX_LENGTH = 25;

/** ISO code → calling code of every country the phone library supports, inlined at build (../../calling-codes.ts). */
declare const __PHONE_CALLING_CODES__: Record<string, string>;
const CALLING_CODES = new Map(Object.entries(__PHONE_CALLING_CODES__));

/** Spec §5 Phone input: only digits, spaces, parentheses, plus and hyphen are kept. */
export function sanitizePhone(raw: string): string {
  return raw.replace(/[^\d\s()+-]/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** The country code libphonenumber knows for an ISO code (compared case-insensitively), else undefined. */
export function supportedCountry(iso: string | null | undefined): CountryCode | undefined {
  const code = (iso ?? '').toUpperCase();
  return CALLING_CODES.has(code) ? (code as CountryCode) : undefined;
}

export function callingCode(iso: string): string | undefined {
  const code = CALLING_CODES.get(iso.toUpperCase());
  return code ? `+${code}` : undefined;
}
