import { convertCents, type Pack } from '@skins/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findItemsByIds, type ItemRow } from '../catalog/index.ts';
import { packItems, packs } from './tables.ts';

type PackRow = typeof packs.$inferSelect;
/** A skin of a pack, shaped as an order line (checkout's OrderLine: packs sits below checkout), with its availability. */
export type PackLine = Pick<ItemRow, 'priceCents' | 'title' | 'imgUrl' | 'quality' | 'type' | 'status'> & { itemId: number };

/** The skins of the given packs, in item order, with their availability. */
export async function linesOf(db: DbOrTx, packIds: number[]): Promise<Map<number, PackLine[]>> {
  const byPack = new Map<number, PackLine[]>(packIds.map((id) => [id, []]));
  if (packIds.length === 0) return byPack;
  const members = await db.select().from(packItems).where(inArray(packItems.packId, packIds));
  // The skins come from the catalogue's face, in item order; each joins every pack that holds it.
  for (const item of await findItemsByIds(db, members.map((m) => m.itemId))) {
    const line = { itemId: item.id, priceCents: item.priceCents, title: item.title, imgUrl: item.imgUrl, quality: item.quality, type: item.type, status: item.status };
    for (const m of members) if (m.itemId === item.id) byPack.get(m.packId)?.push(line);
  }
  return byPack;
}

/** PACK-1: a pack in the request's currency; available only while every skin is (and it has some). */
function toPack(row: PackRow, lines: PackLine[], rate: number): Pack {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    img_url: row.imgUrl,
    price: convertCents(row.priceCents, rate),
    items_total: convertCents(lines.reduce((s, l) => s + l.priceCents, 0), rate),
    available: lines.length > 0 && lines.every((l) => l.status === 'available'),
    items: lines.map((l) => ({ id: l.itemId, title: l.title, img_url: l.imgUrl, quality: l.quality, type: l.type, price: convertCents(l.priceCents, rate) })),
  };
}

/** PACK-1: GET /packs: the active packs, available ones first, then by id. */
export async function listPacks(ctx: Ctx): Promise<Pack[]> {
  const rows = await ctx.db.select().from(packs).where(eq(packs.active, true)).orderBy(asc(packs.id));
  const lines = await linesOf(ctx.db, rows.map((r) => r.id));
  const list = rows.map((r) => toPack(r, lines.get(r.id) ?? [], ctx.locale.currency.value));
  return [...list.filter((p) => p.available), ...list.filter((p) => !p.available)];
}

export async function activePack(db: DbOrTx, id: number): Promise<PackRow> {
  const [row] = await db.select().from(packs).where(and(eq(packs.id, id), eq(packs.active, true)));
  if (!row) throw new AppError('PACK_NOT_FOUND');
  return row;
}

/** PACK-2: GET /packs/{id}; an unknown or withdrawn pack is a 404. */
export async function getPack(ctx: Ctx, id: number): Promise<Pack> {
  const row = await activePack(ctx.db, id);
  const lines = await linesOf(ctx.db, [id]);
  return toPack(row, lines.get(id) ?? [], ctx.locale.currency.value);
}

/** The titles of packs, for the order history (PACK-6). */
export async function packTitles(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: packs.id, title: packs.title }).from(packs).where(inArray(packs.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
