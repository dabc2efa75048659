import { packMessages, toMajor, type BalancePurchaseResponse, type PackPurchaseBody } from '@skins/contract';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { withTransaction } from '../lib/transaction.ts';
import { balanceOf } from '../modules/account/index.ts';
import { orderIdForKey, placeBalanceOrder, profileContact } from '../modules/checkout/index.ts';
import { readSettings } from '../modules/content/index.ts';
import { notifyUser } from '../modules/mail/index.ts';
import { activePack, linesOf } from '../modules/packs/index.ts';
import { takeOrderLines } from './order-lines.ts';

/** Buying a pack (issue 48 flows): packs' skins become checkout's balance order, debited through account's ledger. */

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
        contact,
        now,
      },
      (orderId) => takeOrderLines(tx, { orderId, lines: lines.map(({ status: _, ...line }) => line), to: 'sold', until: null, onMissing: soldOut }),
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
