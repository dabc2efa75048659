/**
 * What the shop mails; the kind is also what the outbox and the log name (never the body, SEC-6)
 * and the key of its template in each language (modules/mail, OPS-101).
 */
export const mailKinds = [
  'email_verification',
  'password_reset',
  'email_change',
  'email_change_notice',
  'new_sign_in',
  'support_message',
  'support_reply',
  'offer_received',
  'offer_alert',
  'offer_quoted',
  'offer_rejected',
  'offer_cancelled',
  'item_received',
  'payout_requested',
  'payout_sent',
  'payout_failed',
  'topup_credited',
  'order_paid',
  'order_delivered',
  'order_delivery_failed',
  'pack_bought',
  'prompt_placed',
  'prompt_fulfilled',
  'prompt_refused',
  'order_refund',
  'order_refund_card',
  'price_alert',
] as const;
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
