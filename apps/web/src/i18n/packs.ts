import { messagesPacksEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The packs area's English defaults (issue 7: packs section, pack page, skin requests), added when
 * one of its lazy chunks loads so the first view stays small. Server texts already loaded are kept.
 */
i18n.addResourceBundle('en', 'translation', messagesPacksEn, true, false);
