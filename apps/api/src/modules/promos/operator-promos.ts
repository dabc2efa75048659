import { PAGE_SIZE, convertCents, errorCatalog, promoRisks, promoRiskTexts, toMinor, type OperatorPromo, type OperatorPromoBody, type OperatorPromoChangeBody, type PromoRisk } from '@skins/contract';
import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/index.ts';
import { discountAmountOf, discountColumns, type PromoRow } from './promo-codes.ts';
import { promoCodes } from './tables.ts';
import { likePattern } from '../../db/like-pattern.ts';

type OperatorCtx = RootCtx & { userId: number };
type PromoStatus = OperatorPromo['status'];

/** OPS-75: a code's state as findUsablePromo (PROMO-1, PROMO-2) would judge it now. */
function statusOf(row: PromoRow, now: Date): PromoStatus {
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  return 'active';
}

/** The same states as SQL, for the list's filter. */
function statusWhere(status: PromoStatus, now: Date): SQL | undefined {
  const started = or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now));
  const unexpired = or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now));
  const usedUp = and(isNotNull(promoCodes.maxUses), sql`${promoCodes.usedCount} >= ${promoCodes.maxUses}`);
  switch (status) {
    case 'scheduled':
      return gt(promoCodes.startsAt, now);
    case 'expired':
      return and(started, lte(promoCodes.expiresAt, now));
    case 'used_up':
      return and(started, unexpired, usedUp);
    case 'active':
      return and(started, unexpired, sql`NOT (${usedUp ?? sql`false`})`);
  }
}

/** OPS-75: the operator's view: the amount in euros (fixed) or percent (percentage). */
function toOperatorPromo(row: PromoRow, now = new Date()): OperatorPromo {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discount_type: row.discountType,
    discount_amount: convertCents(discountAmountOf(row), 1),
    max_uses: row.maxUses,
    used_count: row.usedCount,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    min_subtotal: row.minSubtotalCents === null ? null : convertCents(row.minSubtotalCents, 1),
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/** OPS-75: GET /operator/promo-codes?search=&status=&page=: newest first. */
export async function listOperatorPromos(db: DbOrTx, query: { page?: number; search?: string; status?: PromoStatus }, now = new Date()) {
  const where = and(query.search ? ilike(promoCodes.code, likePattern(query.search)) : undefined, query.status ? statusWhere(query.status, now) : undefined);
  const ordered = db.select().from(promoCodes).orderBy(desc(promoCodes.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: promoCodes, where, ordered }, query.page ?? 1, PAGE_SIZE.operator);
  return { payload: rows.map((r) => toOperatorPromo(r, now)), meta: { total, pages } };
}

/**
 * PROMO-8, PROMO-9: a save that leaves the code with a risk it did not have needs the operator's
 * confirm_risk; the refusal names each risk under confirm_risk, and nothing is written.
 */
function assertRisksConfirmed(risks: PromoRisk[], confirmed: boolean): void {
  if (risks.length === 0 || confirmed) return;
  throw new AppError('OPS_PROMO_RISK_UNCONFIRMED', { fields: { confirm_risk: risks.map((r) => promoRiskTexts[r]) } });
}

const codeTaken = () => new AppError('OPS_PROMO_CODE_TAKEN', { fields: { code: [errorCatalog.OPS_PROMO_CODE_TAKEN.message] } });

/** OPS-76: a new code (unique whatever its case: 409 on the code field); fixed amounts in cents, percentages in basis points. */
export async function createPromo(ctx: OperatorCtx, body: OperatorPromoBody): Promise<OperatorPromo> {
  const risks = promoRisks(body);
  assertRisksConfirmed(risks, body.confirm_risk);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: body.code,
          description: body.description,
          discountType: body.discount_type,
          // Both kinds keep 2 decimals: euro cents, or basis points of a percent.
          ...discountColumns(body.discount_type, toMinor(body.discount_amount)),
          maxUses: body.max_uses,
          perCustomerLimit: body.per_customer_limit,
          firstOrderOnly: body.first_order_only,
          // PROMO-7: the minimum cart value in euro cents (null: any cart).
          minSubtotalCents: body.min_subtotal === null ? null : toMinor(body.min_subtotal),
          expiresAt: body.expires_at,
        })
        .returning();
      if (!row) throw new AppError('COMMON_INTERNAL');
      const created = toOperatorPromo(row);
      // PROMO-10: the audit keeps the risks the operator confirmed.
      await recordAudit(tx, { actorId: ctx.userId, action: 'promo.create', target: { type: 'promo_code', id: row.id }, after: risks.length ? { ...created, confirmed_risks: risks } : created });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'promo_codes_code_key')) throw codeTaken();
    throw err;
  }
}

async function lockPromo(tx: Tx, id: number): Promise<PromoRow> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  if (!row) throw new AppError('OPS_PROMO_NOT_FOUND');
  return row;
}

/**
 * OPS-77, OPS-78: changes a code's usage limit and expiry (null lifts either) and (PROMO-7) its
 * minimum cart value (null: any cart); the limit never
 * goes below the uses so far (422). Disabling is an expiry of now: the code then answers
 * 'This promo code has expired', and a later expiry brings it back.
 */
export async function changePromo(ctx: OperatorCtx, id: number, change: OperatorPromoChangeBody, action = 'promo.change'): Promise<OperatorPromo> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockPromo(tx, id);
    if (change.max_uses != null && change.max_uses < row.usedCount) {
      throw new AppError('OPS_PROMO_LIMIT_BELOW_USES', { fields: { max_uses: [errorCatalog.OPS_PROMO_LIMIT_BELOW_USES.message] } });
    }
    const set = {
      maxUses: change.max_uses === undefined ? row.maxUses : change.max_uses,
      expiresAt: change.expires_at === undefined ? row.expiresAt : change.expires_at,
      minSubtotalCents: change.min_subtotal === undefined ? row.minSubtotalCents : change.min_subtotal === null ? null : toMinor(change.min_subtotal),
    };
    const risksOf = (r: Pick<PromoRow, 'maxUses' | 'minSubtotalCents'>) => promoRisks({ ...toOperatorPromo(row), max_uses: r.maxUses, min_subtotal: r.minSubtotalCents === null ? null : convertCents(r.minSubtotalCents, 1) });
    const had = risksOf(row);
    const added = risksOf(set).filter((r) => !had.includes(r));
    assertRisksConfirmed(added, change.confirm_risk);
    const [updated] = await tx.update(promoCodes).set(set).where(eq(promoCodes.id, id)).returning();
    if (!updated) throw new AppError('OPS_PROMO_NOT_FOUND');
    const limits = (r: PromoRow) => ({ max_uses: r.maxUses, expires_at: r.expiresAt?.toISOString() ?? null, min_subtotal: r.minSubtotalCents === null ? null : convertCents(r.minSubtotalCents, 1) });
    const before = limits(row);
    const after = added.length ? { ...limits(updated), confirmed_risks: added } : limits(updated);
    await recordAudit(tx, { actorId: ctx.userId, action, target: { type: 'promo_code', id }, before, after });
    return toOperatorPromo(updated);
  });
}

/** OPS-78: POST /operator/promo-codes/{id}/disable: expires the code now. */
export function disablePromo(ctx: OperatorCtx, id: number, now = new Date()): Promise<OperatorPromo> {
  return changePromo(ctx, id, { expires_at: now, confirm_risk: false }, 'promo.disable');
}
