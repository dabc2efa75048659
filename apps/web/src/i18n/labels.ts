import { labelKey, type LabelKind } from '@skins/contract';
import type { i18n } from './index';

/**
 * I18N-11: the words of a catalogue or history value in the visitor's language; the value itself
 * (an operator's new type, a method the shop added) when the shop has no text for it.
 */
export function labelOf(t: typeof i18n.t, kind: LabelKind, value: string): string {
  return t(labelKey(kind, value), { defaultValue: value });
}
