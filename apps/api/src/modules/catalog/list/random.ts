import type { ItemsListQuery, Product } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/client.ts';
import type { Ctx } from '../../../lib/ctx.ts';
import { toProduct } from '../product-mapper.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema, type ItemRow } from './columns.ts';
import { isFiltered, listConditions } from './conditions.ts';
import { idList } from './page-rows.ts';
import { availableCount } from './totals.ts';

/** Below this many available items a random sample is a plain ORDER BY random(). */
const SMALL_CATALOGUE = 20_000;

/** The id range of the items (a random probe's span). */
const boundsRow = z.object({ lo: z.number().int().nullable(), hi: z.number().int().nullable() });

/** CAT-4: random=true answers `limit` random available items (spec §7 random list). */
export async function randomItems(ctx: Ctx, q: ItemsListQuery, subcategoryId: number | null): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  const where = listConditions(q, rate, subcategoryId);
  const total = isFiltered(q, subcategoryId) ? 0 : await availableCount(ctx.db);
  let rows: ItemRow[];
  if (total < SMALL_CATALOGUE) {
    rows = await queryRows(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${where} ORDER BY random() LIMIT ${q.limit}`);
  } else {
    // A large catalogue: probe random ids (oversampled for gaps and sold items) instead of sorting it all.
    const [bounds] = await queryRows(ctx.db, boundsRow, sql`SELECT min(${i.id}) AS lo, max(${i.id}) AS hi FROM ${ITEM_TABLE}`);
    const lo = bounds?.lo ?? 0;
    const span = (bounds?.hi ?? 0) - lo + 1;
    const ids = Array.from({ length: q.limit * 3 }, () => lo + Math.floor(Math.random() * span));
    rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${where} AND ${i.id} IN (${idList(ids)}) LIMIT ${q.limit}`,
    );
  }
  return rows.map((r) => toProduct(r, rate));
}
