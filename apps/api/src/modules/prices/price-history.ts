import { ratioPercent, type PriceHistory, type PriceHistoryDays } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { marketNameOf } from './market-name-of.ts';
import { sales } from './tables.ts';

const DAY_MS = 86_400_000;
/** PRICE-3: the window of the median a price is compared with. */
const MEDIAN_DAYS = 30;

const pointRow = z.object({ date: z.string(), median_cents: z.coerce.number(), min_cents: z.coerce.number(), volume: z.coerce.number() });
const medianRow = z.object({ median: z.coerce.number().nullable() });

/** The first instant of the UTC day `days - 1` days before `now`'s: a range of `days` calendar days ending today. */
function rangeStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/**
 * PRICE-2: the item's market name's sales per UTC day over the last `days` days (today included),
 * aggregated by the database on the (market_name, sold_at) index: median, minimum and count.
 * PRICE-3: with the 30-day median and the item's price against it, in whole percent.
 */
export async function priceHistory(ctx: Pick<Ctx, 'db'>, itemId: number, days: PriceHistoryDays, now = new Date()): Promise<PriceHistory> {
  const [item] = await findItemsByIds(ctx.db, [itemId]);
  if (!item) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  const name = marketNameOf(item);
  const points = await queryRows(
    ctx.db,
    pointRow,
    sql`SELECT to_char(${sales.soldAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
          round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sales.priceCents})) AS median_cents,
          min(${sales.priceCents}) AS min_cents, count(*) AS volume
        FROM ${sales} WHERE ${sales.marketName} = ${name} AND ${sales.soldAt} >= ${rangeStart(now, days).toISOString()}::timestamptz AND ${sales.soldAt} <= ${now.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
  );
  const [m] = await queryRows(
    ctx.db,
    medianRow,
    sql`SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sales.priceCents})) AS median
        FROM ${sales} WHERE ${sales.marketName} = ${name} AND ${sales.soldAt} > ${new Date(now.getTime() - MEDIAN_DAYS * DAY_MS).toISOString()}::timestamptz AND ${sales.soldAt} <= ${now.toISOString()}::timestamptz`,
  );
  const median = m?.median ?? null;
  return {
    market_name: name,
    days,
    points,
    price_cents: item.priceCents,
    median_30d_cents: median,
    vs_median_percent: median ? ratioPercent(item.priceCents - median, median) : null,
  };
}
