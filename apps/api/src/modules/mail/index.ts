/**
 * SEAM-1: the face of the mail module (every mail of the shop, rendered from its templates in the recipient's language, sent once per event, each one in the mail log).
 * Other modules import this file only, never its tables, templates or other files (docs/modules.md).
 */
export { type MailCtx, type MailParams, type MailRecipientOf, type MailTo, type UserMail, alertShop, notifyUser, notifyUsers, sendMail } from './service.ts';
export type { PayoutReasonCode } from './templates.ts';
export type { MailKind } from '../../adapters/mail/index.ts';
export { eraseMailPersonalData } from './personal-data.ts';
