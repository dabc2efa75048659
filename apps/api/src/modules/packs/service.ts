import { convertCents, packMessages, toMajor, type BalancePurchaseResponse, type Pack, type PackPurchaseBody } from '@skins/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { balanceOf } from '../account/index.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { type OrderLine, orderIdForKey, placeBalanceOrder, profileContact } from '../checkout/index.ts';
import { readSettings } from '../content/index.ts';
import { notifyUser } from '../mail/index.ts';
import { packItems, packs } from './tables.ts';

type PackRow = typeof packs.$inferSelect;
type PackLine = OrderLine & { status: string };

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

async function activePack(db: DbOrTx, id: number): Promise<PackRow> {
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

const soldOut = () => new AppError('PACK_UNAVAILABLE');

/**
 * PACK-3: POST /purchase/pack: one transaction takes every skin of the pack (all or none: PACK-4,
 * 409 when one is sold or reserved), debits the pack's price from the balance through the ledger
 * (422 when short) and records a paid order of kind pack with a line per skin, which the trade bot
 * then delivers (PAY-13). PACK-5: a repeated idempotency key answers the first order again, also
 * when the two arrive together (the second insert waits on the key's unique index, then finds it).
 */
export async function purchasePack(ctx: RootCtx & { userId: number }, body: PackPurchaseBody, now = new Date()): Promise<BalancePurchaseResponse> {
  const db = ctx.db;
  const replay = await replayOf(db, ctx.userId, body.idempotencyKey);
  if (replay) return replay;
  const pack = await activePack(db, body.packId);
  const lines = (await linesOf(db, [pack.id])).get(pack.id) ?? [];
  if (lines.length === 0) throw soldOut();
  const contact = await profileContact(db, ctx.userId, body.tradeUrl);
  const { internal_currency } = await readSettings(db);
  const placed = await withTransaction(ctx, (tx) =>
    placeBalanceOrder(
      tx,
      ctx.locale,
      internal_currency.exchange_rate_eur,
      {
        userId: ctx.userId,
        kind: 'pack',
        packId: pack.id,
        idempotencyKey: body.idempotencyKey,
        status: 'processing',
        totalCents: pack.priceCents,
        lines: lines.map(({ status: _, ...line }) => line),
        contact,
        now,
      },
      soldOut,
    ),
  );
  if (!placed) {
    // The key's order was made meanwhile (insertOrderRow found it): answer that one.
    const again = await replayOf(db, ctx.userId, body.idempotencyKey);
    if (again) return again;
    throw soldOut();
  }
  // OPS-109: after the commit, once per order.
  await notifyUser(ctx, ctx.userId, 'pack_bought', { title: pack.title, orderId: placed.orderId, link: '/account/orders' }, `pack_bought:${placed.orderId}`);
  return { status: 'OK', message: packMessages.packBought, balance: toMajor(placed.balanceMinor), payload: { order_id: placed.orderId } };
}

/** PACK-5: the answer of the order a key already made. */
async function replayOf(db: DbOrTx, userId: number, key: string | null | undefined): Promise<BalancePurchaseResponse | null> {
  const orderId = await orderIdForKey(db, userId, key);
  if (orderId === null) return null;
  return { status: 'OK', message: packMessages.packBought, balance: toMajor(await balanceOf(db, userId)), payload: { order_id: orderId } };
}

/** The titles of packs, for the order history (PACK-6). */
export async function packTitles(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: packs.id, title: packs.title }).from(packs).where(inArray(packs.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
