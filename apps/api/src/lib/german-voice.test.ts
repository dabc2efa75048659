import { describe, expect, it } from 'vitest';
import { staticPagesDe } from '../db/seed/static-pages-de.ts';
import { messagesDe } from '../db/seed/translations-de.ts';
import { mailTextsDe } from '../modules/mail/templates-de.ts';
import { errorTextsDe } from './error-texts-de.ts';

/**
 * I18N-10: the shop speaks to a German customer with the informal "du" (ADR 025). Every capitalised
 * Sie/Ihnen/Ihr… is taken as the formal address, also at a sentence's start: a text that means
 * "they" or "its" there says it another way ("denn sie…", "der Wert von…"), so no reader has to guess.
 */
const FORMAL = /(?<!\p{L})(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)(?!\p{L})/u;

/** Texts a reviewer confirmed mean "they"/"its", as `where: text` (none today). */
const ALLOWED: readonly string[] = [];

/** Every string in a nested text table, named by its path. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
  return [];
}

const germanTexts = [
  ...textsOf(messagesDe, 'interface'),
  ...textsOf(errorTextsDe, 'errors'),
  ...textsOf(mailTextsDe, 'mails'),
  ...textsOf(staticPagesDe, 'pages'),
];

describe('the German voice', () => {
  it('I18N-10: every German text a customer reads (interface, errors, mails, static pages) says "du", never the formal "Sie/Ihr/Ihnen"', () => {
    expect(germanTexts.length).toBeGreaterThan(500);
    const formal = germanTexts.filter(([where, text]) => FORMAL.test(text) && !ALLOWED.includes(`${where}: ${text}`)).map(([where, text]) => `${where}: ${text.match(FORMAL)?.[0]}`);
    expect(formal).toEqual([]);
  });

  it('I18N-10: the check finds the formal address mid-sentence and at a sentence start, and passes "du" and lower-case "sie"', () => {
    expect(FORMAL.test('Bitte geben Sie Ihre E-Mail ein')).toBe(true);
    expect(FORMAL.test('Ihr Passwort wurde geändert.')).toBe(true);
    expect(FORMAL.test('Wir schreiben Ihnen.')).toBe(true);
    expect(FORMAL.test('Bitte gib deine E-Mail ein, denn sie wird bestätigt. Ihrerseits')).toBe(false);
  });
});
