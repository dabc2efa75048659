import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { outboxMailSender } from './outbox.ts';
import type { MailSender } from './port.ts';
import { smtpMailSender } from './smtp.ts';

export { mailKinds, type MailKind, type MailMessage, type MailSender } from './port.ts';

/** SMTP or the outbox table, as MAIL_TRANSPORT (or the presence of SMTP_URL) says (SEC-6); shop alerts to OPERATOR_ALERT_EMAIL when set (OPS-103). */
export function createMailSender(config: Pick<Config, 'mailTransport' | 'SMTP_URL' | 'MAIL_FROM' | 'OPERATOR_ALERT_EMAIL'>, db: DbOrTx, log: Logger): MailSender {
  const sender = config.mailTransport === 'smtp' && config.SMTP_URL ? smtpMailSender({ url: config.SMTP_URL, from: config.MAIL_FROM }) : outboxMailSender(db, log);
  return { send: (msg) => sender.send(msg), operatorAlertTo: config.OPERATOR_ALERT_EMAIL };
}
