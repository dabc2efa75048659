import { randomBytes } from 'node:crypto';
import {
  FALLBACK_CURRENCY,
  PAGE_SIZE,
  convertCents,
  errorCatalog,
  exteriorOfFloat,
  itemImageKindValues,
  toMinor,
  ratioPercent,
  type ItemImageKind,
  type OperatorItem,
  type OperatorItemBody,
  type OperatorItemsFilter,
  type OperatorItemsQuery,
} from '@skins/contract';
import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { exportRows } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import { csvMoney, type CsvTable } from '../../lib/csv.ts';
import { slugify } from '../../db/seed/items.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { itemsListed } from './listing-hooks.ts';
import { ITEM_ART_MAX_FILE_LENGTH } from '../images/index.ts';
import { ROOT_CATEGORY_ID, shiftFacetCounts } from './facet-counts.ts';
import { moveItems } from './item-holds.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { categories, items } from './tables.ts';
import { likePattern } from '../../db/like-pattern.ts';

export type OperatorCtx = RootCtx & { userId: number };
type ItemRow = typeof items.$inferSelect;

const sub = alias(categories, 'sub');

/** Items with their subcategory's url, as the operator's answers need them. */
function selectWithSubcategory(db: DbOrTx) {
  return db.select({ item: items, subcategory: sub.url }).from(items).leftJoin(sub, eq(sub.id, items.subcategoryId));
}

/** OPS-67: `items/<kind>/...` or (ART-2) `steam/<id>/<kind>/...`: the picture's kind, or null for an image of another shape. */
function imageKindOf(imgUrl: string): ItemImageKind | null {
  const parts = imgUrl.split('/');
  const kind = parts[0] === 'steam' ? parts[2] : parts[1];
  return itemImageKindValues.find((k) => k === kind) ?? null;
}

function toOperatorItem(row: ItemRow, subcategory: string | null): OperatorItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    quality: row.quality,
    exterior_name: row.exteriorName,
    hero: row.hero,
    item_class: row.itemClass,
    subcategory,
    price: convertCents(row.priceCents, 1),
    old_price: row.oldPriceCents === null ? null : convertCents(row.oldPriceCents, 1),
    discount_percentage: row.discountPercentage,
    is_new: row.isNew,
    img_url: row.imgUrl,
    image_kind: imageKindOf(row.imgUrl),
    image_url: row.steamImageUrl,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    float_value: row.floatValue,
    paint_seed: row.paintSeed,
    phase: row.phase,
    stattrak: row.stattrak,
    souvenir: row.souvenir,
    stickers: row.stickers,
    charms: row.charms,
    inspect_link: row.inspectLink,
    trade_lock_until: row.tradeLockUntil?.toISOString() ?? null,
    steam_asset_id: row.steamAssetId,
  };
}

/** The sale's percentage the lists show: from the old price when it is above the price, else 0 (CAT sale filter). */
export function discountPercentage(priceCents: number, oldPriceCents: number | null): number {
  return oldPriceCents !== null && oldPriceCents > priceCents ? ratioPercent(oldPriceCents - priceCents, oldPriceCents) : 0;
}

/** OPS-60: the filter as SQL: a title part or an item id, a status, a subcategory url. */
export function itemFilterWhere(filter: OperatorItemsFilter): SQL | undefined {
  const { search, status, subcategory } = filter;
  const id = search && /^\d{1,9}$/.test(search) ? Number(search) : null;
  return and(
    search ? or(ilike(items.title, likePattern(search)), id === null ? undefined : eq(items.id, id)) : undefined,
    status ? eq(items.status, status) : undefined,
    subcategory ? sql`${items.subcategoryId} IN (SELECT id FROM ${categories} WHERE ${categories.url} = ${subcategory} AND ${isNotNull(categories.parentId)})` : undefined,
  );
}

/** OPS-60: GET /operator/items: every item whatever its status, newest first, paged. */
export async function listOperatorItems(db: DbOrTx, query: OperatorItemsQuery) {
  const { rows, total, pages } = await paginate(db, operatorItemsList(db, query), query.page ?? 1, PAGE_SIZE.operator);
  return { payload: rows.map((r) => toOperatorItem(r.item, r.subcategory)), meta: { total, pages } };
}

function operatorItemsList(db: DbOrTx, filter: OperatorItemsFilter) {
  return { table: items, where: itemFilterWhere(filter), ordered: selectWithSubcategory(db).orderBy(desc(items.id)).$dynamic() };
}

/** OPS-152: the same list (the same filters and order, no page) as a CSV table; prices in euro (EUR, the shop's currency). */
export async function exportOperatorItems(db: DbOrTx, filter: OperatorItemsFilter): Promise<CsvTable> {
  const { rows, truncated } = await exportRows(operatorItemsList(db, filter));
  const header = ['id', 'created_at', 'title', 'type', 'quality', 'exterior_name', 'subcategory', 'status', 'currency', 'price', 'old_price', 'float_value', 'paint_seed', 'phase', 'stattrak', 'souvenir', 'steam_asset_id'];
  return {
    header,
    truncated,
    rows: rows.map(({ item: i, subcategory }) => [i.id, i.createdAt.toISOString(), i.title, i.type, i.quality, i.exteriorName, subcategory, i.status, FALLBACK_CURRENCY.code, csvMoney(i.priceCents), csvMoney(i.oldPriceCents), i.floatValue, i.paintSeed, i.phase, i.stattrak ? 'yes' : 'no', i.souvenir ? 'yes' : 'no', i.steamAssetId]),
  };
}

const idRow = z.object({ id: z.number().int().nullable() });

/** The ids of the root category and of the body's subcategory (422 with the field when unknown). */
async function categoryIds(db: DbOrTx, subcategory: string | null): Promise<{ categoryId: number; subcategoryId: number | null }> {
  const [root] = await queryRows(db, idRow, sql`SELECT ${ROOT_CATEGORY_ID} AS id`);
  if (!root?.id) throw new AppError('COMMON_NOT_FOUND');
  if (subcategory === null) return { categoryId: root.id, subcategoryId: null };
  const [row] = await queryRows(db, idRow, sql`SELECT id FROM ${categories} WHERE ${categories.url} = ${subcategory} AND ${categories.parentId} = ${root.id}`);
  if (!row?.id) throw new AppError('OPS_SUBCATEGORY_UNKNOWN', { fields: { subcategory: [errorCatalog.OPS_SUBCATEGORY_UNKNOWN.message] } });
  return { categoryId: root.id, subcategoryId: row.id };
}

/** A new art name for the title: a fresh suffix, so a changed picture never meets a browser's cached one. */
function artName(title: string): string {
  const suffix = randomBytes(4).toString('hex');
  const slug = slugify(title).slice(0, ITEM_ART_MAX_FILE_LENGTH - suffix.length - '-.svg'.length).replace(/-+$/, '') || 'item';
  return `${slug}-${suffix}`;
}

/**
 * OPS-67: a new picture of the kind: the art route draws it from the kind and the file name.
 * ART-2: with a Steam image, the route serves that by the item's id (the art is its fallback).
 */
export function picturePath(id: number, kind: ItemImageKind, title: string, steamImageUrl: string | null): string {
  return steamImageUrl ? `steam/${id}/${kind}/${artName(title)}` : `items/${kind}/${artName(title)}.svg`;
}

/** The columns an operator's form sets (OPS-166: an imported row's too). */
export function columnsOf(body: OperatorItemBody) {
  const priceCents = toMinor(body.price);
  const oldPriceCents = body.old_price === null ? null : toMinor(body.old_price);
  return {
    title: body.title,
    type: body.type,
    quality: body.quality,
    // SKIN-2: the exterior follows the float when there is one.
    exteriorName: body.float_value === null ? body.exterior_name : exteriorOfFloat(body.float_value),
    hero: body.hero,
    itemClass: body.item_class,
    priceCents,
    oldPriceCents,
    discountPercentage: discountPercentage(priceCents, oldPriceCents),
    isNew: body.is_new,
    steamImageUrl: body.image_url,
    floatValue: body.float_value,
    paintSeed: body.paint_seed,
    phase: body.phase,
    stattrak: body.stattrak,
    souvenir: body.souvenir,
    stickers: body.stickers,
    charms: body.charms,
    inspectLink: body.inspect_link,
    tradeLockUntil: body.trade_lock_until === null ? null : new Date(body.trade_lock_until),
    steamAssetId: body.steam_asset_id,
  };
}

/** The changed item's answer, read in the transaction that changed it. */
async function answer(tx: Tx, id: number): Promise<OperatorItem> {
  const [row] = await selectWithSubcategory(tx).where(eq(items.id, id));
  if (!row) throw new AppError('OPS_ITEM_NOT_FOUND');
  return toOperatorItem(row.item, row.subcategory);
}

/**
 * OPS-61: creates an item on sale at once: counted in the facets (CAT-44) and the list cache
 * dropped in the same transaction, so GET /items/list shows it on the next call; audited (OPS-30).
 * WATCH-4: after the commit, its market name's watchers with an alert at or above its price are mailed.
 */
export async function createItem(ctx: OperatorCtx, body: OperatorItemBody): Promise<OperatorItem> {
  const ids = await categoryIds(ctx.db, body.subcategory);
  const created = await withTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({ ...columnsOf(body), ...ids, imgUrl: picturePath(0, body.image_kind, body.title, null) })
      .returning();
    if (!row) throw new AppError('COMMON_INTERNAL');
    // ART-2: the Steam picture's path names the item's id, known once inserted.
    if (body.image_url) await tx.update(items).set({ imgUrl: picturePath(row.id, body.image_kind, body.title, body.image_url) }).where(eq(items.id, row.id));
    await shiftFacetCounts(tx, [row.id], 1);
    await bumpCatalogVersion(tx);
    const created = await answer(tx, row.id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'item.create', target: { type: 'item', id: row.id }, after: created });
    return created;
  });
  await itemsListed(ctx, [created.id]);
  return created;
}

/** The item locked for a change; unknown is a 404, sold a 409 (OPS-62: a sold item is history). */
async function lockUnsold(tx: Tx, id: number): Promise<ItemRow> {
  const [row] = await tx.select().from(items).where(eq(items.id, id)).for('no key update');
  if (!row) throw new AppError('OPS_ITEM_NOT_FOUND');
  if (row.status === 'sold') throw new AppError('OPS_ITEM_SOLD');
  return row;
}

/**
 * OPS-62: edits an unsold item with the whole form. The picture stays unless its kind or (ART-2) Steam image changes.
 * An available item's facet values move with it (CAT-44); the list cache is dropped. WATCH-4: a new
 * price at or below a watcher's alert mails them after the commit.
 */
export async function editItem(ctx: OperatorCtx, id: number, body: OperatorItemBody): Promise<OperatorItem> {
  const ids = await categoryIds(ctx.db, body.subcategory);
  const edited = await withTransaction(ctx, async (tx) => {
    const row = await lockUnsold(tx, id);
    const before = await answer(tx, id);
    const listed = row.status === 'available';
    if (listed) await shiftFacetCounts(tx, [id], -1);
    const samePicture = imageKindOf(row.imgUrl) === body.image_kind && row.steamImageUrl === body.image_url;
    const imgUrl = samePicture ? row.imgUrl : picturePath(id, body.image_kind, body.title, body.image_url);
    await tx
      .update(items)
      .set({ ...columnsOf(body), ...ids, imgUrl })
      .where(eq(items.id, id));
    if (listed) await shiftFacetCounts(tx, [id], 1);
    await bumpCatalogVersion(tx);
    const after = await answer(tx, id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'item.update', target: { type: 'item', id }, before, after });
    return after;
  });
  await itemsListed(ctx, [id]);
  return edited;
}

/**
 * OPS-63, OPS-64: withdraw takes an available item out of the shop (lists, details, carts,
 * checkout: every one of them asks for status available); restore puts a withdrawn one back.
 * A sold item is a 409, a reserved one (an order is being paid) a 409 to withdraw. Withdrawing a
 * withdrawn item changes nothing; restoring an item that is not withdrawn is a 409. WATCH-4: a
 * restored item alerts its market name's watchers after the commit.
 */
export async function setItemWithdrawn(ctx: OperatorCtx, id: number, withdrawn: boolean): Promise<OperatorItem> {
  const changed = await withTransaction(ctx, async (tx) => {
    const row = await lockUnsold(tx, id);
    const from = withdrawn ? 'available' : 'withdrawn';
    const to = withdrawn ? 'withdrawn' : 'available';
    if (row.status === to) {
      if (withdrawn) return answer(tx, id);
      throw new AppError('OPS_ITEM_NOT_WITHDRAWN');
    }
    if (row.status !== from) throw new AppError(withdrawn ? 'OPS_ITEM_RESERVED' : 'OPS_ITEM_NOT_WITHDRAWN');
    if (withdrawn) await shiftFacetCounts(tx, [id], -1);
    await moveItems(tx, [id], to, from);
    if (!withdrawn) await shiftFacetCounts(tx, [id], 1);
    await bumpCatalogVersion(tx);
    await recordAudit(tx, { actorId: ctx.userId, action: withdrawn ? 'item.withdraw' : 'item.restore', target: { type: 'item', id }, before: { status: from }, after: { status: to } });
    return answer(tx, id);
  });
  if (!withdrawn) await itemsListed(ctx, [id]);
  return changed;
}
