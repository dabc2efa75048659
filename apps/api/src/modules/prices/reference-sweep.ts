import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SteamPriceSource } from '../../adapters/steam-price/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { listedNames, setReferencePrices } from '../catalog/index.ts';
import { referenceOf, SHOP_MEDIAN_DAYS, type ShopMedian, type SteamKnown } from './reference-rule.ts';
import { referencePrices, sales } from './tables.ts';

const DAY_MS = 86_400_000;
/** REFPRICE-1: Steam is asked about a name again after this long (its price moves slowly; it answers few names a minute). */
export const STEAM_RECHECK_MS = DAY_MS;
/** Rows per insert statement (6 values a row, well within PostgreSQL's 65,535 parameters). */
const UPSERT_BATCH = 2000;

const medianRow = z.object({ market_name: z.string(), median: z.number().int(), sales: z.number().int() });

/** REFPRICE-2: each market name's median sale price over the last SHOP_MEDIAN_DAYS days, and how many sales it is of. */
async function shopMedians(db: Db, now: Date): Promise<Map<string, ShopMedian>> {
  const since = new Date(now.getTime() - SHOP_MEDIAN_DAYS * DAY_MS);
  const rows = await queryRows(
    db,
    medianRow,
    sql`SELECT ${sales.marketName} AS market_name, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sales.priceCents}))::int AS median, count(*)::int AS sales
      FROM ${sales} WHERE ${sales.soldAt} > ${since.toISOString()}::timestamptz AND ${sales.soldAt} <= ${now.toISOString()}::timestamptz GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.market_name, { medianCents: r.median, sales: r.sales }]));
}

export interface SweepOutcome {
  /** Market names on sale. */
  names: number;
  /** Names Steam was asked about this round. */
  asked: number;
  /** Items whose reference price changed. */
  items: number;
}

/**
 * REFPRICE-1, REFPRICE-2, REFPRICE-3: one round of the reference price sweep. Asks Steam about the
 * names on sale it was never asked about, then those asked longest ago (past STEAM_RECHECK_MS), at
 * most the source's namesPerRound, stopping at the first name Steam does not answer; makes each
 * name's reference by the rule (reference-rule.ts) with the shop's medians; stores them and writes
 * them onto the items, in one transaction. No list or details request calls Steam.
 */
export async function refreshReferencePrices(ctx: { db: Db; log: Logger }, source: SteamPriceSource | null, now = new Date()): Promise<SweepOutcome> {
  const listed = await listedNames(ctx.db);
  const stored = new Map((await ctx.db.select().from(referencePrices)).map((r) => [r.marketName, r]));
  const steam = new Map<string, SteamKnown>([...stored].map(([name, r]) => [name, { cents: r.steamCents, checkedAt: r.steamCheckedAt }]));
  let asked = 0;
  if (source) {
    const due = [...listed.keys()]
      .filter((name) => {
        const checkedAt = steam.get(name)?.checkedAt;
        return !checkedAt || now.getTime() - checkedAt.getTime() >= STEAM_RECHECK_MS;
      })
      .sort((a, b) => (steam.get(a)?.checkedAt?.getTime() ?? 0) - (steam.get(b)?.checkedAt?.getTime() ?? 0))
      .slice(0, source.namesPerRound);
    for (const name of due) {
      const answer = await source.priceOf(name, listed.get(name)!.lowestCents);
      if (answer.kind === 'unavailable') {
        ctx.log.warn({ source: source.name, asked }, 'the Steam price source did not answer; the reference price sweep asks again next round');
        break;
      }
      asked += 1;
      steam.set(name, { cents: answer.kind === 'price' ? answer.cents : null, checkedAt: now });
    }
  }
  const medians = await shopMedians(ctx.db, now);
  const rows = [...listed.keys()].map((marketName) => {
    const known = steam.get(marketName);
    const reference = referenceOf(known, medians.get(marketName), now);
    return { marketName, steamCents: known?.cents ?? null, steamCheckedAt: known?.checkedAt ?? null, referenceCents: reference?.cents ?? null, source: reference?.source ?? null, refreshedAt: now };
  });
  const items = await withTransaction(ctx, async (tx) => {
    for (let k = 0; k < rows.length; k += UPSERT_BATCH) {
      await tx
        .insert(referencePrices)
        .values(rows.slice(k, k + UPSERT_BATCH))
        .onConflictDoUpdate({
          target: referencePrices.marketName,
          set: {
            steamCents: sql`excluded.steam_cents`,
            steamCheckedAt: sql`excluded.steam_checked_at`,
            referenceCents: sql`excluded.reference_cents`,
            source: sql`excluded.source`,
            refreshedAt: sql`excluded.refreshed_at`,
          },
        });
    }
    const references = new Map(rows.map((r) => [r.marketName, { groups: listed.get(r.marketName)!.groups, cents: r.referenceCents }]));
    return setReferencePrices(tx, references);
  });
  return { names: listed.size, asked, items };
}
