import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatIban, isCardExpired, isCardNumberValid, isExpiryValid, isIbanValid, isLuhnValid, offerStatusKind, splitExpiry } from './offer-values.ts';
import { bankPayoutDetailsSchema, cardPayoutDetailsSchema, contactInfoSchema, isSteamInventoryUrl, offerCreateBodySchema, payoutSepaManualBodySchema } from './offers.ts';

/** The field -> first message map a client would see. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('offers contract', () => {
  it('PAYOUT-3: Luhn and the §5 card number (16..19 digits, spaces ignored)', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('12a4')).toBe(false);
    expect(isCardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumberValid('6011 0009 9013 9424 7')).toBe(false); // 17 digits, Luhn fails
    expect(isCardNumberValid('4222222222222')).toBe(false); // Luhn-valid but 13 digits
    expect(isCardNumberValid('4111-1111-1111-1111')).toBe(false);
    expect(isCardNumberValid('')).toBe(false);
  });

  it('PAYOUT-4: IBAN check digits (mod 97), at least 15 characters, spaces and case ignored', () => {
    expect(isIbanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIbanValid('gb82west12345698765432')).toBe(true);
    expect(isIbanValid('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isIbanValid('NO93 8601 1117 947')).toBe(true); // 15 characters, the shortest
    expect(isIbanValid('NO93 8601 1117 94')).toBe(false);
    expect(isIbanValid('1289 3704 0044 0532 0130 00')).toBe(false);
    expect(isIbanValid(null)).toBe(false);
  });

  it('PAYOUT-5: expiry MM/YY is valid through the last day of its month', () => {
    expect(isExpiryValid('12', '30')).toBe(true);
    expect(isExpiryValid('1', '2030')).toBe(true);
    expect(isExpiryValid('13', '30')).toBe(false);
    expect(isExpiryValid('00', '30')).toBe(false);
    expect(isExpiryValid('12', '3')).toBe(false);
    const now = new Date(2026, 10, 30, 23, 59); // 30 Nov 2026
    expect(isCardExpired('11', '26', now)).toBe(false);
    expect(isCardExpired('10', '26', now)).toBe(true);
    expect(isCardExpired('12', '2025', now)).toBe(true);
    expect(isCardExpired('11', '26', new Date(2026, 11, 1))).toBe(true);
    expect(splitExpiry('07/29')).toEqual({ month: '07', year: '29' });
  });

  it('PAYOUT-3, PAYOUT-4: inputs group card numbers and IBANs by 4', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 11x11')).toBe('4111 1111');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('OFFER-10: §4 offer icons', () => {
    expect(offerStatusKind('approved')).toBe('success');
    for (const s of ['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing']) expect(offerStatusKind(s)).toBe('in_progress');
    for (const s of ['declined_by_user', 'failed', 'whatever']) expect(offerStatusKind(s)).toBe('failure');
  });

  it('OFFER-2: §5 Sell skins messages, first failure per field', () => {
    expect(errorsOf(offerCreateBodySchema.safeParse({}))).toEqual({
      title: 'Skin name is required',
      price: 'Price is required',
      quality: 'Quality is required',
      item_url: 'Steam inventory link is required',
    });
    expect(errorsOf(offerCreateBodySchema.safeParse({ title: 'AK', price: '-3', quality: 'shiny', item_url: 'steam inventory' }))).toEqual({
      price: 'Price must be a positive number',
      quality: 'Quality is required',
      item_url: 'Please enter a valid Steam inventory link',
    });
    expect(offerCreateBodySchema.parse({ title: ' AK ', price: '12,34', quality: 'factory_new', item_url: 'https://steamcommunity.com/id/xy/inventory' })).toMatchObject({
      title: 'AK',
      priceMinor: 1234,
      quality: 'factory_new',
    });
  });

  it('MONEY-4: a sell price with part cents is refused, not rounded (25.555 was 25.56)', () => {
    const form = { title: 'AK', quality: 'factory_new', item_url: 'https://steamcommunity.com/id/xy/inventory' };
    expect(errorsOf(offerCreateBodySchema.safeParse({ ...form, price: '25.555' }))).toEqual({ price: 'Use at most 2 decimals' });
    expect(errorsOf(offerCreateBodySchema.safeParse({ ...form, price: '12,345' }))).toEqual({ price: 'Use at most 2 decimals' });
  });

  it('OFFER-11: the skin link is a Steam profile or its inventory, nothing else (the operator opens it)', () => {
    const ok = ['https://steamcommunity.com/id/trader_1', 'https://steamcommunity.com/id/trader-1/inventory/', 'https://steamcommunity.com/profiles/76561198000000000/inventory/#730', 'https://steamcommunity.com/profiles/76561198000000000'];
    for (const item_url of ok) expect(isSteamInventoryUrl(item_url), item_url).toBe(true);
    const bad = [
      'https://evil.example/inventory',
      'http://steamcommunity.com/id/trader',
      'https://steamcommunity.com.evil.example/id/trader',
      'https://user:pw@steamcommunity.com/id/trader',
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
      'https://steamcommunity.com/profiles/123/inventory',
      'javascript:alert(1)//steamcommunity.com/id/x',
    ];
    for (const item_url of bad) expect(isSteamInventoryUrl(item_url), item_url).toBe(false);
    expect(errorsOf(offerCreateBodySchema.safeParse({ title: 'AK', price: 5, quality: 'factory_new', item_url: bad[0] }))).toEqual({ item_url: 'Please enter a valid Steam inventory link' });
  });

  it('PAYOUT-2: §5 Contact info messages', () => {
    expect(errorsOf(contactInfoSchema.safeParse({ email: 'nope' }))).toEqual({
      name: 'First name is required',
      surname: 'Last name is required',
      email: 'Invalid email format',
      phone: 'Phone number is required',
      country: 'Country is required',
      city: 'City is required',
      postCode: 'Post code is required',
      address: 'Address is required',
    });
    expect(errorsOf(contactInfoSchema.safeParse({ email: '' })).email).toBe('Email is required');
  });

  it('PAYOUT-3, PAYOUT-4, PAYOUT-5: §5 Card and Bank payout messages', () => {
    expect(errorsOf(cardPayoutDetailsSchema.safeParse({ card_number: '4111 1111 1111 1112', expire_month: '01', expire_year: '20', terms_accepted: false }))).toEqual({
      card_number: 'Please enter a valid card number',
      card_holder_name: 'Card holder name is required',
      expire_month: 'Card has expired',
      terms_accepted: 'You must agree to the terms and conditions',
    });
    // The spec's call (§7, the card variant of sepa-manual) sends no terms field: only the form's unticked box is refused.
    expect(cardPayoutDetailsSchema.safeParse({ card_number: '4111 1111 1111 1111', card_holder_name: 'Ann B', expire_month: '12', expire_year: '99' }).success).toBe(true);
    expect(errorsOf(cardPayoutDetailsSchema.safeParse({ expire_month: '13', expire_year: '40' })).expire_month).toBe('Please enter a valid expiration date');
    expect(errorsOf(bankPayoutDetailsSchema.safeParse({ account_number: 'DE00' }))).toEqual({ first_name: 'Full name is required', account_number: 'Please enter a valid IBAN' });
    expect(bankPayoutDetailsSchema.parse({ first_name: 'Ann', last_name: '', account_number: 'de89 3704 0044 0532 0130 00' })).toEqual({ holderName: 'Ann', iban: 'DE89370400440532013000' });
  });

  it('OFFER-9, PAYOUT-1: sepa-manual takes the card variant when card_number is present', () => {
    const contact = { name: 'A', surname: 'B', email: 'a@b.co', phone: '+351912345678', country: 'PT', city: 'Lisbon', address: 'Rua 1', postCode: '1000' };
    expect(errorsOf(payoutSepaManualBodySchema.safeParse({ ...contact }))).toEqual({ id: 'Offer ID not found', first_name: 'Full name is required', account_number: 'Please enter a valid IBAN' });
    const card = payoutSepaManualBodySchema.parse({ id: '5', ...contact, card_number: '4111 1111 1111 1111', card_holder_name: 'ann b', expire_month: '12', expire_year: '99', terms_accepted: true });
    expect(card.details).toMatchObject({ kind: 'card', cardNumber: '4111111111111111', holderName: 'ANN B', expireMonth: 12, expireYear: 2099 });
    expect(card.id).toBe(5);
  });
});
