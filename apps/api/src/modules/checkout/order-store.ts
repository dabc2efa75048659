import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Locale } from '../../lib/ctx.ts';
import { balanceOf, findUserById, moveBalance, tradeLinkWrite } from '../account/index.ts';
import { centsToCreditsMinor, creditsMinorToCents, formatCents } from '../../lib/money.ts';
import type { OrderRow } from './order-reads.ts';
import { orderItems, orders, type orderKinds } from './tables.ts';

/**
 * The steps every balance purchase shares (cart checkout PAY-5, packs PACK-3, prompts PROMPT-3 and
 * PROMPT-6), each run in the caller's transaction so that a failed step rolls all of them back. The
 * statement that takes an order's items is the flows' (flows/order-lines.ts: it names every write).
 */

/** A line of an order: the item and the price and description it was sold at. */
export interface OrderLine {
  itemId: number;
  priceCents: number;
  title: string;
  imgUrl: string;
  quality: string | null;
  type: string;
  /** PRICE-1: the sale's market name when the caller has it (a checkout does); else the sale reads the item. */
  marketName?: string;
}

/** The new order's id (built once: issue 20). */
const idRow = z.object({ id: z.number().int() });

/** The buyer's details an order records (spec §3 Checkout payload). */
export type OrderContact = Pick<typeof orders.$inferInsert, 'steamId' | 'tradeUrl' | 'name' | 'surname' | 'email' | 'phone' | 'countryId' | 'city' | 'address' | 'postCode'>;

/**
 * Inserts an order unless its idempotency key was used; null means the key's order exists. The
 * order's trade link becomes the profile's (spec §3 steam_trade_link) when the profile has none, so
 * that the next purchase that asks only for an id (packs, prompts, §7) has a link to deliver to;
 * SEC-18: a saved link changes only in the profile, with the current password. A caller that knows
 * the profile's link (`linkOnFile`, the signed-in buyer's) skips the write when there is one
 * (issue 20: a returning buyer's checkout costs one statement less).
 */
export async function insertOrderRow(tx: DbOrTx, values: typeof orders.$inferInsert, linkOnFile?: string | null): Promise<number | null> {
  const insert = tx.insert(orders).values(values).onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] }).returning({ id: orders.id }).getSQL();
  // One statement (issue 20): the link is written only when the order was inserted (not on a replayed key).
  const link = linkOnFile ? null : tradeLinkWrite(tx, values.userId, values.tradeUrl, sql`EXISTS (SELECT 1 FROM new_order)`);
  // SCALE-45: prepared, whatever the values (an insert's plan does not depend on them), in the purchases' budget (SCALE-49).
  const [row] = await queryPrepared(tx, idRow, link ? sql`WITH new_order AS (${insert}), link AS (${link}) SELECT id FROM new_order` : insert, 'purchases');
  return row?.id ?? null;
}

/** PAY-8, PACK-5: the order an idempotency key of this user already made, if any. */
export async function orderIdForKey(db: DbOrTx, userId: number, key: string | null | undefined): Promise<number | null> {
  if (!key) return null;
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return order?.id ?? null;
}

/**
 * PAY-3: the insert of an order's lines, as SQL for the one statement that takes their items (the
 * flow's takeOrderLines, flows/order-lines.ts, runs it beside the items' update: issue 20, issue 48).
 */
export function orderLinesInsert(tx: DbOrTx, orderId: number, lines: readonly OrderLine[]): SQL {
  return tx
    .insert(orderItems)
    .values(lines.map((l) => ({ orderId, itemId: l.itemId, priceCents: l.priceCents, title: l.title, imgUrl: l.imgUrl, quality: l.quality, type: l.type })))
    .getSQL();
}

/**
 * PAY-5: debits an order's total from the buyer's balance through the ledger (PAY-6); answers the
 * balance after, in minor credits. Short of the total: 422 naming both amounts in the request's
 * currency (spec §5), and the caller's transaction rolls back.
 */
export async function debitForOrder(tx: DbOrTx, locale: Locale, o: { userId: number; orderId: number; totalCents: number; rate: number }): Promise<number | null> {
  const cost = centsToCreditsMinor(o.totalCents, o.rate);
  if (cost <= 0) return null;
  const moved = await moveBalance(tx, { userId: o.userId, deltaMinor: -cost, reason: 'purchase', refType: 'order', refId: String(o.orderId) });
  if (!moved.ok) {
    const have = formatCents(creditsMinorToCents(moved.balanceMinor, o.rate), locale);
    throw new AppError('CHECKOUT_INSUFFICIENT_BALANCE', { params: { have, required: formatCents(o.totalCents, locale) } });
  }
  return moved.balanceMinor;
}

/**
 * The contact details of an order that is not a cart checkout (packs, prompts): the profile's,
 * with the trade link given or else the profile's one; none at all is a 422 (the skins need it).
 */
export async function profileContact(db: DbOrTx, userId: number, tradeUrl: string | null): Promise<OrderContact> {
  const user = await findUserById(db, userId);
  const link = tradeUrl ?? user?.steamTradeLink ?? null;
  if (!user || !link) throw new AppError('PACK_TRADE_LINK_REQUIRED', { fields: { trade_url: ['Steam trade link is required'] } });
  return {
    steamId: user.steamid,
    tradeUrl: link,
    name: user.name,
    surname: user.surname,
    email: user.email ?? '',
    phone: user.phoneE164 ?? user.phone ?? '',
    countryId: user.countryId,
    city: user.city ?? '',
    address: user.address ?? '',
    postCode: user.postCode ?? '',
  };
}

export interface BalanceOrder {
  userId: number;
  kind: (typeof orderKinds)[number];
  packId?: number | null;
  idempotencyKey?: string | null;
  /** processing goes to the trade bot (PAY-13); in_process waits for the operator (a prompt's fee). */
  status: 'processing' | 'in_process';
  totalCents: number;
  contact: OrderContact;
  now: Date;
}

/**
 * A paid balance order that is not a cart checkout: the order, its items sold by `takeLines` (the
 * flow's takeOrderLines: all or none, before the debit; a prompt's fee order has none) and the total
 * debited. Answers null when the idempotency key already made an order (nothing changes then).
 * Answers the balance after, in minor credits.
 */
export async function placeBalanceOrder(
  tx: DbOrTx,
  locale: Locale,
  rate: number,
  o: BalanceOrder,
  takeLines?: (orderId: number) => Promise<void>,
): Promise<{ orderId: number; balanceMinor: number } | null> {
  const orderId = await insertOrderRow(tx, {
    userId: o.userId,
    kind: o.kind,
    packId: o.packId ?? null,
    status: o.status,
    paymentMethod: 'balance',
    directPayment: false,
    subtotalCents: o.totalCents,
    totalCents: o.totalCents,
    idempotencyKey: o.idempotencyKey ?? null,
    ...o.contact,
    paidAt: o.now,
  });
  if (orderId === null) return null;
  if (takeLines) await takeLines(orderId);
  const balanceMinor = (await debitForOrder(tx, locale, { userId: o.userId, orderId, totalCents: o.totalCents, rate })) ?? (await balanceOf(tx, o.userId));
  return { orderId, balanceMinor };
}


/** One order by id, or null (a late payment's buyer, a prompt's fee order). */
export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** An order as its mails need it (OPS-107, OPS-108). */
export type MailedOrder = Pick<OrderRow, 'id' | 'userId' | 'totalCents' | 'deliveryAttempt' | 'tradeUrl' | 'deliveryTradeUrl'>;

/**
 * OPS-107, issue 20: claims up to `limit` orders whose paid mail is due, clearing the mark in the
 * same statement. SKIP LOCKED: two processes sweeping at once never claim the same order.
 */
export async function claimDuePaidMails(db: DbOrTx, limit: number): Promise<MailedOrder[]> {
  const due = db.select({ id: orders.id }).from(orders).where(sql`${orders.paidMailDue}`).orderBy(asc(orders.id)).limit(limit).for('update', { skipLocked: true });
  return db
    .update(orders)
    .set({ paidMailDue: false })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, userId: orders.userId, totalCents: orders.totalCents, deliveryAttempt: orders.deliveryAttempt, tradeUrl: orders.tradeUrl, deliveryTradeUrl: orders.deliveryTradeUrl });
}
