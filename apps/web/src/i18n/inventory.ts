import { messagesInventoryEn } from '@skins/contract';
import { i18n } from './index';

/** INV-7: the sell page's Steam inventory texts (English defaults), added when its lazy chunk loads; server texts already loaded are kept. */
i18n.addResourceBundle('en', 'translation', messagesInventoryEn, true, false);
