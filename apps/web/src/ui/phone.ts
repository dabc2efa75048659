import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Spec §5 Phone input: at most 25 characters. */
export const PHONE_MAX_LENGTH = 25;

/** Spec §5 Phone input: only digits, spaces, parentheses, plus and hyphen are kept. */
export function sanitizePhone(raw: string): string {
  return raw.replace(/[^\d\s()+-]/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** The country code libphonenumber knows for an ISO code (compared case-insensitively), else undefined. */
export function supportedCountry(iso: string | null | undefined): CountryCode | undefined {
  const code = (iso ?? '').toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

export function callingCode(iso: string): string | undefined {
  const c = supportedCountry(iso);
  return c ? `+${getCountryCallingCode(c)}` : undefined;
}

/** A phone number parses as valid: international (+...) or national for the picked country. */
export function isValidPhone(value: string, iso?: string | null): boolean {
  return parsePhoneNumberFromString(value, supportedCountry(iso))?.isValid() ?? false;
}

/** The E.164 form sent as phoneE164 at sign-up (spec §7), or undefined when it does not parse. */
export function toE164(value: string, iso?: string | null): string | undefined {
  return parsePhoneNumberFromString(value, supportedCountry(iso))?.number;
}

/**
 * JOURNEY-1: how a form's phone field opens with a saved phone. An international (E.164) number
 * opens at its country, written as one types it (+351 912 345 678); national digits saved before
 * open at the user's country when they are a valid number there, else with no country ('—').
 */
export function phoneFieldStart(saved: string | null | undefined, userIso?: string | null): { phone: string; phoneCountry: string } {
  const phone = saved ?? '';
  const international = parsePhoneNumberFromString(phone);
  if (international?.country) return { phone: international.formatInternational(), phoneCountry: international.country.toLowerCase() };
  const iso = supportedCountry(userIso);
  return { phone, phoneCountry: iso && isValidPhone(phone, iso) ? iso.toLowerCase() : '' };
}
