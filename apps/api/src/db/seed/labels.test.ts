import { exteriorRanges, labelKey, messagesEn, orderStatusValues, paymentHistoryRowSchema, rarityColors, type LabelKind } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { exteriors, itemTypes, rarities, subcategories } from './catalog-data.ts';
import { demoSettings } from './shop-settings.ts';
import { messagesDe } from './translations-de.ts';
import { messagesPl } from './translations-pl.ts';

/** Every value a customer reads, taken from where the shop defines it (the contract's lists and the catalogue's data). */
const values: [LabelKind, readonly string[]][] = [
  ['exterior', [...exteriorRanges.map((r) => r.name), ...exteriors, 'Not Painted']],
  ['rarity', [...Object.keys(rarityColors), ...rarities]],
  ['type', itemTypes],
  ['category', subcategories.map((s) => s.name)],
  ['status', [...orderStatusValues, ...paymentHistoryRowSchema.shape.status.options]],
  ['payment', demoSettings.payment_methods.map((m) => m.code)],
];
const texts = { en: messagesEn as Record<string, string>, de: messagesDe as Record<string, string>, pl: messagesPl as Record<string, string> };

describe('the words of the catalogue and the histories', () => {
  it.each(values)('I18N-11: every %s value has its English, German and Polish words', (kind, list) => {
    expect(list.length).toBeGreaterThan(0);
    for (const value of list) {
      const key = labelKey(kind, value);
      for (const [lang, table] of Object.entries(texts)) expect(table[key]?.trim(), `${lang} ${key}`).toBeTruthy();
      // A catalogue value reads in English as the API stores it; a status or method code gets a word.
      if (kind !== 'status' && kind !== 'payment') expect(texts.en[key], key).toBe(value);
    }
  });

  it('I18N-11: German and Polish name the exteriors as Steam does', () => {
    const names = (table: Record<string, string>) => exteriorRanges.map((r) => table[labelKey('exterior', r.name)]);
    expect(names(texts.de)).toEqual(['Fabrikneu', 'Minimale Gebrauchsspuren', 'Einsatzerprobt', 'Abgenutzt', 'Kampfspuren']);
    expect(names(texts.pl)).toEqual(['Prosto z fabryki', 'Minimalnie zużyty', 'Po testach polowych', 'Znacznie zużyty', 'Po ciężkich walkach']);
  });
});
