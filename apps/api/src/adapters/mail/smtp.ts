import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './port.ts';

/** Sends by SMTP (SMTP_URL, e.g. smtp://user:pass@host:587) through nodemailer. */
export function smtpMailSender(opts: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(opts.url);
  return {
    async send(msg: MailMessage) {
      await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, replyTo: msg.replyTo, headers: { 'X-Mail-Kind': msg.kind } });
    },
  };
}
