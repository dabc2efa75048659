import { mailKindValues } from '@skins/contract';

/**
 * What the shop mails; the kind is also what the outbox and the log name (never the body, SEC-6)
 * and the key of its template in each language (modules/mail, OPS-101).
 */
export const mailKinds = mailKindValues;
export type MailKind = (typeof mailKinds)[number];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a support message: its sender); the outbox does not keep it. */
  replyTo?: string;
  kind: MailKind;
}

/** The mail port (ARCHITECTURE "The outside world"): the outbox by default, SMTP when SMTP_URL is set (MAIL_TRANSPORT). */
export interface MailSender {
  /** OPS-103: where the shop's alerts go (OPERATOR_ALERT_EMAIL); unset: to every operator's own address. */
  readonly operatorAlertTo?: string;
  /** Resolves once the message is stored or accepted by the server; throws when it cannot be sent. */
  send(msg: MailMessage): Promise<void>;
}
