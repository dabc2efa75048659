import { authMessages, formRuleMessages } from '@skins/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { errorLanguages, type ErrorLanguage } from '../../lib/error-texts.ts';
import { fieldText } from '../../lib/field-texts.ts';
import { messagesDe } from '../../db/seed/translations-de.ts';

let t: TestApp;
let headers: Record<string, string>;
const langIds = {} as Record<ErrorLanguage, number>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await buyer(t.db)).headers;
  const listed = json<{ payload: { id: number; code: string }[] }>(await t.app.inject('/api/languages')).payload;
  for (const lang of errorLanguages) langIds[lang] = listed.find((l) => l.code === lang)!.id;
});
afterAll(() => t.close());

const profileOf = async () => json(await t.app.inject({ url: '/api/user/profile', headers })).payload;
const save = (payload: object, lang: ErrorLanguage = 'en') => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { ...payload, lang_id: langIds[lang] } });

/** A refused profile field, its value and its English, German and Polish messages. */
const refusals = [
  ['a 500-character name', { name: 'A'.repeat(500) }, 'name', 'First name must be at most 100 characters', messagesDe.auth_first_name_too_long, 'Imię może mieć najwyżej 100 znaków'],
  ['a 300-character city', { city: 'B'.repeat(300) }, 'city', 'City must be at most 100 characters', messagesDe.auth_city_too_long, 'Miasto może mieć najwyżej 100 znaków'],
  ['<script> in the post code', { postCode: '<script>' }, 'postCode', authMessages.postCodeCharacters, 'Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten', 'Kod pocztowy może zawierać tylko litery, cyfry, spacje i myślniki'],
  ['an empty first name', { name: '  ' }, 'name', authMessages.firstNameRequired, 'Vorname ist erforderlich', 'Imię jest wymagane'],
  ['an empty last name', { surname: '' }, 'surname', authMessages.lastNameRequired, 'Nachname ist erforderlich', 'Nazwisko jest wymagane'],
] as const;

describe('the profile refuses what sign-up refuses, at the field, in the request language (issue 46)', () => {
  it.each(refusals)('INPUT-5, INPUT-6, INPUT-7: when the profile is saved with %s, then it is a 422 naming the field and nothing is saved', async (_name, body, field, en) => {
    const before = await profileOf();
    const res = await save({ ...body, address: 'Rua Nova 1' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ status: 'error', code: 'COMMON_BAD_INPUT', message: en, errors: { [field]: [en] } });
    expect(await profileOf()).toEqual(before);
  });

  it.each(refusals)('INPUT-8: when the profile is saved with %s in German or Polish, then the field message is in that language', async (_name, body, field, _en, de, pl) => {
    for (const [lang, text] of [['de', de], ['pl', pl]] as const) {
      const res = await save(body, lang);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ message: text, errors: { [field]: [text] } });
    }
  });

  it('INPUT-6: when the profile leaves the names out, then they stay; a valid name and post code are saved', async () => {
    const res = await save({ city: 'Porto', postCode: '4000-322' });
    expect(res.statusCode).toBe(200);
    expect(await profileOf()).toMatchObject({ city: 'Porto', post_code: '4000-322' });
    expect((await save({ name: 'Ana', surname: 'Silva' })).statusCode).toBe(200);
    expect(await profileOf()).toMatchObject({ name: 'Ana', surname: 'Silva' });
  });

  it('INPUT-8: when sign-up and checkout fields are refused in German, then their messages are German too (real requests)', async () => {
    const register = await t.app.inject({ method: 'POST', url: '/api/register', payload: { name: '', lang_id: langIds.de } });
    expect(json(register)).toMatchObject({ status: 'error', message: 'Vorname ist erforderlich', errors: { name: ['Vorname ist erforderlich'] } });
    const nul = await save({ city: 'Porto\u0000' }, 'de');
    expect(json(nul).errors.city).toEqual(['city enthält ein Zeichen, das nicht erlaubt ist (ein NUL-Zeichen oder ein einzelnes Surrogat)']);
    const checkout = await t.app.inject({ method: 'POST', url: '/api/purchase/product', headers, payload: { name: 'Ana', lang_id: langIds.pl } });
    expect(json(checkout).errors).toMatchObject({ surname: ['Nazwisko jest wymagane'], postCode: ['Kod pocztowy jest wymagany'] });
  });
});

describe('every form rule of the contract has its German and Polish text (issue 46)', () => {
  it.each(formRuleMessages().map((m) => [m]))('INPUT-8: the rule message "%s" is sent in German and Polish', (message) => {
    for (const lang of ['de', 'pl'] as const) {
      const local = fieldText(message, lang);
      expect(local, `${lang}: ${message}`).not.toBe(message);
      expect(local).not.toMatch(/\{\{?\w+\}\}?/);
    }
  });

  it('INPUT-8: the walk covers the forms of sign-up, the profile, the checkouts, offers and packs', () => {
    const all = formRuleMessages();
    expect(all.length).toBeGreaterThan(60);
    expect(all).toEqual(expect.arrayContaining([authMessages.firstNameRequired, authMessages.postCodeCharacters, 'Please choose a pack', 'Price must be at most 1,000,000']));
  });
});
