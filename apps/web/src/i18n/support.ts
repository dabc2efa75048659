import { messagesSupportEn } from '@skins/contract';
import { i18n } from './index';

/** The support area's English defaults (issue 7), added when the support page's chunk loads. Server texts already loaded are kept. */
i18n.addResourceBundle('en', 'translation', messagesSupportEn, true, false);
