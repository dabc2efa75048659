import { describe, expect, it } from 'vitest';
import { messagesAccountsEn } from './messages-accounts-en.ts';
import { authMessages, isStrongPassword, isValidPhone, loginBodySchema, registerBodySchema, signUpFormSchema, toE164 } from './auth.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const form = { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678', password: 'Secret1234', passConfirm: 'Secret1234' };

describe('auth forms', () => {
  it('AUTH-4: sign-in asks for both fields before it checks the email format', () => {
    expect(firstMessage(loginBodySchema.safeParse({ username: 'bad' }))).toBe(authMessages.signInRequired);
    expect(firstMessage(loginBodySchema.safeParse({ username: 'bad', password: 'x' }))).toBe(authMessages.invalidEmailFormat);
    expect(loginBodySchema.parse({ username: ' a@b.co ', password: ' p ' })).toEqual({ username: 'a@b.co', password: ' p ' });
  });

  it('AUTH-8: the sign-up form adds rule 10 (terms) after the rules of POST /register', () => {
    expect(registerBodySchema.safeParse(form).success).toBe(true);
    expect(firstMessage(signUpFormSchema.safeParse(form))).toBe(authMessages.termsRequired);
    expect(firstMessage(signUpFormSchema.safeParse({ ...form, name: '', terms: false }))).toBe(authMessages.firstNameRequired);
    expect(signUpFormSchema.safeParse({ ...form, terms: true }).success).toBe(true);
  });

  it("SEC-8: the sign-up form checks the 10-character floor after the spec's rules, terms included", () => {
    const short = { ...form, password: 'Secret123', passConfirm: 'Secret123' };
    expect(firstMessage(signUpFormSchema.safeParse(short))).toBe(authMessages.termsRequired);
    expect(firstMessage(signUpFormSchema.safeParse({ ...short, terms: true }))).toBe(authMessages.passwordTooShort);
    expect(firstMessage(registerBodySchema.safeParse(short))).toBe(authMessages.passwordTooShort);
  });

  it('SEC-8, SEC-10: the web shows the texts the API answers with', () => {
    expect(messagesAccountsEn.auth_password_too_short).toBe(authMessages.passwordTooShort);
    expect(messagesAccountsEn.account_email_change_sent).toBe(authMessages.emailChangeSent.replace('{email}', '{{email}}'));
    expect(messagesAccountsEn.email_change_done).toBe(authMessages.emailChanged);
  });

  it('AUTH-8: password hints and phone parsing', () => {
    expect(['Secret12', 'aA345678'].every(isStrongPassword)).toBe(true);
    expect(['secret12', 'SECRET12', 'Secretxx', 'sec1', undefined].some(isStrongPassword)).toBe(false);
    expect(isValidPhone('+1 (415) 555-2671')).toBe(true);
    expect(isValidPhone('+1 415 555 2671 ext')).toBe(false);
    expect(isValidPhone('4155552671')).toBe(false);
    expect(toE164('+351 912-345-678')).toBe('+351912345678');
  });
});
