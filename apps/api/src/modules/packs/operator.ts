import { PAGE_SIZE, convertCents, errorCatalog, toMinor, type OperatorPack, type OperatorPackBody } from '@skins/contract';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { linesOf } from './service.ts';
import { packItems, packs } from './tables.ts';
import { likePattern } from '../../db/like-pattern.ts';

type OperatorCtx = RootCtx & { userId: number };
type PackRow = typeof packs.$inferSelect;

/** OPS-70: the operator's view of packs: withdrawn ones too, with their skins' ids (in euros). */
async function toOperatorPacks(db: DbOrTx, rows: PackRow[]): Promise<OperatorPack[]> {
  const lines = await linesOf(db, rows.map((r) => r.id));
  return rows.map((row) => {
    const own = lines.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      img_url: row.imgUrl,
      price: convertCents(row.priceCents, 1),
      items_total: convertCents(own.reduce((s, l) => s + l.priceCents, 0), 1),
      item_ids: own.map((l) => l.itemId),
      available: own.length > 0 && own.every((l) => l.status === 'available'),
      active: row.active,
    };
  });
}

/** OPS-70: GET /operator/packs?search=&active=&page=: newest first. */
export async function listOperatorPacks(db: DbOrTx, query: { page?: number; search?: string; active?: 'true' | 'false' }) {
  const where = and(query.search ? ilike(packs.title, likePattern(query.search)) : undefined, query.active ? eq(packs.active, query.active === 'true') : undefined);
  const ordered = db.select().from(packs).orderBy(desc(packs.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: packs, where, ordered }, query.page ?? 1, PAGE_SIZE.operator);
  return { payload: await toOperatorPacks(db, rows), meta: { total, pages } };
}

/** OPS-71: every skin of a pack exists and is on sale (422 on item_ids otherwise); answers the first one's picture. */
async function checkedSkins(db: DbOrTx, ids: number[]): Promise<string> {
  const found = await findItemsByIds(db, ids);
  if (found.length !== ids.length || found.some((i) => i.status !== 'available')) {
    throw new AppError('OPS_PACK_ITEM_UNAVAILABLE', { fields: { item_ids: [errorCatalog.OPS_PACK_ITEM_UNAVAILABLE.message] } });
  }
  const first = found.find((i) => i.id === ids[0]);
  return first?.imgUrl ?? '';
}

async function one(tx: Tx, id: number): Promise<OperatorPack> {
  const [row] = await tx.select().from(packs).where(eq(packs.id, id));
  if (!row) throw new AppError('PACK_NOT_FOUND');
  const [pack] = await toOperatorPacks(tx, [row]);
  if (!pack) throw new AppError('PACK_NOT_FOUND');
  return pack;
}

async function setSkins(tx: Tx, packId: number, itemIds: number[]): Promise<void> {
  await tx.delete(packItems).where(eq(packItems.packId, packId));
  await tx.insert(packItems).values(itemIds.map((itemId) => ({ packId, itemId })));
}

/** OPS-71: creates an active pack of the given skins; its picture is its first skin's (as the seed's). */
export async function createPack(ctx: OperatorCtx, body: OperatorPackBody): Promise<OperatorPack> {
  const imgUrl = await checkedSkins(ctx.db, body.item_ids);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.insert(packs).values({ title: body.title, description: body.description, priceCents: toMinor(body.price), imgUrl }).returning();
    if (!row) throw new AppError('COMMON_INTERNAL');
    await setSkins(tx, row.id, body.item_ids);
    const created = await one(tx, row.id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'pack.create', target: { type: 'pack', id: row.id }, after: created });
    return created;
  });
}

/** OPS-71: edits a pack's fields and skins (a withdrawn pack too). */
export async function editPack(ctx: OperatorCtx, id: number, body: OperatorPackBody): Promise<OperatorPack> {
  const imgUrl = await checkedSkins(ctx.db, body.item_ids);
  return withTransaction(ctx, async (tx) => {
    const before = await one(tx, id);
    await tx.update(packs).set({ title: body.title, description: body.description, priceCents: toMinor(body.price), imgUrl }).where(eq(packs.id, id));
    await setSkins(tx, id, body.item_ids);
    const after = await one(tx, id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'pack.update', target: { type: 'pack', id }, before, after });
    return after;
  });
}

/** OPS-72: a withdrawn pack leaves the shop (GET /packs, /packs/{id} and buying answer as for an unknown one); restore brings it back. */
export async function setPackActive(ctx: OperatorCtx, id: number, active: boolean): Promise<OperatorPack> {
  return withTransaction(ctx, async (tx) => {
    const before = await one(tx, id);
    if (before.active === active) return before;
    await tx.update(packs).set({ active }).where(eq(packs.id, id));
    await recordAudit(tx, { actorId: ctx.userId, action: active ? 'pack.restore' : 'pack.withdraw', target: { type: 'pack', id }, before: { active: before.active }, after: { active } });
    return one(tx, id);
  });
}
