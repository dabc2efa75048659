import { messagesPaymentsEn, messagesStatusLabelsEn } from '@skins/contract';
import { i18n } from './index';

/**
 * The payments area's English defaults (issue 5: cart, result pages, top-up, histories), added when
 * one of its lazy chunks loads so the first view stays small. Server texts already loaded are kept.
 */
i18n.addResourceBundle('en', 'translation', { ...messagesPaymentsEn, ...messagesStatusLabelsEn }, true, false);
