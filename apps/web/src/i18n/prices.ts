import { messagesPricesEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The price history's and watchlist's English defaults (issue 19), added when one of their lazy chunks
 * loads so the first view stays small. Server texts already loaded are kept.
 */
i18n.addResourceBundle('en', 'translation', messagesPricesEn, true, false);
