import { toMajor, type SellQuote, type SellQuoteBody, type SellQuoteChangeBody } from '@skins/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { recordAudit } from '../audit/index.ts';
import { sellQuotes } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };
type QuoteRow = typeof sellQuotes.$inferSelect;

const present = (row: QuoteRow): SellQuote => ({ id: row.id, market_name: row.marketName, price: toMajor(row.priceMinor), updated_at: unixSeconds(row.updatedAt) });
/** What the audit keeps of a quote. */
const fieldsOf = (row: QuoteRow) => ({ market_name: row.marketName, price_minor: row.priceMinor });

/** INV-5: GET /operator/sell-quotes: every quote, by market name. */
export async function listSellQuotes(db: DbOrTx): Promise<SellQuote[]> {
  return (await db.select().from(sellQuotes).orderBy(asc(sellQuotes.marketName))).map(present);
}

/** INV-4: the quotes of these market names, name -> the shop's price and who set it. */
export async function quotesFor(db: DbOrTx, marketNames: readonly string[]): Promise<Map<string, { priceMinor: number; setBy: number }>> {
  if (marketNames.length === 0) return new Map();
  const rows = await db.select().from(sellQuotes).where(inArray(sellQuotes.marketName, [...new Set(marketNames)]));
  return new Map(rows.map((r) => [r.marketName, { priceMinor: r.priceMinor, setBy: r.setBy }]));
}

async function lockQuote(tx: Tx, id: number): Promise<QuoteRow> {
  const [row] = await tx.select().from(sellQuotes).where(eq(sellQuotes.id, id)).for('update');
  if (!row) throw new AppError('OPS_SELL_QUOTE_NOT_FOUND');
  return row;
}

/** INV-5: a quote for a market name that has none (else a 409: the operator changes that one); audited. */
export function createSellQuote(ctx: OperatorCtx, body: SellQuoteBody): Promise<SellQuote> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.insert(sellQuotes).values({ marketName: body.marketName, priceMinor: body.priceMinor, setBy: ctx.userId }).onConflictDoNothing().returning();
    if (!row) throw new AppError('OPS_SELL_QUOTE_TAKEN');
    await recordAudit(tx, { actorId: ctx.userId, action: 'sell_quote.create', target: { type: 'sell_quote', id: row.id }, after: fieldsOf(row) });
    return present(row);
  });
}

/** INV-5: a new price for a quote; audited with before and after. Offers made from it keep their price. */
export function changeSellQuote(ctx: OperatorCtx, id: number, change: SellQuoteChangeBody): Promise<SellQuote> {
  return withTransaction(ctx, async (tx) => {
    const before = await lockQuote(tx, id);
    const [row] = await tx.update(sellQuotes).set({ priceMinor: change.priceMinor, setBy: ctx.userId, updatedAt: new Date() }).where(eq(sellQuotes.id, id)).returning();
    if (!row) throw new AppError('OPS_SELL_QUOTE_NOT_FOUND');
    await recordAudit(tx, { actorId: ctx.userId, action: 'sell_quote.change', target: { type: 'sell_quote', id }, before: fieldsOf(before), after: fieldsOf(row) });
    return present(row);
  });
}

/** INV-5: removes a quote (the skin is then sold at a price the seller asks); the audit keeps what it was. */
export function deleteSellQuote(ctx: OperatorCtx, id: number): Promise<void> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockQuote(tx, id);
    await tx.delete(sellQuotes).where(eq(sellQuotes.id, id));
    await recordAudit(tx, { actorId: ctx.userId, action: 'sell_quote.delete', target: { type: 'sell_quote', id }, before: fieldsOf(row) });
  });
}
