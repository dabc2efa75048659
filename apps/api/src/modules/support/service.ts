import type { SupportMessageBody } from '@skins/contract';
import { isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { readSettings } from '../content/index.ts';
import { sendMail } from '../mail/index.ts';
import { supportMessages } from './tables.ts';

/** Mail headers are one line: a topic or name with line breaks must not add headers or lines. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * SUPPORT-2, SUPPORT-3: stores a support message (with the sender's account when signed in), then
 * mails it to the settings' support_email with the sender as reply-to. The message is stored
 * first and kept when the mail fails: the failure is logged and the sender still gets OK, since
 * the shop has the message.
 */
export async function sendSupportMessage(ctx: Ctx, body: SupportMessageBody): Promise<{ id: number }> {
  const [row] = await ctx.db
    .insert(supportMessages)
    .values({ userId: ctx.userId ?? null, ...body })
    .returning({ id: supportMessages.id });
  const id = row!.id;
  const { support_email: to } = await readSettings(ctx.db);
  const sender = `${oneLine(body.name)} ${oneLine(body.surname)}`;
  try {
    // The shop reads its support mail in the default language (OPS-102): no user language applies.
    await sendMail(
      ctx,
      { email: to, name: '', langId: null },
      'support_message',
      { id, topic: oneLine(body.topic), sender, email: body.email, account: ctx.userId === undefined ? 'guest' : `user #${ctx.userId}`, message: body.message },
      body.email,
    );
  } catch (err) {
    ctx.log.error({ err, supportMessageId: id }, 'support message stored but not mailed');
  }
  return { id };
}

/** OPS-40, OPS-86: how many support messages wait for an answer (not marked answered). */
export function countSupportMessages(db: DbOrTx): Promise<number> {
  return db.$count(supportMessages, isNull(supportMessages.answeredAt));
}
