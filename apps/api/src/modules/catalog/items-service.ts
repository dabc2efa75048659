import { PAGE_SIZE, subcategorySchema, type FilterData, type ItemsListQuery, type Product, type Subcategory } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { ROOT_CATEGORY_ID } from './facet-counts.ts';
import { ITEM_COLUMNS, ITEM_FROM, ITEM_TABLE, i, isFiltered, itemRowSchema, listConditions, listOrder, type ItemRow } from './items-query.ts';
import { cached } from './list-cache.ts';
import { toProduct } from './product-mapper.ts';
import { itemSimilar } from './tables.ts';

/** Exact counts up to this many rows; past it the pager only needs "more than N pages". */
const COUNT_CAP = 10_000;
/** Past this planner estimate (20 x the cap) a list is taken to be past the cap without counting. */
const ESTIMATE_TRUSTED = 20 * COUNT_CAP;
/** Below this many available items a random sample is a plain ORDER BY random(). */
const SMALL_CATALOGUE = 20_000;

/** The rows of the small queries below. */
const idRow = z.object({ id: z.number().int() });
const countRow = z.object({ n: z.number().int() });
const boundsRow = z.object({ lo: z.number().int().nullable(), hi: z.number().int().nullable() });
const planRow = z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) });
const facetRow = z.object({ kind: z.string(), value: z.string(), n: z.number().int() });

export interface ItemsPage {
  items: Product[];
  total: number;
  pages: number;
}

async function rootCategoryId(db: DbOrTx): Promise<number | null> {
  const [row] = await queryRows(db, idRow.extend({ id: z.number().int().nullable() }), sql`SELECT ${ROOT_CATEGORY_ID} AS id`);
  return row?.id ?? null;
}

/** A subcategory url -> its id; an unknown url matches nothing (id -1), it is not an error. */
async function subcategoryIdOf(db: DbOrTx, url: string | undefined): Promise<number | null> {
  if (!url || url === 'all') return null;
  const [row] = await queryRows(db, idRow, sql`SELECT id FROM categories WHERE parent_id IS NOT NULL AND url = ${url} LIMIT 1`);
  return row ? row.id : -1;
}

/** Available items in the catalogue, from the maintained facet counts. */
async function availableCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows(db, countRow.extend({ n: z.number().int().nullable() }), sql`SELECT sum(item_count)::int AS n FROM item_facets WHERE kind = 'type'`);
  return row?.n ?? 0;
}

/**
 * CAT-3: the total of a list. The unfiltered catalogue's is the facet total when that passes
 * COUNT_CAP (exact, kept by CAT-44); otherwise exact up to COUNT_CAP, and past it the planner's
 * estimate for a filtered list (never less than the cap), taken without counting when it is far
 * past the cap and no search term makes it a guess.
 */
async function countItems(db: DbOrTx, where: ReturnType<typeof listConditions>, filtered: boolean, searched: boolean): Promise<number> {
  // The catalogue's size decides both shortcuts below; a search needs neither.
  const available = filtered && searched ? 0 : await availableCount(db);
  // A large unfiltered catalogue: the facets' total is exact (CAT-44), no need to scan for it.
  if (!filtered && available > COUNT_CAP) return available;
  // A broad filter of a large catalogue (no search term, whose estimates are guesses): when the
  // planner expects far more rows than the cap, the answer past the cap would be that estimate
  // anyway, so the scan is skipped.
  let estimate: number | null = null;
  if (filtered && !searched && available > ESTIMATE_TRUSTED) {
    estimate = await plannedRows(db, where);
    if (estimate > ESTIMATE_TRUSTED) return estimate;
  }
  const [capped] = await queryRows(db, countRow, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ITEM_TABLE} WHERE ${where} LIMIT ${COUNT_CAP + 1}) s`);
  const n = capped?.n ?? 0;
  if (n <= COUNT_CAP) return n;
  return Math.max(n, filtered ? (estimate ?? (await plannedRows(db, where))) : available);
}

/** The planner's row estimate of a list's conditions. */
async function plannedRows(db: DbOrTx, where: ReturnType<typeof listConditions>): Promise<number> {
  const [plan] = await queryRows(db, planRow, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${ITEM_TABLE} WHERE ${where}`);
  return Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** CAT-4: random=true answers `limit` random available items (spec §7 random list). */
async function randomItems(ctx: Ctx, q: ItemsListQuery, subcategoryId: number | null): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  const where = listConditions(q, rate, subcategoryId);
  const total = isFiltered(q, subcategoryId) ? 0 : await availableCount(ctx.db);
  let rows: ItemRow[];
  if (total < SMALL_CATALOGUE) {
    rows = await queryRows(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where} ORDER BY random() LIMIT ${q.limit}`);
  } else {
    // A large catalogue: probe random ids (oversampled for gaps and sold items) instead of sorting it all.
    const [bounds] = await queryRows(ctx.db, boundsRow, sql`SELECT min(${i.id}) AS lo, max(${i.id}) AS hi FROM ${ITEM_TABLE}`);
    const lo = bounds?.lo ?? 0;
    const span = (bounds?.hi ?? 0) - lo + 1;
    const ids = Array.from({ length: q.limit * 3 }, () => lo + Math.floor(Math.random() * span));
    rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where} AND ${i.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) LIMIT ${q.limit}`,
    );
  }
  return rows.map((r) => toProduct(r, rate));
}

/** GET /items/list (spec §7): one page of available items with meta.total and meta.pages. */
export async function listItems(ctx: Ctx, q: ItemsListQuery): Promise<ItemsPage> {
  const subcategoryId = await subcategoryIdOf(ctx.db, q.subcategory);
  if (q.random) {
    const items = await randomItems(ctx, q, subcategoryId);
    return { items, total: items.length, pages: 1 };
  }
  const key = JSON.stringify([ctx.locale.currency.code, ctx.locale.currency.value, subcategoryId, q]);
  return cached(ctx.db, key, async () => {
    const rate = ctx.locale.currency.value;
    const where = listConditions(q, rate, subcategoryId);
    const offset = (q.page - 1) * q.limit;
    const rows = await queryRows(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where} ORDER BY ${listOrder(q.sort)} LIMIT ${q.limit} OFFSET ${offset}`);
    const total = await countItems(ctx.db, where, isFiltered(q, subcategoryId), Boolean(q.search));
    return { items: rows.map((r) => toProduct(r, rate)), total, pages: Math.ceil(total / q.limit) };
  });
}

/**
 * GET /items/{id}: an available product with its `similar` list, else 20 random products of its
 * category (spec §2 Product details). Unknown, reserved or sold items are a 404.
 */
export async function getItem(ctx: Ctx, id: number): Promise<Product> {
  const rate = ctx.locale.currency.value;
  const product = await findAvailableItem(ctx, id);
  if (!product) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  const similarRows = await queryRows(
    ctx.db,
    itemRowSchema,
    sql`SELECT ${ITEM_COLUMNS} FROM ${itemSimilar} JOIN ${ITEM_FROM} ON ${i.id} = ${itemSimilar.similarId} WHERE ${itemSimilar.itemId} = ${id} AND ${i.status} = 'available' ORDER BY ${itemSimilar.position}, ${i.id}`,
  );
  const similar = similarRows.length
    ? similarRows.map((r) => toProduct(r, rate))
    : (await randomItems(ctx, { page: 1, limit: PAGE_SIZE.randomList, sort: 'desc', random: true }, null)).filter((p) => p.id !== id);
  return { ...product, similar };
}

/** An available product without its similar list (what a page's title and preview need), else null. */
export async function findAvailableItem(ctx: Pick<Ctx, 'db' | 'locale'>, id: number): Promise<Product | null> {
  const [row] = await queryRows(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${i.id} = ${id} AND ${i.status} = 'available'`);
  return row ? toProduct(row, ctx.locale.currency.value) : null;
}

/** GET /items/recommended: the shop's picks, the deepest discounts first (20). */
export async function recommendedItems(ctx: Ctx): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  return cached(ctx.db, JSON.stringify(['recommended', ctx.locale.currency.code, rate]), async () => {
    const rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${i.status} = 'available' ORDER BY ${i.discountPercentage} DESC, ${i.priceCents} DESC LIMIT ${PAGE_SIZE.randomList}`,
    );
    return rows.map((r) => toProduct(r, rate));
  });
}

/**
 * GET /items/filter-data (spec §3 Filter data): the values that available items have, from the
 * facets; SKIN-7 adds the phases and every value's count of available items.
 */
export async function filterData(db: DbOrTx): Promise<FilterData> {
  const root = await rootCategoryId(db);
  const rows =
    root === null ? [] : await queryRows(db, facetRow, sql`SELECT kind, value, item_count AS n FROM item_facets WHERE category_id = ${root} AND item_count > 0 ORDER BY kind, value`);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value);
  const counts: FilterData['counts'] = {};
  for (const r of rows) (counts[r.kind] ??= {})[r.value] = r.n;
  return { types: of('type'), qualities: of('quality'), heroes: of('hero'), exterior_names: of('exterior_name'), classes: of('item_class'), phases: of('phase'), counts };
}

/** GET /items/subcategories: the subcategories of cs2, in order. */
export async function listSubcategories(db: DbOrTx): Promise<Subcategory[]> {
  return queryRows(
    db,
    subcategorySchema,
    sql`SELECT c.id, c.name, c.url FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NULL ORDER BY c.position, c.id`,
  );
}
