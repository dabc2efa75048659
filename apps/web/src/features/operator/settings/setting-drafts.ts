import type { OperatorSettingKey, OperatorSettings } from '@skins/contract';

/** What a setting's form edits: a switch, a number or text as typed, or the internal currency's three parts. */
export type Draft =
  | { kind: 'flag'; on: boolean }
  | { kind: 'number' | 'text' | 'long'; text: string }
  | { kind: 'currency'; name: string; image: string; rate: string };

const LONG: readonly OperatorSettingKey[] = ['requisites'];
/** OPS-134: number settings that an empty field switches off (sent as null). */
const EMPTY_IS_OFF: readonly OperatorSettingKey[] = ['balance_adjust_review_above'];

/** The form's starting draft of a stored value. */
export function draftOf(key: OperatorSettingKey, value: OperatorSettings[OperatorSettingKey]): Draft {
  if (value === null && EMPTY_IS_OFF.includes(key)) return { kind: 'number', text: '' };
  if (typeof value === 'boolean') return { kind: 'flag', on: value };
  if (typeof value === 'number') return { kind: 'number', text: String(value) };
  if (Array.isArray(value)) return { kind: 'long', text: JSON.stringify(value, null, 2) };
  if (value !== null && typeof value === 'object') return { kind: 'currency', name: value.name, image: value.image, rate: String(value.exchange_rate_eur) };
  return { kind: LONG.includes(key) ? 'long' : 'text', text: value ?? '' };
}

/** A number as typed ('1,5' too); '' stays text so that the schema's message says a number is needed. */
const numberOf = (text: string): unknown => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(n) ? text : n;
};

/** The value a draft sends; ok: false when a JSON list (payment methods) cannot be read. */
export function valueOf(key: OperatorSettingKey, draft: Draft): { ok: true; value: unknown } | { ok: false } {
  switch (draft.kind) {
    case 'flag':
      return { ok: true, value: draft.on };
    case 'number':
      return { ok: true, value: EMPTY_IS_OFF.includes(key) && draft.text.trim() === '' ? null : numberOf(draft.text) };
    case 'currency':
      return { ok: true, value: { name: draft.name, image: draft.image, exchange_rate_eur: numberOf(draft.rate) } };
    default:
      if (key !== 'payment_methods') return { ok: true, value: draft.text };
      try {
        return { ok: true, value: JSON.parse(draft.text) as unknown };
      } catch {
        return { ok: false };
      }
  }
}
