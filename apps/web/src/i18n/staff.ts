import { messagesStaffEn } from '@skins/contract';
import { i18n } from './index';

/** STAFF-WEB-3: the staff invite page's English defaults, added with its chunk. Server texts already loaded are kept. */
i18n.addResourceBundle('en', 'translation', messagesStaffEn, true, false);
