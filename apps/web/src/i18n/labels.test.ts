import { messagesCatalogLabelsEn, messagesShellEn } from '@skins/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './index';
import { labelOf } from './labels';

describe('the words of catalogue values', () => {
  afterEach(() => applyLanguage('en', messagesShellEn));

  it('I18N-11: a value reads in the visitor language, English by default, and as stored when the shop has no word for it', async () => {
    expect(labelOf(i18n.t, 'exterior', 'Factory New')).toBe(messagesCatalogLabelsEn.label_exterior_factory_new);
    await applyLanguage('de', { label_exterior_factory_new: 'Fabrikneu', label_type_sniper_rifle: 'Scharfschützengewehr' });
    expect(labelOf(i18n.t, 'exterior', 'Factory New')).toBe('Fabrikneu');
    expect(labelOf(i18n.t, 'type', 'Sniper Rifle')).toBe('Scharfschützengewehr');
    expect(labelOf(i18n.t, 'type', 'Operator Crate')).toBe('Operator Crate');
  });
});
