import { messagesAccountsEn } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema, type SignUpValues } from './schemas';

const valid: SignUpValues = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  phoneCountry: 'pt',
  password: 'Secret1234',
  confirmPassword: 'Secret1234',
  terms: true,
};
/** The form's one error: its field and message key, else null. */
const firstSignUpError = (v: SignUpValues) => {
  const r = signUpSchema.safeParse(v);
  if (r.success) return null;
  expect(r.error.issues).toHaveLength(1);
  return { field: String(r.error.issues[0]?.path[0]), message: r.error.issues[0]?.message };
};
const text = (v: Partial<SignUpValues>) => {
  const e = firstSignUpError({ ...valid, ...v });
  return e && (messagesAccountsEn[e.message as keyof typeof messagesAccountsEn] ?? e.message);
};

describe('sign-up rules (spec §5)', () => {
  it('AUTH-WEB-1, SEC-8: the 10 rules have the spec texts in the spec order, then the 10-character floor', () => {
    const failures: Partial<SignUpValues>[] = [
      { firstName: '' },
      { lastName: '' },
      { email: '' },
      { email: 'ana@example' },
      { phone: '' },
      { phone: '123' },
      { password: '' },
      { confirmPassword: '' },
      { confirmPassword: 'Secret12345' },
      { terms: false },
      { password: 'Secret123', confirmPassword: 'Secret123' },
    ];
    // Each failure together with all later ones reports its own text: the order is the spec's.
    expect(failures.map((_, i) => text(Object.assign({}, ...failures.slice(i).reverse())))).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please enter a valid phone number',
      'Password is required',
      'Please confirm your password',
      'Passwords do not match',
      'Please accept the terms and privacy policy',
      'Password must be at least 10 characters long',
    ]);
    expect(messagesAccountsEn.auth_fill_required).toBe('Please fill in all required fields');
  });

  it('AUTH-WEB-1: the first failure stops, even when later fields fail too', () => {
    const blank: SignUpValues = { firstName: ' ', lastName: '', email: '', phone: '', phoneCountry: '', password: '', confirmPassword: '', terms: false };
    expect(firstSignUpError(blank)).toEqual({ field: 'firstName', message: 'auth_first_name_required' });
    expect(text({ lastName: '', email: '' })).toBe('Last name is required');
    expect(text({ email: 'ana @example.com' })).toBe('Please enter a valid email address');
    expect(text({ email: 'ana@example' })).toBe('Please enter a valid email address');
    expect(text({ phone: '' })).toBe('Phone number is required');
    expect(text({ phone: '123' })).toBe('Please enter a valid phone number');
    expect(text({ phone: '912 345 678', phoneCountry: 'pt' })).toBeNull();
    expect(text({ password: '', confirmPassword: '' })).toBe('Password is required');
    expect(text({ confirmPassword: '' })).toBe('Please confirm your password');
    expect(text({ confirmPassword: 'Secret124', terms: false })).toBe('Passwords do not match');
    // SEC-8: the length comes after every rule of the spec.
    expect(text({ password: 'Secret123', confirmPassword: 'Secret123', terms: false })).toBe('Please accept the terms and privacy policy');
    expect(text({ password: 'Secret123', confirmPassword: 'Secret123' })).toBe('Password must be at least 10 characters long');
    expect(text({ terms: false })).toBe('Please accept the terms and privacy policy');
    expect(firstSignUpError(valid)).toBeNull();
  });
});

describe('sign-in validation (spec §5)', () => {
  const issue = (v: { email: string; password: string }) => {
    const r = signInSchema.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('AUTH-WEB-2: email and password are required, then the email format', () => {
    expect(issue({ email: '', password: 'x' })).toBe('auth_required');
    expect(issue({ email: 'a@b.co', password: '' })).toBe('auth_required');
    expect(issue({ email: 'not-an-email', password: 'x' })).toBe('auth_invalid_email_format');
    expect(messagesAccountsEn.auth_required).toBe('Email and password are required');
    expect(messagesAccountsEn.auth_invalid_email_format).toBe('Invalid email format');
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'pw' })).toEqual({ username: 'a@b.co', password: 'pw' });
  });
});
