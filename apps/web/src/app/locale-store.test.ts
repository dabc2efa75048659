import type { Currency, Language } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { chooseCurrency, chooseLanguage } from './locale-store';

const cur = (code: string, symbol: string, value: number, isDefault: 0 | 1 = 0, id = 1): Currency => ({ id, code, symbol, value, default: isDefault });
const lang = (id: number, code: string, isDefault: 0 | 1 = 0): Language => ({ id, code, title: code.toUpperCase(), default: isDefault });

describe('chooseCurrency (spec §4 Currency)', () => {
  const list = [cur('USD', '$', 1.08, 0, 1), cur('PLN', 'zł', 4.3, 1, 2), cur('EUR', '€', 1, 0, 3)];

  it('SHELL-4: when the stored code is in the list, then it is kept', () => {
    expect(chooseCurrency(list, 'USD')).toEqual({ code: 'USD', symbol: '$', value: 1.08 });
  });

  it('SHELL-4: when the stored code is not in the list, then the default-flagged currency is used', () => {
    expect(chooseCurrency(list, 'XXX')).toEqual({ code: 'PLN', symbol: 'zł', value: 4.3 });
    expect(chooseCurrency(list, null)).toEqual({ code: 'PLN', symbol: 'zł', value: 4.3 });
  });

  it('SHELL-4: when no currency is flagged default, then the first one is used', () => {
    expect(chooseCurrency([cur('USD', '$', 1.08), cur('EUR', '€', 1)], 'XXX')).toEqual({ code: 'USD', symbol: '$', value: 1.08 });
  });

  it('SHELL-4: when the list is empty (currencies failed to load), then EUR with symbol € and value 1', () => {
    expect(chooseCurrency([], 'USD')).toEqual({ code: 'EUR', symbol: '€', value: 1 });
  });
});

describe('chooseLanguage (spec §4 Language)', () => {
  const list = [lang(1, 'en', 1), lang(2, 'de'), lang(3, 'pl')];

  it('SHELL-5: when the saved languageId is in the list, then it is used', () => {
    expect(chooseLanguage(list, 3)?.code).toBe('pl');
  });

  it('SHELL-5: when the saved id is unknown or missing, then the default language is used', () => {
    expect(chooseLanguage(list, 99)?.code).toBe('en');
    expect(chooseLanguage(list, null)?.code).toBe('en');
  });

  it('SHELL-5: when no language is flagged default, then the first one is used', () => {
    expect(chooseLanguage([lang(2, 'de'), lang(3, 'pl')], 99)?.code).toBe('de');
  });

  it('SHELL-5: when the list is empty, then there is no language to load (English defaults stay)', () => {
    expect(chooseLanguage([], 2)).toBeUndefined();
  });
});
