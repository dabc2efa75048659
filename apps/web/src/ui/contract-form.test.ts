import { cartCheckoutFormSchema, messagesAccountsEn, messagesPaymentsEn, profileUpdateBodySchema, signUpFormSchema } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileSchema } from '../features/account/schemas';
import { signUpSchema, type SignUpValues } from '../features/auth/schemas';
import { cartCheckoutSchema, type CartCheckoutValues } from '../features/cart/schemas';
import { validCartValues } from '../test/cart-values';

const english: Record<string, string> = { ...messagesAccountsEn, ...messagesPaymentsEn };
/** The English text of a schema's first message (a web message is a key, a contract one a text). */
const firstText = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  const message = r.success ? null : (r.error.issues[0]?.message ?? null);
  return message && (english[message] ?? message);
};
const long = (n: number) => 'a'.repeat(n + 1);
/** Test rows named by the fields they change (a row may repeat a name with another bad value). */
const rows = <T>(changes: Partial<T>[]) => changes.map((c) => [Object.keys(c).join('+') || 'nothing', c] as const);

const signUp: SignUpValues = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+351912345678',
  phoneCountry: 'pt',
  password: 'Secret1234',
  confirmPassword: 'Secret1234',
  terms: true,
};
const signUpBody = (v: SignUpValues) => ({ name: v.firstName, surname: v.lastName, email: v.email, phone: v.phone, password: v.password, passConfirm: v.confirmPassword, terms: v.terms });

const cart: CartCheckoutValues = { ...validCartValues, phone: '+351912345678' };
const cartBody = (v: CartCheckoutValues) => ({ ...v, name: v.firstName, surname: v.lastName });

const profile = { name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', phoneCountry: 'pt', address: 'Rua 1', city: 'Lisbon', postCode: '1100', country: '1', steamTradeLink: '', current_password: '' };

describe('web forms take their rules from the contract (issue 14)', () => {
  it.each(
    rows<SignUpValues>([
      {},
      { firstName: '' },
      { firstName: long(100) },
      { lastName: long(100) },
      { email: 'ana@example' },
      { email: `${long(250)}@example.com` },
      { phone: '123' },
      { password: 'secret1234', confirmPassword: 'secret1234' },
      { password: long(200) },
      { confirmPassword: 'Other1234x' },
      { terms: false },
      { password: 'Secret123', confirmPassword: 'Secret123' },
    ]),
  )('JOURNEY-12: sign-up with bad %s shows the contract first message', (_, change) => {
    const v = { ...signUp, ...change };
    expect(firstText(signUpSchema, v)).toBe(firstText(signUpFormSchema, signUpBody(v)));
  });

  it.each(
    rows<CartCheckoutValues>([
      {},
      { firstName: ' ' },
      { firstName: long(100) },
      { lastName: long(100) },
      { email: 'ana@@example.com' },
      { email: `${long(250)}@example.com` },
      { tradeUrl: long(500) },
      { country: '' },
      { city: long(200) },
      { address: long(200) },
      { postCode: long(20) },
      { terms: false, phone: '' },
      { phone: '+351 12' },
    ]),
  )('JOURNEY-12: cart checkout with bad %s shows the contract first message', (_, change) => {
    const v = { ...cart, ...change };
    expect(firstText(cartCheckoutSchema, v)).toBe(firstText(cartCheckoutFormSchema, cartBody(v)));
  });

  it.each(rows<typeof profile>([{}, { name: long(100) }, { surname: long(100) }, { email: 'ana@' }, { phone: '123' }, { address: long(200) }, { city: long(100) }, { postCode: long(20) }, { steamTradeLink: 'https://example.com/trade' }]))(
    'JOURNEY-12: profile with bad %s shows the contract first message',
    (_, change) => {
      const v = { ...profile, ...change };
      expect(firstText(profileSchema, v)).toBe(firstText(profileUpdateBodySchema, v));
    },
  );
});
