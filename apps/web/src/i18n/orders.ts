import { messagesOrdersEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The orders texts' English defaults (issue 46: an order's page, its status words, the charged-currency
 * note), added when the account's or the cart's lazy chunk loads. Server texts already loaded are kept.
 */
i18n.addResourceBundle('en', 'translation', messagesOrdersEn, true, false);
