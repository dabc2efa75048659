import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, depositPayload } from '../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../lib/app-error.ts';
import { errorLanguages, errorTexts, type ErrorLanguage } from '../lib/error-texts.ts';
import { errorAnswer } from './errors.ts';

let t: TestApp;
let customer: Record<string, string>;
/** The seeded languages' ids, as the web finds them (GET /api/languages). */
const langIds = {} as Record<ErrorLanguage, number>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await buyer(t.db)).headers;
  const listed = json<{ payload: { id: number; code: string }[] }>(await t.app.inject('/api/languages')).payload;
  for (const lang of errorLanguages) langIds[lang] = listed.find((l) => l.code === lang)!.id;
});
afterAll(() => t.close());

const quiet = { error() {} } as unknown as Parameters<typeof errorAnswer>[1];
/** The same request in each language: none named (the default, English), then each seeded one. */
const asked = [['none', undefined, 'en'], ...errorLanguages.map((lang) => [lang, lang, lang] as const)] as const;

describe('error messages in the request language', () => {
  it.each(asked)('I18N-9: a GET with lang_id %s is answered in its language (an unknown item: CATALOG_ITEM_NOT_FOUND)', async (_name, named, answered) => {
    const res = await t.app.inject({ url: `/api/items/999999999${named ? `?lang_id=${langIds[named]}` : ''}` });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ status: 'error', code: 'CATALOG_ITEM_NOT_FOUND', message: errorTexts[answered].CATALOG_ITEM_NOT_FOUND });
  });

  it.each(asked)('I18N-9: a POST with lang_id %s in its body is answered in its language (an item not in the cart: CART_NOT_IN_CART)', async (_name, named, answered) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/remove', headers: customer, payload: { id: 999999999, ...(named ? { lang_id: langIds[named] } : {}) } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ status: 'error', code: 'CART_NOT_IN_CART', message: errorTexts[answered].CART_NOT_IN_CART });
  });

  it('I18N-9: the fixed German and Polish texts of one refusal, and English for an unknown lang_id (the default language)', async () => {
    const remove = async (lang_id: number) => json(await t.app.inject({ method: 'POST', url: '/api/cart/remove', headers: customer, payload: { id: 999999999, lang_id } })).message;
    expect(await remove(langIds.de)).toBe('Dieser Artikel ist nicht in deinem Warenkorb.');
    expect(await remove(langIds.pl)).toBe('Tego przedmiotu nie ma w Twoim koszyku.');
    expect(await remove(999999)).toBe('This item is not in your cart.');
  });

  it('I18N-9: a field message that is the code\'s catalogue text is translated with it (CHECKOUT_PAYMENT_METHOD)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: customer, payload: depositPayload({ paymentType: 'no-such-method', lang_id: langIds.pl }) });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ status: 'error', code: 'CHECKOUT_PAYMENT_METHOD', message: 'Wybierz metodę płatności', errors: { paymentType: ['Wybierz metodę płatności'] } });
  });

  it('I18N-9: a refusal that names values has them filled in, in every language (DEPOSIT_BELOW_MINIMUM, CHECKOUT_INSUFFICIENT_BALANCE)', async () => {
    const below = async (lang: ErrorLanguage) => json(await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: customer, payload: depositPayload({ amount: 0.5, lang_id: langIds[lang] }) }));
    expect(await below('en')).toEqual({ status: 'error', code: 'DEPOSIT_BELOW_MINIMUM', message: 'Minimum top-up amount: €1.00', errors: { amount: ['Minimum top-up amount: €1.00'] } });
    expect(await below('de')).toEqual({ status: 'error', code: 'DEPOSIT_BELOW_MINIMUM', message: 'Mindestbetrag für die Aufladung: €1.00', errors: { amount: ['Mindestbetrag für die Aufladung: €1.00'] } });

    const short = new AppError('CHECKOUT_INSUFFICIENT_BALANCE', { params: { have: '€5.00', required: '€10.00' } });
    expect(short.message).toBe('Insufficient balance. You have: €5.00 required: €10.00');
    expect(errorAnswer(short as unknown as FastifyError, quiet, 'pl').body.message).toBe('Niewystarczające saldo. Masz: €5.00, wymagane: €10.00');
    expect(errorAnswer(short as unknown as FastifyError, quiet, 'de').body.message).toBe('Dein Guthaben reicht nicht aus. Du hast: €5.00, benötigt: €10.00');
  });

  it('I18N-9: an English text of its own (a custom message) stays in English and gives way to its code\'s text in another language (OFFER_TRANSITION)', () => {
    const custom = new AppError('OFFER_TRANSITION', { message: 'This offer is awaiting item: it cannot be accepted now.', fields: { id: ['Taken'] } });
    expect(errorAnswer(custom as unknown as FastifyError, quiet, 'en').body.message).toBe('This offer is awaiting item: it cannot be accepted now.');
    expect(errorAnswer(custom as unknown as FastifyError, quiet, 'de').body).toEqual({ status: 'error', code: 'OFFER_TRANSITION', message: errorTexts.de.OFFER_TRANSITION, errors: { id: ['Taken'] } });
  });

  it('I18N-9: an error raised before the locale is resolved (the onRequest session guard) is English whatever lang_id asks', async () => {
    const res = await t.app.inject({ url: `/api/user/profile?lang_id=${langIds.de}` });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ status: 'error', code: 'AUTH_UNAUTHENTICATED', message: 'Unauthenticated.' });
  });
});
