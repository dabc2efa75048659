import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** How many rows match and the sum of one integer money column over them (minor units). */
export interface Tally {
  count: number;
  sumMinor: number;
}

/** OPS-40: the count and money sum the dashboard shows (sales, top-ups): one aggregate query. */
export async function tally(db: DbOrTx, table: PgTable, amount: PgColumn | SQL, where: SQL | undefined): Promise<Tally> {
  // coalesce: a sum over no rows is NULL; ::bigint keeps it an exact integer past 2^31 cents.
  const [row] = await db
    .select({ count: count(), sumMinor: sql<string>`coalesce(sum(${amount}), 0)::bigint` })
    .from(table)
    .where(where);
  return { count: row?.count ?? 0, sumMinor: Number(row?.sumMinor ?? 0) };
}

/** OPS-142: how a report cuts its range: UTC days, ISO weeks (from Monday) or calendar months. */
export type PeriodUnit = 'day' | 'week' | 'month';

/** OPS-140: a Tally of one period (its first UTC day, YYYY-MM-DD, as date_trunc gives it) and, when asked, of one value of `by`. */
export interface PeriodTally extends Tally {
  period: string;
  key: string | null;
}

/**
 * OPS-140, OPS-142: the count and money sum of the rows whose time `at` falls in [from, to), per
 * period of `unit` in UTC (`at AT TIME ZONE 'UTC'`, whatever the session's zone), and per value of
 * `by` when given: one aggregate query, grouped in SQL.
 */
export async function tallyByPeriod(
  db: DbOrTx,
  q: { table: PgTable; at: PgColumn | SQL; amount: PgColumn | SQL; where?: SQL | undefined; by?: PgColumn | SQL; from: Date; to: Date; unit: PeriodUnit },
): Promise<PeriodTally[]> {
  const unit = sql.raw(`'${q.unit === 'day' ? 'day' : q.unit === 'week' ? 'week' : 'month'}'`);
  const period = sql<string>`to_char(date_trunc(${unit}, ${q.at} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const key = q.by ? sql<string | null>`${q.by}::text` : sql<null>`NULL::text`;
  const rows = await db
    .select({ period, key, count: count(), sumMinor: sql<string>`coalesce(sum(${q.amount}), 0)::bigint` })
    .from(q.table)
    .where(and(q.where, sql`${q.at} >= ${q.from.toISOString()}::timestamptz`, sql`${q.at} < ${q.to.toISOString()}::timestamptz`))
    .groupBy(period, key);
  return rows.map((r) => ({ period: r.period, key: r.key, count: Number(r.count), sumMinor: Number(r.sumMinor) }));
}
