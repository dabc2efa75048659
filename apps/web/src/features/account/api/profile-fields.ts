import type { Country } from '@skins/contract';
import type { UserProfile } from './get-profile';

/** Spec §3: the display name is name plus surname, trimmed. */
export const displayName = (p: Pick<UserProfile, 'name' | 'surname'>): string => `${p.name ?? ''} ${p.surname ?? ''}`.trim();

/** A balance in the internal currency (spec §3 Settings internal_currency), 2 decimals. */
export function formatBalance(balance: number | null | undefined, currencyName = 'Credits'): string {
  return `${(balance ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currencyName}`;
}

/** The profile's country as a select value: its id as a string, '' for none. */
export function profileCountryId(c: UserProfile['country']): string {
  if (c === null || c === undefined) return '';
  return String(typeof c === 'number' ? c : c.id);
}

/** The ISO code (lowercase) of the profile's country, '' for none or one not in the list. */
export function profileCountryIso(p: Pick<UserProfile, 'country'> | undefined, countries: readonly Country[]): string {
  const id = profileCountryId(p?.country);
  return countries.find((c) => String(c.id) === id)?.iso.toLowerCase() ?? '';
}

/**
 * JOURNEY-4: the delivery fields the checkout and top-up forms open with: the last paid checkout's
 * (a checkout does not change the profile), else the profile's.
 */
export function deliveryDefaults(p: UserProfile | undefined): { country: string; city: string; address: string; postCode: string } {
  const last = p?.last_delivery;
  if (last) return { country: last.country === null ? '' : String(last.country), city: last.city, address: last.address, postCode: last.post_code };
  return { country: profileCountryId(p?.country), city: p?.city ?? '', address: p?.address ?? '', postCode: p?.post_code ?? p?.zip ?? '' };
}
