import { messagesOperatorGateEn } from '@skins/contract';
import { i18n } from './index';

/** OPS-41: the back office gate's few English texts, with the gate's chunk (every visitor of /operator loads it). */
i18n.addResourceBundle('en', 'translation', messagesOperatorGateEn, true, false);
