import { PAGE_SIZE, type DayRange, type OperatorSupportMessage } from '@skins/contract';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { emailsByUserId } from '../account/index.ts';
import { supportMessages, supportReplies } from './tables.ts';

export type MessageRow = typeof supportMessages.$inferSelect;

/** OPS-86, OPS-123: messages as the back office shows them: who marked each answered, and its replies (oldest first) with who sent each. */
export async function presentMessages(db: DbOrTx, rows: MessageRow[]): Promise<OperatorSupportMessage[]> {
  const replies = rows.length === 0 ? [] : await db.select().from(supportReplies).where(inArray(supportReplies.messageId, rows.map((r) => r.id))).orderBy(asc(supportReplies.id));
  const emails = await emailsByUserId(db, [...rows.flatMap((r) => (r.answeredBy === null ? [] : [r.answeredBy])), ...replies.map((r) => r.operatorId)]);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    name: r.name,
    surname: r.surname,
    email: r.email,
    topic: r.topic,
    message: r.message,
    created_at: unixSeconds(r.createdAt),
    answered_at: r.answeredAt ? unixSeconds(r.answeredAt) : null,
    answered_by: r.answeredBy === null ? null : (emails.get(r.answeredBy) ?? null),
    replies: replies.filter((reply) => reply.messageId === r.id).map((reply) => ({ id: reply.id, message: reply.message, by: emails.get(reply.operatorId) ?? null, at: unixSeconds(reply.createdAt) })),
  }));
}

/** OPS-174: what a search matches: part of the sender's email, name ('name surname') or message, any case. */
function searchCondition(q: string) {
  const pattern = likePattern(q);
  return or(ilike(supportMessages.email, pattern), ilike(sql`${supportMessages.name} || ' ' || ${supportMessages.surname}`, pattern), ilike(supportMessages.message, pattern));
}

/** OPS-86: support messages, newest first, optionally only the answered (or unanswered) ones; OPS-174: matching a search, sent in a range of UTC days. */
export async function listSupportMessages(db: DbOrTx, filter: DayRange & { answered?: boolean; q?: string; page: number }) {
  const where = and(
    filter.answered === undefined ? undefined : filter.answered ? isNotNull(supportMessages.answeredAt) : isNull(supportMessages.answeredAt),
    filter.q ? searchCondition(filter.q) : undefined,
    inDayRange(supportMessages.createdAt, filter),
  );
  const ordered = db.select().from(supportMessages).orderBy(desc(supportMessages.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: supportMessages, where, ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: await presentMessages(db, rows), meta: { total, pages } };
}

/**
 * OPS-86: marks a message answered by this operator, now. Marking it again keeps the first
 * operator and time (`changed` false: nothing to audit). An unknown message is a 404.
 */
export async function markRowAnswered(tx: DbOrTx, id: number, operatorId: number): Promise<{ row: MessageRow; changed: boolean }> {
  const [marked] = await tx
    .update(supportMessages)
    .set({ answeredAt: new Date(), answeredBy: operatorId })
    .where(and(eq(supportMessages.id, id), isNull(supportMessages.answeredAt)))
    .returning();
  const row = marked ?? (await tx.select().from(supportMessages).where(eq(supportMessages.id, id)))[0];
  if (!row) throw new AppError('OPS_SUPPORT_MESSAGE_NOT_FOUND');
  return { row, changed: marked !== undefined };
}

/** OPS-86: markRowAnswered, answered as the back office shows the message. */
export async function markAnswered(tx: DbOrTx, id: number, operatorId: number): Promise<{ message: OperatorSupportMessage; changed: boolean }> {
  const { row, changed } = await markRowAnswered(tx, id, operatorId);
  const [message] = await presentMessages(tx, [row]);
  return { message: message!, changed };
}

/** OPS-86, OPS-184: marks a message answered in its own transaction, audited (`support.answered`) when it changed. */
export async function closeMessage(ctx: Pick<RootCtx, 'db'>, id: number, operatorId: number): Promise<OperatorSupportMessage> {
  return withTransaction(ctx, async (tx) => {
    const marked = await markAnswered(tx, id, operatorId);
    if (marked.changed) {
      await recordAudit(tx, { actorId: operatorId, action: 'support.answered', target: { type: 'support_message', id }, before: { answered: false }, after: { answered: true } });
    }
    return marked.message;
  });
}
