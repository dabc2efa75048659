import { errorCatalog, errorCodes, messagesEn, unstorableTextTemplate, type ErrorCode, type MessageKey } from '@skins/contract';
import { messagesDe } from '../db/seed/translations-de.ts';
import { messagesPl } from '../db/seed/translations-pl.ts';
import { errorText, type ErrorLanguage } from './error-texts.ts';
import { notAnObjectMessage } from './validator-compiler.ts';

type Translated = Exclude<ErrorLanguage, 'en'>;

/**
 * INPUT-8: the texts of the edge's own refusals (INPUT-1, INPUT-4), which are no interface text;
 * `{field}` is the field's path as sent.
 */
const edgeTexts: Record<string, Record<Translated, string>> = {
  [unstorableTextTemplate]: {
    de: '{field} enthält ein Zeichen, das nicht erlaubt ist (ein NUL-Zeichen oder ein einzelnes Surrogat)',
    pl: '{field} zawiera niedozwolony znak (NUL lub niesparowany surogat)',
  },
  [notAnObjectMessage]: { de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', pl: 'Treść żądania musi być obiektem JSON.' },
};

const interfaceTexts: Record<Translated, Record<MessageKey, string>> = { de: messagesDe, pl: messagesPl };

/** A contract rule's text is an interface text (the web shows it under a key): its key, the first that has it. */
const keyOfText = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(messagesEn) as [MessageKey, string][]) if (!keyOfText.has(text)) keyOfText.set(text, key);
/** A rule text that is a catalogue error's text (a reset link's, a country's) is said as that error. */
const codeOfText = new Map<string, ErrorCode>(errorCodes.map((code) => [errorCatalog[code].message, code]));

/** A text with {n} or {{n}} placeholders, matched against a filled-in English text. */
interface Template {
  pattern: RegExp;
  names: string[];
  local: (lang: Translated) => string;
}
const PLACEHOLDER = /\{\{(\w+)\}\}|\{(\w+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function template(english: string, local: (lang: Translated) => string): Template | null {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? m[2] ?? '');
  // A text that is all placeholders ('{{n}}') would match any message.
  if (names.length === 0 || english.replace(PLACEHOLDER, '').trim().length < 4) return null;
  const pattern = new RegExp(`^${english.split(PLACEHOLDER).filter((_, i) => i % 3 === 0).map(escape).join('(.+?)')}$`, 's');
  return { pattern, names, local };
}
const templates = [
  ...Object.entries(edgeTexts).map(([english, local]) => template(english, (lang) => local[lang])),
  ...[...keyOfText].map(([english, key]) => template(english, (lang) => interfaceTexts[lang][key])),
].filter((t): t is Template => t !== null);

/** A number the English text wrote (1,000,000) is written the language's way (1.000.000). */
function localValue(value: string, lang: Translated): string {
  return /^\d{1,3}(,\d{3})*(\.\d+)?$/.test(value) ? new Intl.NumberFormat(lang).format(Number(value.replace(/,/g, ''))) : value;
}

/**
 * INPUT-8: a field message of the contract (a form rule's English text) in the request's language:
 * the interface's translation of the same text (the web says it alike), a catalogue error's text, or
 * a template's with its values filled in. A text the API has no translation of stays as it is.
 */
export function fieldText(text: string, lang: ErrorLanguage): string {
  if (lang === 'en') return text;
  const key = keyOfText.get(text);
  if (key) return interfaceTexts[lang][key];
  const code = codeOfText.get(text);
  if (code) return errorText(code, lang);
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, localValue(match[i + 1] ?? '', lang)]));
    return t.local(lang).replace(PLACEHOLDER, (whole, a?: string, b?: string) => values[a ?? b ?? ''] ?? whole);
  }
  return text;
}
