import { errorCatalog, errorCodes, type ErrorCode } from '@skins/contract';
import { errorTextsDe } from './error-texts-de.ts';
import { errorTextsPl } from './error-texts-pl.ts';

/**
 * I18N-9: the languages the API answers its errors in (spec §3 Language: the seeded en, de, pl);
 * any other, or none, is English. Kept as typed data here, as the mails are
 * (`modules/mail/templates*.ts`): the type checker proves that each language has every code, and
 * the texts stay the server's (the web shows the message it is sent).
 */
export const errorLanguages = ['en', 'de', 'pl'] as const;
export type ErrorLanguage = (typeof errorLanguages)[number];

export const isErrorLanguage = (code: string | undefined): code is ErrorLanguage => (errorLanguages as readonly (string | undefined)[]).includes(code);

/** English is the catalogue's own text (packages/contract/src/errors.ts). */
export const errorTextsEn = Object.fromEntries(errorCodes.map((code) => [code, errorCatalog[code].message])) as Record<ErrorCode, string>;

export const errorTexts: Record<ErrorLanguage, Record<ErrorCode, string>> = { en: errorTextsEn, de: errorTextsDe, pl: errorTextsPl };

/** I18N-9: the catalogue text of a code in a language. */
export const errorText = (code: ErrorCode, lang: ErrorLanguage): string => errorTexts[lang][code];

/**
 * I18N-9: the texts of the codes whose refusal names values (the spec's 'Insufficient balance. You
 * have: €5.00 required: €10.00'), in each language; `{name}` is filled from the AppError's params.
 * A code not listed here fills its catalogue text (DEPOSIT_BELOW_MINIMUM: 'Minimum top-up amount: {n}').
 */
export const errorTextsWithValues: Partial<Record<ErrorCode, Record<ErrorLanguage, string>>> = {
  CHECKOUT_INSUFFICIENT_BALANCE: {
    en: 'Insufficient balance. You have: {have} required: {required}',
    de: 'Dein Guthaben reicht nicht aus. Du hast: {have}, benötigt: {required}',
    pl: 'Niewystarczające saldo. Masz: {have}, wymagane: {required}',
  },
  CHECKOUT_ITEM_UNAVAILABLE: {
    en: "'{title}' is no longer available. Please remove it from your cart.",
    de: '„{title}“ ist nicht mehr verfügbar. Bitte entferne den Artikel aus deinem Warenkorb.',
    pl: '„{title}” nie jest już dostępny. Usuń ten przedmiot z koszyka.',
  },
};

/** A code's text in a language with its values filled in ({name} -> params.name). */
export function errorTextWith(code: ErrorCode, lang: ErrorLanguage, params: Record<string, string>): string {
  const text = errorTextsWithValues[code]?.[lang] ?? errorText(code, lang);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

