/**
 * Parsing with the phone library's metadata. BUDGET-1: only the forms' checks and submits import
 * this (lazily on /auth), so the library never costs a page's first view.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { supportedCountry } from './phone';

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
