import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import type { MailMessage, MailSender } from './port.ts';
import { emailOutbox } from './tables.ts';

/**
 * The built-in mail sender: every message goes to the email_outbox table, so the whole product
 * works on one machine with no mail server. SEC-6: the log line names the recipient and subject
 * only; a body holds reset and verification links, which are credentials.
 */
export function outboxMailSender(db: DbOrTx, log: Logger): MailSender {
  return {
    async send(msg: MailMessage) {
      await db.insert(emailOutbox).values({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, kind: msg.kind });
      log.info({ to: msg.to, kind: msg.kind }, `mail to the outbox: ${msg.subject}`);
    },
  };
}
