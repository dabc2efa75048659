import { BASE_CURRENCY_CODE, errorCatalog, type Currency, type OperatorCurrencyChangeBody } from '@skins/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
// Not re-exported by this module's face (index.ts), so the modules that read i18n's face (mail, the
// locale plugin) do not load the catalogue: catalog -> watchlist -> mail -> i18n stays free of a cycle.
import { bumpCatalogVersion } from '../catalog/index.ts';
import { invalidateI18nCache } from './service.ts';
import { currencies } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };
type CurrencyRow = typeof currencies.$inferSelect;

const toCurrency = (row: CurrencyRow): Currency => ({ id: row.id, code: row.code, symbol: row.symbol, value: Number(row.value), default: row.isDefault ? 1 : 0 });

/** OPS-117: GET /operator/currencies: every currency as stored, in the shop's order (read past the locale cache). */
export async function listOperatorCurrencies(db: DbOrTx): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id));
  return rows.map(toCurrency);
}

/**
 * OPS-117, OPS-118: changes a currency's rate (units per euro) or symbol, audited with before and
 * after in the transaction of the write. EUR is the base: its value stays 1 (422 on the value
 * field). The catalogue version moves in the same transaction, so every cached list and details
 * answer (prices converted per currency) is dropped here at once and in the other processes within
 * their recheck; once committed, this process reads the currencies again (invalidateI18nCache).
 */
export async function changeCurrency(ctx: OperatorCtx, id: number, change: OperatorCurrencyChangeBody): Promise<Currency> {
  const changed = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
    if (!row) throw new AppError('OPS_CURRENCY_NOT_FOUND');
    const before = toCurrency(row);
    if (row.code === BASE_CURRENCY_CODE && change.value !== undefined && change.value !== before.value) {
      throw new AppError('OPS_CURRENCY_BASE_VALUE', { fields: { value: [errorCatalog.OPS_CURRENCY_BASE_VALUE.message] } });
    }
    const [updated] = await tx
      .update(currencies)
      .set({ value: change.value ?? row.value, symbol: change.symbol ?? row.symbol })
      .where(eq(currencies.id, id))
      .returning();
    if (!updated) throw new AppError('OPS_CURRENCY_NOT_FOUND');
    const after = toCurrency(updated);
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'currency.change',
      target: { type: 'currency', id: row.code },
      before: { symbol: before.symbol, value: before.value },
      after: { symbol: after.symbol, value: after.value },
    });
    await bumpCatalogVersion(tx);
    return after;
  });
  // After the commit: a load that started before it is not kept (the cache's generation moved).
  invalidateI18nCache();
  return changed;
}
