import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { outboxMailSender } from './outbox.ts';
import type { MailSender } from './port.ts';
import { smtpMailSender } from './smtp.ts';

export type { MailKind, MailMessage, MailSender } from './port.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox table and the log. */
export function createMailSender(config: { SMTP_URL?: string; MAIL_FROM: string }, db: DbOrTx, log: Logger): MailSender {
  return config.SMTP_URL ? smtpMailSender({ url: config.SMTP_URL, from: config.MAIL_FROM }) : outboxMailSender(db, log);
}
