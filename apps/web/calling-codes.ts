import { createRequire } from 'node:module';

/**
 * BUDGET-1: ISO country code → calling code, read at build time from the phone library's own
 * metadata (libphonenumber-js/min, the one the contract validates with). The phone field's country
 * picker needs only this table to render; the library itself loads with the form's checks.
 */
export function callingCodes(): Record<string, string> {
  const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as { country_calling_codes: Record<string, string[]> };
  return Object.fromEntries(Object.entries(metadata.country_calling_codes).flatMap(([code, countries]) => countries.map((iso) => [iso, code])));
}

/** The `define` that gives the web its calling codes (vite.config.ts and vitest.config.ts). */
export const callingCodesDefine = () => ({ __PHONE_CALLING_CODES__: JSON.stringify(callingCodes()) });
