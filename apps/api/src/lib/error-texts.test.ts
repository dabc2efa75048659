import { errorCatalog, errorCodes, type ErrorCode } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { errorLanguages, errorTexts, errorTextsEn, errorTextsWithValues } from './error-texts.ts';

/** Codes whose text may stay the English one: a proper name only (none in the catalogue today). */
const PROPER_NAMES_ONLY: readonly ErrorCode[] = [];

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Product words, codes and numbers a translation keeps as they are (Steam, IBAN, CSRF, JSON, EUR, 500). */
const kept = (text: string) => (text.match(/\b(Steam|IBAN|CSRF|JSON|EUR|\d+)\b/g) ?? []).sort();

describe('the error catalogue in every language', () => {
  it('I18N-9: English is the catalogue\'s own text', () => {
    for (const code of errorCodes) expect(errorTextsEn[code], code).toBe(errorCatalog[code].message);
  });

  it.each(errorLanguages.filter((l) => l !== 'en'))('I18N-9: %s has a non-empty text for every code and no other, differing from English, with its placeholders and product words', (lang) => {
    const texts = errorTexts[lang];
    expect(Object.keys(texts).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      const [text, en] = [texts[code], errorCatalog[code].message];
      expect(text.trim(), `${lang} ${code}`).not.toBe('');
      if (!PROPER_NAMES_ONLY.includes(code)) expect(text, `${lang} ${code}`).not.toBe(en);
      expect(params(text), `${lang} ${code}`).toEqual(params(en));
      expect(kept(text), `${lang} ${code}`).toEqual(kept(en));
    }
  });

  it('I18N-9: a refusal that names values has its text in every language, each naming the same values', () => {
    for (const [code, texts] of Object.entries(errorTextsWithValues)) {
      const english = params(texts.en);
      expect(english.length, code).toBeGreaterThan(0);
      for (const lang of errorLanguages) expect(params(texts[lang]), `${code} ${lang}`).toEqual(english);
    }
  });
});
