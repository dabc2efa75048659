/**
 * SEAM-1: the face of the support module (support messages).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { countSupportMessages, sendSupportMessage } from './service.ts';
export { eraseSupportPersonalData, supportPersonalData } from './personal-data.ts';
