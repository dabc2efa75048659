import { messagesOffersEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The offers area's English defaults (issue 6: offers tab, sell and payout modals, payout result
 * pages), added when one of its lazy chunks loads so the first view stays small. Server texts
 * already loaded are kept.
 */
i18n.addResourceBundle('en', 'translation', messagesOffersEn, true, false);
