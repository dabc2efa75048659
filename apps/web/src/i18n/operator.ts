import { messagesOperatorEn } from '@skins/contract';
import { i18n } from './index';

/** The back office's English texts (issue 17), with its chunk: operators only download them. Server texts already loaded are kept. */
i18n.addResourceBundle('en', 'translation', messagesOperatorEn, true, false);
