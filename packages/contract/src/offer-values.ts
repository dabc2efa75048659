/**
 * The offers area's values and pure helpers without zod (qualities, statuses, texts, PAYOUT-3, PAYOUT-4, PAYOUT-5
 * validators and input formats): the web's offers tab renders with these and loads the form
 * schemas of ./offers.ts only on a form's first check (BUDGET-1).
 */
import { WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { tradeLinkInvalidMessage } from './trade-link.ts';

/** Spec §3 Quality options of a sell order, in the spec's order. */
export const offerQualityOptions = [
  { value: 'field_tested', label: 'Field-Tested' },
  { value: 'battle_scarred', label: 'Battle-Scarred' },
  { value: 'minimal_wear', label: 'Minimal Wear' },
  { value: 'well_worn', label: 'Well-Worn' },
  { value: 'factory_new', label: 'Factory New' },
  { value: 'not_painted', label: 'Not Painted' },
] as const;
export type OfferQuality = (typeof offerQualityOptions)[number]['value'];
const qualityValues = offerQualityOptions.map((o) => o.value);
export function isOfferQuality(value: unknown): value is OfferQuality {
  return qualityValues.some((q) => q === value);
}
/** A quality's English label (the back office's; the shop's pages translate it), or the value as stored. */
export const offerQualityLabel = (value: string): string => offerQualityOptions.find((o) => o.value === value)?.label ?? value;

/** Spec §4 Offer statuses (failed stands for "others"). PROTECT-8: reversed: the seller took the item back by Steam's trade reversal. */
export const offerStatusValues = ['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing', 'approved', 'declined_by_user', 'failed', 'reversed'] as const;
export type OfferStatus = (typeof offerStatusValues)[number];

/** Spec §4: the offer statuses shown as in progress (OFFER-10); OPS-89: the offers a switch-off of selling asks about. */
export const offerInProgressStatuses = ['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing'] as const satisfies readonly OfferStatus[];

/** OFFER-10: spec §4 offer icons: approved is success, the open steps are in progress, anything else failure. */
export function offerStatusKind(status: string): 'success' | 'in_progress' | 'failure' {
  if (status === 'approved') return 'success';
  if ((offerInProgressStatuses as readonly string[]).includes(status)) return 'in_progress';
  return 'failure';
}

/** Spec §5 Sell skins, Contact info, Card and Bank payout, §8 Offers texts (exact). */
export const offerMessages = {
  titleRequired: 'Skin name is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be a positive number',
  /** {n}: the largest price accepted. */
  priceTooHigh: 'Price must be at most {n}',
  qualityRequired: 'Quality is required',
  itemUrlRequired: 'Steam inventory link is required',
  itemUrlInvalid: 'Please enter a valid Steam inventory link',
  priceWholeCents: WHOLE_CENTS_MESSAGE,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  postCodeRequired: 'Post code is required',
  addressRequired: 'Address is required',
  cardNumberInvalid: 'Please enter a valid card number',
  cardHolderRequired: 'Card holder name is required',
  expiryInvalid: 'Please enter a valid expiration date',
  cardExpired: 'Card has expired',
  termsRequired: 'You must agree to the terms and conditions',
  fullNameRequired: 'Full name is required',
  ibanInvalid: 'Please enter a valid IBAN',
  offerIdNotFound: 'Offer ID not found',
  /** OFFER-12: the accept step's trade link, checked by the one trade-link rule (STEAM-4). */
  tradeLinkInvalid: tradeLinkInvalidMessage,
  /** OFFER-14, OFFER-15, OFFER-16: the sell form's optional skin fields (issue 47). */
  floatRange: 'Float must be a number from 0 to 1',
  floatDecimals: 'Float has at most 8 decimals',
  floatExterior: 'This float does not match the chosen quality (Factory New 0–0.07, Minimal Wear 0.07–0.15, Field-Tested 0.15–0.38, Well-Worn 0.38–0.45, Battle-Scarred 0.45–1)',
  patternRange: 'Pattern must be a whole number from 0 to 1000',
  stickersMax: 'At most 5 stickers',
  stickerName: 'Each sticker needs a name of up to 120 characters',
  stickerSlot: "A sticker's slot is 1 to 5",
  stickerSlotTwice: 'One sticker per slot',
  tooLong: 'This value is too long',
  offerCreated: 'Your sell order has been submitted.',
  offerAccepted: 'Offer accepted successfully',
  offerDeclined: 'Offer declined successfully',
  /** TRADE-3: the trade bot could not send the trade offer asking for the items (the sweep retries). */
  tradeOfferNotSent: 'We could not send the trade offer yet; we will retry.',
  /** TRADE-5: the seller had the trade offer sent again. */
  tradeOfferSentAgain: 'The trade offer was sent again.',
  payoutSubmitted: 'Payout request submitted successfully!',
  payoutRedirect: 'Redirecting to the payout provider.',
  /** §8: the payout result page's text when the provider or the shop fails a payout. */
  payoutFailed: 'Failed to process payment',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure validators (PAYOUT-3, PAYOUT-4, PAYOUT-5), shared by the payout forms and the API.

/** The value without its spaces (card numbers and IBANs are typed in groups). */
export const digitsOf = (value: string) => value.replace(/\s+/g, '');

/** PAYOUT-3: the Luhn checksum of a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** PAYOUT-3: §5 card number: 16 to 19 digits once spaces are removed, and a valid Luhn checksum. */
export function isCardNumberValid(value: string | null | undefined): boolean {
  const digits = digitsOf(value ?? '');
  return /^\d{16,19}$/.test(digits) && isLuhnValid(digits);
}

/** PAYOUT-4: §5 IBAN: spaces removed and uppercased, 15 to 34 characters, country letters, check digits, mod-97 == 1. */
export function isIbanValid(value: string | null | undefined): boolean {
  const iban = digitsOf(value ?? '').toUpperCase();
  if (iban.length < 15 || iban.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = Number(`${remainder}${n}`) % 97;
  }
  return remainder === 1;
}

/** Month 1..12 and a full year from MM and YY (or YYYY), or null when either is malformed. */
export function parseExpiry(month: string | number | null | undefined, year: string | number | null | undefined): { month: number; year: number } | null {
  const m = String(month ?? '').trim();
  const y = String(year ?? '').trim();
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return null;
  const mm = Number(m);
  if (mm < 1 || mm > 12) return null;
  return { month: mm, year: y.length === 2 ? 2000 + Number(y) : Number(y) };
}

/** PAYOUT-5: §5 expiry: MM is 01..12 and YY two digits (or a 4-digit year). */
export function isExpiryValid(month: string | number | null | undefined, year: string | number | null | undefined): boolean {
  return parseExpiry(month, year) !== null;
}

/** PAYOUT-5: a card is valid through the last day of its expiry month; true once that month is over. */
export function isCardExpired(month: string | number | null | undefined, year: string | number | null | undefined, now: Date = new Date()): boolean {
  const e = parseExpiry(month, year);
  if (!e) return false;
  return now.getFullYear() * 12 + now.getMonth() + 1 > e.year * 12 + e.month;
}

/** Splits a typed "MM/YY" into its parts (the web's single expiry input). */
export function splitExpiry(value: string): { month: string; year: string } {
  const [month = '', year = ''] = value.split('/').map((s) => s.trim());
  return { month, year };
}

/** §5 card number input: digits grouped by 4 ("4111 1111 1111 1111"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(.{4})(?=.)/g, '$1 ');
}

/** §5 IBAN input: uppercase, letters and digits only, grouped by 4. */
export function formatIban(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 34).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last 4 characters of a card number or IBAN: all that is ever stored (PAYOUT-6). */
export function last4(value: string): string {
  return digitsOf(value).slice(-4).toUpperCase();
}
