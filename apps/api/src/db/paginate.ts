import type { SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** A page of a list and the size of the whole list (the spec's `meta`: total, pages). */
export interface Page<Row> {
  rows: Row[];
  total: number;
  pages: number;
}

/**
 * SEAM-7: the count-and-page query every paged list runs. `ordered` is the list's ordered
 * `$dynamic()` select from `table`; this adds `where`, takes page `page` (from 1) of it and counts
 * every row of `table` that matches `where`.
 */
export async function paginate<Q extends PgSelect>(
  db: DbOrTx,
  list: { table: PgTable; where: SQL | undefined; ordered: Q },
  page: number,
  pageSize: number,
): Promise<Page<Awaited<Q>[number]>> {
  const total = await db.$count(list.table, list.where);
  const rows: Awaited<Q>[number][] = await list.ordered.where(list.where).limit(pageSize).offset((page - 1) * pageSize);
  return { rows, total, pages: Math.ceil(total / pageSize) };
}
