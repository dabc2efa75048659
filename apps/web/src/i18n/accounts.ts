import { messagesAccountsEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The accounts area's English defaults (issue 4), added when one of its lazy chunks loads so the
 * first view stays small. Server texts already loaded for English are kept (no overwrite).
 */
i18n.addResourceBundle('en', 'translation', messagesAccountsEn, true, false);
