import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import type { MailMessage, MailSender } from './port.ts';
import { emailOutbox } from './tables.ts';

/**
 * The built-in mail sender: every message goes to the email_outbox table and one log line
 * carries its link, so the whole product works on one machine with no mail server.
 */
export function outboxMailSender(db: DbOrTx, log: Logger): MailSender {
  return {
    async send(msg: MailMessage) {
      await db.insert(emailOutbox).values({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, kind: msg.kind });
      const link = /https?:\/\/\S+/.exec(msg.text)?.[0];
      log.info({ to: msg.to, kind: msg.kind, link }, `mail to the outbox: ${msg.subject}`);
    },
  };
}
