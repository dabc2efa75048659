import { count, sql, type SQL } from 'drizzle-orm';
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
