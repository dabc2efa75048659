import type { OperatorSupportMessage, OperatorSupportReplyBody } from '@skins/contract';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { mailRecipientsById } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { readSettings } from '../content/index.ts';
import { sendMail } from '../mail/index.ts';
import { markRowAnswered, presentMessages, type MessageRow } from './operator.ts';
import { oneLine } from './service.ts';
import { supportReplies } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };

/** The sender's text under the reply, each line behind '> ' as mail programs quote. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * OPS-123: an operator answers a support message from the back office. In one transaction the
 * message is marked answered (unless it was: the first operator and time stay, OPS-86), the reply
 * is kept with it (a message may get several) and audited (`support.reply`, OPS-30). After the
 * commit the reply is mailed to the sender; a mail that fails is logged and the reply stands
 * (`mailed` false: the operator is told and may send another).
 */
export async function replyToMessage(ctx: OperatorCtx, id: number, body: OperatorSupportReplyBody): Promise<{ message: OperatorSupportMessage; mailed: boolean }> {
  const { row, replyId } = await withTransaction(ctx, async (tx) => {
    const { row, changed } = await markRowAnswered(tx, id, ctx.userId);
    const [reply] = await tx.insert(supportReplies).values({ messageId: id, operatorId: ctx.userId, message: body.message }).returning({ id: supportReplies.id });
    const replyId = reply!.id;
    await recordAudit(tx, { actorId: ctx.userId, action: 'support.reply', target: { type: 'support_message', id }, before: { answered: !changed }, after: { answered: true, reply_id: replyId, reply: body.message } });
    return { row, replyId };
  });
  const mailed = await mailReply(ctx, row, body.message, replyId);
  const [message] = await presentMessages(ctx.db, [row]);
  return { message: message!, mailed };
}

/**
 * OPS-123: the reply to the message's address, in the sender's language when the message came
 * from an account (its lang_id, OPS-101), else the shop's default; the subject names the topic.
 * Replies to it go to the shop's support address.
 */
async function mailReply(ctx: OperatorCtx, row: MessageRow, reply: string, replyId: number): Promise<boolean> {
  try {
    const account = row.userId === null ? undefined : (await mailRecipientsById(ctx.db, [row.userId])).get(row.userId);
    const { support_email: supportEmail } = await readSettings(ctx.db);
    const to = { email: row.email, name: oneLine(row.name), langId: account?.langId ?? null, userId: row.userId };
    await sendMail(ctx, to, 'support_reply', { topic: oneLine(row.topic), reply, original: quoted(row.message) }, supportEmail);
    return true;
  } catch (err) {
    ctx.log.warn({ err, supportMessageId: row.id, replyId }, 'support reply kept but not mailed');
    return false;
  }
}
