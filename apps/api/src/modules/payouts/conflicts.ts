import { toMajor } from '@skins/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { moveOffer } from '../offers/index.ts';
import { payoutReversalMachine, type PayoutStatus } from './machine.ts';
import { openPayoutOfOffer, type PayoutRow } from './queries.ts';
import { notifyPayoutSettled } from './settle.ts';
import { payoutConflicts, payouts } from './tables.ts';
import { movePayout } from './transitions.ts';

export type PayoutConflictRow = typeof payoutConflicts.$inferSelect;

/** What the provider said of a payout, as the webhook verified it. */
export interface ProviderFact {
  eventId: string;
  status: 'approved' | 'failed';
}

/** The reason a payout failed when the provider declined or reversed it. */
export const PROVIDER_DECLINED = 'The payout was declined by the payment provider.';

/**
 * PAYOUT-11: inside the webhook's transaction, after its settle found the payout already settled:
 * a result that contradicts the record is kept with both facts and audited (actor: the provider),
 * and the webhook answers 'conflict', never a silent 'no_change'. A result that agrees with the
 * record answers null (nothing to tell).
 */
export async function recordConflictIn(tx: DbOrTx, log: Ctx['log'], payoutId: number, fact: ProviderFact, now = new Date()): Promise<PayoutConflictRow | null> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status === 'processing' || payout.status === fact.status) return null;
  const [conflict] = await tx
    .insert(payoutConflicts)
    .values({
      payoutId,
      recordedStatus: payout.status,
      providerStatus: fact.status,
      recordedBy: payout.settledBy,
      recordedAt: payout.settledAt ?? payout.updatedAt,
      providerEventId: fact.eventId,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!conflict) return null;
  await recordAudit(tx, {
    actorId: null,
    action: 'payout.conflict',
    target: { type: 'payout', id: payoutId },
    before: { status: payout.status, settled_by: payout.settledBy },
    after: { provider_status: fact.status, provider_event_id: fact.eventId, amount: toMajor(payout.amountMinor), currency: payout.currency, offer_id: payout.offerId },
  });
  log.warn({ payoutId, recorded: payout.status, provider: fact.status, eventId: fact.eventId }, 'payout provider result contradicts the recorded settlement; kept as a conflict');
  return conflict;
}

/** PAYOUT-11: the open conflicts (oldest first, the queue) or the resolved ones (newest first). */
export function listConflicts(db: DbOrTx, filter: { state: 'open' | 'resolved'; page: number; pageSize: number }) {
  const open = filter.state === 'open';
  const where = open ? isNull(payoutConflicts.resolvedAt) : isNotNull(payoutConflicts.resolvedAt);
  const ordered = db
    .select()
    .from(payoutConflicts)
    .orderBy(open ? asc(payoutConflicts.receivedAt) : desc(payoutConflicts.resolvedAt), asc(payoutConflicts.id))
    .$dynamic();
  return paginate(db, { table: payoutConflicts, where, ordered }, filter.page, filter.pageSize);
}

/** OPS-40: the dashboard's conflicts queue. */
export function countOpenConflicts(db: DbOrTx): Promise<number> {
  return db.$count(payoutConflicts, isNull(payoutConflicts.resolvedAt));
}

/** The payouts the conflicts are about, by id. */
export async function payoutsById(db: DbOrTx, ids: number[]): Promise<Map<number, PayoutRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(payouts).where(inArray(payouts.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * PAYOUT-12: takes the provider's fact over the record. A payout recorded failed that the provider
 * paid becomes approved with its offer (which must still wait for its payout: when the seller was
 * paid again by another payout, the operator recovers that first); a payout recorded paid that the
 * provider declined becomes failed and its offer ready_for_payout again, so the seller can ask anew.
 * The seller is mailed the payout's true outcome.
 */
async function applyProviderFact(tx: DbOrTx, conflict: PayoutConflictRow, operatorId: number, now: Date): Promise<PayoutRow> {
  const to = conflict.providerStatus as Exclude<PayoutStatus, 'processing'>;
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, conflict.payoutId)).for('update');
  if (!payout || !payoutReversalMachine.canMove(payout.status, to)) throw new AppError('PAYOUT_CONFLICT_OFFER_MOVED');
  if (to === 'approved') {
    const other = await openPayoutOfOffer(tx, payout.offerId);
    if (other) throw new AppError('PAYOUT_CONFLICT_PAID_AGAIN', { params: { payout: String(other.id) } });
  }
  const actor = `operator:${operatorId}` as const;
  const offerFrom = to === 'approved' ? 'ready_for_payout' : 'approved';
  if (!(await moveOffer(tx, payout.offerId, to === 'approved' ? 'approved' : 'ready_for_payout', actor, { from: [offerFrom] }, now))) throw new AppError('PAYOUT_CONFLICT_OFFER_MOVED');
  const moved = await movePayout(tx, payout.id, to, [payout.status], { message: to === 'failed' ? PROVIDER_DECLINED : null, settledBy: actor, settledAt: now, updatedAt: now });
  return moved!;
}

/**
 * PAYOUT-12: an operator resolves an open conflict with a note (what was done: money recovered, the
 * seller told): 'provider' applies the provider's fact (applyProviderFact), 'recorded' keeps the
 * record. Once: a second resolve is a 409. Audited with both facts.
 */
export async function resolveConflict(
  ctx: Pick<RootCtx, 'db' | 'mail' | 'log' | 'publicUrl'>,
  conflictId: number,
  operatorId: number,
  choice: { resolution: 'provider' | 'recorded'; note: string },
  now = new Date(),
): Promise<PayoutConflictRow> {
  const { conflict, applied } = await withTransaction(ctx, async (tx) => {
    const [open] = await tx.select().from(payoutConflicts).where(eq(payoutConflicts.id, conflictId)).for('update');
    if (!open) throw new AppError('PAYOUT_CONFLICT_NOT_FOUND');
    if (open.resolvedAt) throw new AppError('PAYOUT_CONFLICT_RESOLVED');
    const applied = choice.resolution === 'provider' ? await applyProviderFact(tx, open, operatorId, now) : null;
    const [resolved] = await tx
      .update(payoutConflicts)
      .set({ resolution: choice.resolution, resolvedBy: operatorId, resolvedAt: now, note: choice.note })
      .where(and(eq(payoutConflicts.id, conflictId), isNull(payoutConflicts.resolvedAt)))
      .returning();
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'payout.conflict.resolve',
      target: { type: 'payout', id: open.payoutId },
      before: { status: open.recordedStatus, provider_status: open.providerStatus },
      after: { resolution: choice.resolution, status: applied ? applied.status : open.recordedStatus, note: choice.note, conflict_id: conflictId },
    });
    return { conflict: resolved!, applied };
  });
  if (applied) await notifyPayoutSettled(ctx, applied);
  return conflict;
}
