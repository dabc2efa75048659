import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../client.ts';
import { marketNameOf } from '../../modules/prices/index.ts';

/** PRICE-5: how many market names get a history: the most stocked ones, so that a 1M-item seed stays fast. */
export const HISTORY_MARKET_NAMES = 300;
const HISTORY_DAYS = 365;

/**
 * PRICE-5: a plausible year of sales for the most stocked market names: each day 0 to 2 sales around
 * the name's average price, drifting in a slow wave with a little daily noise. Written in one
 * statement by the database; deterministic (no random()), like the rest of the seed.
 */
export async function seedSalesHistory(tx: DbOrTx, now = new Date()): Promise<void> {
  const names = await queryRows(
    tx,
    z.object({ title: z.string(), exterior_name: z.string().nullable(), stattrak: z.boolean(), souvenir: z.boolean(), base: z.coerce.number() }),
    sql`SELECT title, exterior_name, stattrak, souvenir, round(avg(price_cents)) AS base FROM items GROUP BY title, exterior_name, stattrak, souvenir
      ORDER BY count(*) DESC, title, exterior_name, stattrak, souvenir LIMIT ${HISTORY_MARKET_NAMES}`,
  );
  if (names.length === 0) return;
  const list = names.map((n, i) => ({ name: marketNameOf({ title: n.title, exteriorName: n.exterior_name, stattrak: n.stattrak, souvenir: n.souvenir }), base: Math.max(1, n.base), phase: (i * 37) % 100 }));
  await tx.execute(sql`
    INSERT INTO sales (market_name, item_id, price_cents, sold_at)
    SELECT n.name, NULL,
      greatest(1, round(n.base * (1 + 0.12 * sin((d + n.phase) / 23.0)) * (0.93 + ((d * 7919 + k * 104729 + n.phase * 31) % 140) / 1000.0)))::int,
      ${now.toISOString()}::timestamptz - make_interval(days => d, secs => ((d * 4099 + k * 8191 + n.phase) % 86000))
    FROM unnest(${`{${list.map((l) => JSON.stringify(l.name)).join(',')}}`}::text[], ${`{${list.map((l) => l.base).join(',')}}`}::int[], ${`{${list.map((l) => l.phase).join(',')}}`}::int[]) AS n(name, base, phase)
    CROSS JOIN generate_series(0, ${HISTORY_DAYS - 1}) AS d
    CROSS JOIN generate_series(1, 2) AS k
    WHERE (d * 31 + k * 17 + n.phase) % 5 < 3`);
}
