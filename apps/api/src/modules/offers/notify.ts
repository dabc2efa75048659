import type { Ctx } from '../../lib/ctx.ts';
import { findUserById } from '../account/index.ts';

/**
 * OPS-10: tells the customer by mail that their offer moved (a quote, a payout result), with a
 * link to the offers tab. Best effort: the change is already committed, so a mail failure is logged.
 */
export async function notifyOfferUpdate(ctx: Pick<Ctx, 'db' | 'mail' | 'log' | 'publicUrl'>, userId: number, subject: string, lines: string[]): Promise<void> {
  try {
    const user = await findUserById(ctx.db, userId);
    if (!user?.email) return;
    const text = [`Hello${user.name ? ` ${user.name}` : ''},`, '', ...lines, '', `${ctx.publicUrl}/account/offers`].join('\n');
    await ctx.mail.send({ to: user.email, kind: 'offer_update', subject, text });
  } catch (err) {
    ctx.log.warn({ err, userId }, 'offer update mail not sent');
  }
}
