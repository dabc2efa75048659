import { PAGE_SIZE, type OperatorMail, type OperatorMailDetail, type OperatorMailsQuery } from '@skins/contract';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { paginate } from '../../db/paginate.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { mailLog } from './tables.ts';

export type MailLogRow = typeof mailLog.$inferSelect;
type NewMailLogRow = typeof mailLog.$inferInsert;

/**
 * MAIL-1: writes one row of the mail log. `also` runs in the same transaction with the new row's id
 * (a resend's audit step, MAIL-4). Best effort: a log that cannot be written is logged and
 * answers null, it never turns a sent mail into a failed one.
 */
export async function logMail(ctx: Pick<Ctx, 'db' | 'log'>, row: NewMailLogRow, also?: (tx: Tx, id: number, state: 'sent' | 'failed') => Promise<void>): Promise<number | null> {
  try {
    if (!also) return (await ctx.db.insert(mailLog).values(row).returning({ id: mailLog.id }))[0]!.id;
    return await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(mailLog).values(row).returning({ id: mailLog.id });
      await also(tx, inserted!.id, row.state);
      return inserted!.id;
    });
  } catch (err) {
    ctx.log.error({ err, kind: row.kind }, 'mail not written to the mail log');
    return null;
  }
}

/** MAIL-2: the mail log, newest first: q over recipient and subject, kind, state, UTC days from..to (both included), the customer. */
export async function listMails(db: DbOrTx, filter: Omit<OperatorMailsQuery, 'page'> & { page: number }) {
  const conditions: (SQL | undefined)[] = [inDayRange(mailLog.createdAt, filter)];
  if (filter.q) conditions.push(or(ilike(mailLog.to, likePattern(filter.q)), ilike(mailLog.subject, likePattern(filter.q)))!);
  if (filter.kind) conditions.push(eq(mailLog.kind, filter.kind));
  if (filter.state) conditions.push(eq(mailLog.state, filter.state));
  if (filter.user_id) conditions.push(eq(mailLog.userId, filter.user_id));
  const ordered = db
    .select({
      id: mailLog.id,
      to: mailLog.to,
      userId: mailLog.userId,
      kind: mailLog.kind,
      subject: mailLog.subject,
      language: mailLog.language,
      state: mailLog.state,
      error: mailLog.error,
      oneTimeLink: mailLog.oneTimeLink,
      resendOf: mailLog.resendOf,
      createdAt: mailLog.createdAt,
    })
    .from(mailLog)
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .$dynamic();
  const { rows, total, pages } = await paginate(db, { table: mailLog, where: and(...conditions), ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: rows.map(presentMail), meta: { total, pages } };
}

export async function findMail(db: DbOrTx, id: number): Promise<MailLogRow | null> {
  const [row] = await db.select().from(mailLog).where(eq(mailLog.id, id));
  return row ?? null;
}

/** MAIL-2: a log row as the back office reads it (the body only in the detail, MAIL-3). */
export function presentMail(r: Omit<MailLogRow, 'text' | 'html' | 'replyTo'>): OperatorMail {
  return {
    id: r.id,
    to: r.to,
    user_id: r.userId,
    kind: r.kind,
    subject: r.subject,
    language: r.language,
    state: r.state,
    error: r.error,
    one_time_link: r.oneTimeLink,
    resend_of: r.resendOf,
    created_at: unixSeconds(r.createdAt),
  };
}

/** MAIL-3: a log row with its body. */
export function presentMailDetail(r: MailLogRow): OperatorMailDetail {
  return { ...presentMail(r), text: r.text, html: r.html };
}
