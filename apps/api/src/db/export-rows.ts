import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** OPS-147: the most rows one CSV export of an operator list holds; past it the export says it was cut. */
export const EXPORT_ROW_CAP = 50_000;

/** OPS-147: the rows of an export and whether there were more than the cap. */
export interface ExportRows<Row> {
  rows: Row[];
  truncated: boolean;
}

/**
 * OPS-145, OPS-147: the rows an operator list's CSV export holds: every row of the list's own
 * ordered `$dynamic()` select that matches `where` (the list's filters, SEAM-7's paged list without
 * its page), at most `cap` of them; one more is read to tell whether the cap cut the list.
 */
export async function exportRows<Q extends PgSelect>(list: { where: SQL | undefined; ordered: Q }, cap = EXPORT_ROW_CAP): Promise<ExportRows<Awaited<Q>[number]>> {
  const rows: Awaited<Q>[number][] = await list.ordered.where(list.where).limit(cap + 1);
  return { rows: rows.slice(0, cap), truncated: rows.length > cap };
}

/** OPS-147: presents rows in chunks (a lookup per chunk stays below the database's bind parameter limit). */
export async function inChunks<Row, Out>(rows: Row[], present: (chunk: Row[]) => Promise<Out[]>, size = 1_000): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await present(rows.slice(i, i + size))));
  return out;
}
