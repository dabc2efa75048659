import { PAGE_SIZE, toMajor, type DayRange, type OperatorPrompt, type PromptStatus } from '@skins/contract';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { paginate } from '../../db/paginate.ts';
import { searchedId } from '../../db/searched-id.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { emailsByUserId, moveBalance, movedFor, userIdsWithEmailLike } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { moveOrder } from '../checkout/index.ts';
import { movePrompt } from './machine.ts';
import { lockPrompt, notifyPrompt, toPrompt, type PromptRow } from './service.ts';
import { prompts } from './tables.ts';

/** The operator who answers (OPS-49: the audit log's actor). */
type OperatorCtx = RootCtx & { userId: number };

function toOperatorPrompt(row: PromptRow, email: string | null, rate: number): OperatorPrompt {
  return { ...toPrompt(row, rate), user_id: row.userId, email, note: row.note, fulfilled_order_id: row.fulfilledOrderId };
}

export async function operatorPromptOf(db: DbOrTx, row: PromptRow, rate: number): Promise<OperatorPrompt> {
  return toOperatorPrompt(row, (await emailsByUserId(db, [row.userId])).get(row.userId) ?? null, rate);
}

/** OPS-175: what a search matches: the request id, part of the customer's email or of the requested market name (its title), any case. */
async function searchCondition(db: DbOrTx, q: string): Promise<SQL | undefined> {
  const id = searchedId(q);
  const customers = await userIdsWithEmailLike(db, q);
  return or(id === null ? undefined : eq(prompts.id, id), customers.length ? inArray(prompts.userId, customers) : undefined, ilike(prompts.title, likePattern(q)));
}

/** PROMPT-5, OPS-48: GET /operator/prompts?status=&page=: every customer's prompts, newest first, 20 a page; OPS-175: matching a search, made in a range of UTC days. */
export async function listAllPrompts(ctx: Ctx, filter: DayRange & { status?: PromptStatus; q?: string; page: number }): Promise<{ payload: OperatorPrompt[]; meta: { total: number; pages: number } }> {
  const where = and(filter.status ? eq(prompts.status, filter.status) : undefined, filter.q ? await searchCondition(ctx.db, filter.q) : undefined, inDayRange(prompts.createdAt, filter));
  const ordered = ctx.db.select().from(prompts).orderBy(desc(prompts.createdAt), desc(prompts.id)).$dynamic();
  const { rows, total, pages } = await paginate(ctx.db, { table: prompts, where, ordered }, filter.page, PAGE_SIZE.operator);
  const emails = await emailsByUserId(ctx.db, rows.map((r) => r.userId));
  return { payload: rows.map((r) => toOperatorPrompt(r, emails.get(r.userId) ?? null, ctx.locale.currency.value)), meta: { total, pages } };
}

/** OPS-40: how many prompts are in a status (the dashboard's skin requests queue). */
export function countPrompts(db: DbOrTx, status: PromptStatus): Promise<number> {
  return db.$count(prompts, eq(prompts.status, status));
}

/** A paid prompt still waiting for the operator (requested), locked; any other state is a 409. */
export async function openPrompt(tx: DbOrTx, id: number): Promise<PromptRow & { orderId: number }> {
  const prompt = await lockPrompt(tx, id);
  if (prompt.status !== 'requested' || prompt.orderId === null) throw new AppError('PROMPT_NOT_OPEN');
  return { ...prompt, orderId: prompt.orderId };
}

/** OPS-49: the operator's answer in the audit log, in the answer's transaction (a prompt leaves requested only this way). */
export function auditPromptAnswer(tx: DbOrTx, actorId: number, action: 'prompt.fulfil' | 'prompt.refuse', row: PromptRow, after: Record<string, unknown>) {
  return recordAudit(tx, { actorId, action, target: { type: 'prompt', id: row.id }, before: { status: 'requested' }, after: { status: row.status, ...after } });
}

/**
 * PROMPT-7: POST /operator/prompts/{id}/refuse {note?}: the prompt becomes refused, its fee goes
 * back to the balance through the ledger (reason refund, exactly what was debited; the ledger's
 * key refuses a second refund) and its fee order is cancelled. Exactly once, like PROMPT-6.
 */
export async function refusePrompt(ctx: OperatorCtx, id: number, note: string | null, now = new Date()): Promise<OperatorPrompt> {
  const row = await withTransaction(ctx, async (tx) => {
    const prompt = await openPrompt(tx, id);
    const debited = (await movedFor(tx, { reason: 'purchase', refType: 'order', refId: String(prompt.orderId) })) ?? 0;
    if (debited < 0) await moveBalance(tx, { userId: prompt.userId, deltaMinor: -debited, reason: 'refund', refType: 'prompt', refId: String(prompt.id) });
    await moveOrder(tx, prompt.orderId, 'cancelled');
    const refused = (await movePrompt(tx, id, 'refused', { note: note || null }, now)) ?? prompt;
    await auditPromptAnswer(tx, ctx.userId, 'prompt.refuse', refused, { note: refused.note, refunded: toMajor(-debited) });
    return refused;
  });
  await notifyPrompt(ctx, row, 'prompt_refused', { note: row.note });
  return operatorPromptOf(ctx.db, row, ctx.locale.currency.value);
}
