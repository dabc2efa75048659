import { describe, expect, it } from 'vitest';
import { validCartValues } from '../../test/cart-values';
import { cartCheckoutSchema, type CartCheckoutValues } from './schemas';
import { hasShippingAddress } from './shipping-address';

const valid = validCartValues;

const issues = (v: Partial<CartCheckoutValues>) => {
  const r = cartCheckoutSchema.safeParse({ ...valid, ...v });
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
};

describe('cart checkout rules (spec §5 Cart checkout)', () => {
  it('PAY-WEB-1: an empty form fails every rule in the spec order, one message per field', () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '', phoneCountry: '', tradeUrl: '', country: '', city: '', address: '', postCode: '', terms: false };
    expect(issues(empty)).toEqual([
      'firstName:cart_first_name_required',
      'lastName:cart_last_name_required',
      'email:cart_email_required',
      'tradeUrl:cart_trade_link_required',
      'country:cart_country_required',
      'city:cart_city_required',
      'address:cart_address_required',
      'postCode:cart_post_code_required',
      'terms:cart_accept_terms',
      'phone:cart_phone_required',
    ]);
  });

  it('PAY-WEB-1: a malformed email and an invalid phone get their own messages', () => {
    expect(issues({ email: 'ana@example' })).toEqual(['email:cart_invalid_email']);
    expect(issues({ phone: '+351 12' })).toEqual(['phone:cart_phone_invalid']);
    expect(issues({})).toEqual([]);
  });

  it('PAY-WEB-1, PAY-1: a trade link the bot cannot send to gets the cart\'s own key, so it shows in the chosen language', () => {
    expect(issues({ tradeUrl: 'notaurl' })).toEqual(['tradeUrl:cart_trade_link_invalid']);
    expect(issues({ tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1' })).toEqual(['tradeUrl:cart_trade_link_invalid']);
  });

  it('PAY-WEB-3: the promo code needs country, city, address line and post code', () => {
    expect(hasShippingAddress(valid)).toBe(true);
    expect(hasShippingAddress({ ...valid, postCode: ' ' })).toBe(false);
    expect(hasShippingAddress({ ...valid, country: '' })).toBe(false);
  });
});
