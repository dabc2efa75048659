/** What the shop mails; the kind is also what the outbox and the log name (never the body, SEC-6). */
export type MailKind = 'email_verification' | 'password_reset' | 'email_change' | 'email_change_notice' | 'support_message' | 'offer_update' | 'order_refund';

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
  /** Resolves once the message is stored or accepted by the server; throws when it cannot be sent. */
  send(msg: MailMessage): Promise<void>;
}
