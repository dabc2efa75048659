import { messagesPrivacyEn } from '@skins/contract';
import { i18n } from './index';

/** The account's personal-data texts' English defaults (issue 50), added with the account page's chunk. Server texts already loaded are kept. */
i18n.addResourceBundle('en', 'translation', messagesPrivacyEn, true, false);
