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
