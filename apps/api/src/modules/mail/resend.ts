import { mailKinds, type MailKind } from '../../adapters/mail/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findMail, type MailLogRow } from './log.ts';
import { deliver, errorText, type MailCtx } from './service.ts';

/**
 * MAIL-4, MAIL-5: the operator sends a logged mail again: the same recipient, subject and body
 * (and reply-to), through deliver, so the attempt is a new row of the log naming the one it
 * resends; the new row and the audit step commit together. A mail with a one-time link is never
 * resent (MAIL_ONE_TIME_LINK: the customer asks for a new link). A failed resend is logged and
 * audited, then answered OPS_MAIL_SEND_FAILED.
 */
export async function resendMail(ctx: MailCtx, id: number, operatorId: number): Promise<MailLogRow> {
  const row = await findMail(ctx.db, id);
  if (!row) throw new AppError('OPS_MAIL_NOT_FOUND');
  if (row.oneTimeLink) throw new AppError('MAIL_ONE_TIME_LINK');
  const kind = (mailKinds as readonly string[]).includes(row.kind) ? (row.kind as MailKind) : null;
  if (!kind) throw new AppError('OPS_MAIL_NOT_FOUND');
  const audit = (tx: Parameters<typeof recordAudit>[0], logId: number, state: 'sent' | 'failed') =>
    recordAudit(tx, { actorId: operatorId, action: 'mail.resend', target: { type: 'mail', id }, after: { resend_id: logId, to: row.to, kind: row.kind, state } });
  let newId: number | null;
  const msg = { to: row.to, kind, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}), ...(row.replyTo ? { replyTo: row.replyTo } : {}) };
  const meta = { userId: row.userId, language: row.language, oneTimeLink: false, resendOf: row.id };
  try {
    newId = await deliver(ctx, msg, { ...meta, also: audit });
  } catch (err) {
    // deliver logged the failed attempt; its audit step went with it.
    throw new AppError('OPS_MAIL_SEND_FAILED', { params: { error: errorText(err).slice(0, 200) } });
  }
  const resent = newId === null ? null : await findMail(ctx.db, newId);
  if (!resent) throw new AppError('COMMON_INTERNAL');
  return resent;
}
