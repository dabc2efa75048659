import { PAGE_SIZE, type OperatorSupportMessage } from '@skins/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { emailsByUserId } from '../account/index.ts';
import { supportMessages } from './tables.ts';

type MessageRow = typeof supportMessages.$inferSelect;

async function present(db: DbOrTx, rows: MessageRow[]): Promise<OperatorSupportMessage[]> {
  const emails = await emailsByUserId(db, rows.flatMap((r) => (r.answeredBy === null ? [] : [r.answeredBy])));
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
  }));
}

/** OPS-86: support messages, newest first, optionally only the answered (or unanswered) ones. */
export async function listSupportMessages(db: DbOrTx, filter: { answered?: boolean; page: number }) {
  const where = filter.answered === undefined ? undefined : filter.answered ? isNotNull(supportMessages.answeredAt) : isNull(supportMessages.answeredAt);
  const ordered = db.select().from(supportMessages).orderBy(desc(supportMessages.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: supportMessages, where, ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: await present(db, rows), meta: { total, pages } };
}

/**
 * OPS-86: marks a message answered by this operator, now. Marking it again keeps the first
 * operator and time (`changed` false: nothing to audit).
 */
export async function markAnswered(tx: DbOrTx, id: number, operatorId: number): Promise<{ message: OperatorSupportMessage; changed: boolean }> {
  const [marked] = await tx
    .update(supportMessages)
    .set({ answeredAt: new Date(), answeredBy: operatorId })
    .where(and(eq(supportMessages.id, id), isNull(supportMessages.answeredAt)))
    .returning();
  const row = marked ?? (await tx.select().from(supportMessages).where(eq(supportMessages.id, id)))[0];
  if (!row) throw new AppError('OPS_SUPPORT_MESSAGE_NOT_FOUND');
  const [message] = await present(tx, [row]);
  return { message: message!, changed: marked !== undefined };
}
