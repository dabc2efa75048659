import { cartMessages, convertCents, type CartEntry } from '@skins/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { utcMinute } from '../../lib/utc-minute.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findItemsByIds, prepareItemsInOrder, type ItemRow } from '../catalog/index.ts';
import { listCurrencies } from '../i18n/index.ts';
import { marketNameOf } from '../prices/index.ts';
import { cartItems } from './tables.ts';

/** The signed-in user of a cart call (routes sit behind requireUser). */
export function userOf(ctx: Ctx): number {
  if (ctx.userId === undefined) throw new AppError('AUTH_UNAUTHENTICATED');
  return ctx.userId;
}

/**
 * CART-9 (spec §5 Cart): a cart call that names a currency outside the currencies list is a 422
 * 'Invalid currency code'. No currency (or a blank one) means the default, as everywhere else.
 */
export async function assertCartCurrency(ctx: Pick<Ctx, 'db'>, code: string | undefined): Promise<void> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return;
  const list = await listCurrencies(ctx.db);
  if (!list.some((c) => c.code.toUpperCase() === wanted)) throw new AppError('CART_INVALID_CURRENCY');
}

/**
 * The user's cart rows with their items, oldest first, in one read. Items are the catalogue's: read
 * through its face (SEAM-11), which is handed the cart's ids as a subquery. A cart row always has
 * its item (foreign key), so every row has one.
 */
async function cartRows(ctx: Ctx): Promise<{ itemId: number; item: ItemRow }[]> {
  return (await cartReadOf(ctx.db).execute({ userId: userOf(ctx) })).map((item) => ({ itemId: item.id, item }));
}

/** Issue 20: every checkout and cart view reads this, so its SQL is built once per database handle (a named prepared statement). */
function prepareCartRead(db: DbOrTx) {
  const ids = db
    .select({ itemId: cartItems.itemId })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.itemId));
  return prepareItemsInOrder(db, ids, 'cart_read');
}
const cartReads = new WeakMap<DbOrTx, ReturnType<typeof prepareCartRead>>();
function cartReadOf(db: DbOrTx) {
  let read = cartReads.get(db);
  if (!read) cartReads.set(db, (read = prepareCartRead(db)));
  return read;
}

/**
 * CART-1: the signed-in user's cart in the requested currency; only their own rows.
 * CART-3: an item sold or reserved meanwhile stays, marked unavailable with its message.
 */
export async function getCart(ctx: Ctx): Promise<CartEntry[]> {
  const rate = ctx.locale.currency.value;
  return (await cartRows(ctx)).map(({ itemId, item }) => {
    const available = item.status === 'available';
    return {
      item_id: itemId,
      is_variation: false as const,
      count: 1 as const,
      available,
      message: available ? null : cartMessages.itemUnavailable,
      item: {
        id: itemId,
        price: convertCents(item.priceCents, rate),
        old_price: item.oldPriceCents === null ? null : convertCents(item.oldPriceCents, rate),
        title: item.title,
        img_url: item.imgUrl,
        type: item.type,
        quality: item.quality,
      },
    };
  });
}

/**
 * CART-2: adds an available item once. Unknown is a 404, sold, reserved or withdrawn (OPS-63) a 409, and an item
 * already in the cart a 409 'This item is already in your cart'. The insert is conditional on
 * the (user, item) key, so concurrent adds of one item leave one row (CART-8).
 */
export async function addItem(ctx: Ctx, itemId: number): Promise<void> {
  const userId = userOf(ctx);
  const [item] = await findItemsByIds(ctx.db, [itemId]);
  if (!item) throw new AppError('CART_ITEM_NOT_FOUND');
  if (item.status === 'sold') throw new AppError('CART_ITEM_SOLD');
  if (item.status === 'reserved') throw new AppError('CART_ITEM_RESERVED');
  if (item.status === 'withdrawn') throw new AppError('CART_ITEM_WITHDRAWN');
  // PROTECT-7: listed with 'Available from <date>' (Steam's trade protection), not for sale before it.
  if (item.saleHeldUntil && item.saleHeldUntil > new Date()) throw new AppError('CART_ITEM_PROTECTED', { params: { date: utcMinute(item.saleHeldUntil) } });
  const inserted = await ctx.db.insert(cartItems).values({ userId, itemId }).onConflictDoNothing().returning({ itemId: cartItems.itemId });
  if (inserted.length === 0) throw new AppError('CART_ALREADY_IN_CART');
}

/** CART-4: unique items have count 1, so an update changes nothing; an item not in the cart is a 404. */
export async function updateItem(ctx: Ctx, itemId: number): Promise<void> {
  const rows = await ctx.db
    .select({ itemId: cartItems.itemId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userOf(ctx)), eq(cartItems.itemId, itemId)));
  if (rows.length === 0) throw new AppError('CART_NOT_IN_CART');
}

/** CART-5: removes one item of the user's cart; an item not in it is a 404. */
export async function removeItem(ctx: Ctx, itemId: number): Promise<void> {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userOf(ctx)), eq(cartItems.itemId, itemId)))
    .returning({ itemId: cartItems.itemId });
  if (removed.length === 0) throw new AppError('CART_NOT_IN_CART');
}

/** CART-6: empties the user's cart (an empty cart stays empty). */
export async function clearCart(ctx: Ctx): Promise<void> {
  await ctx.db.delete(cartItems).where(eq(cartItems.userId, userOf(ctx)));
}

/** An available cart item as checkout needs it: euro cents, no currency conversion. */
export interface CheckoutCartItem {
  itemId: number;
  priceCents: number;
  title: string;
  imgUrl: string;
  type: string;
  quality: string | null;
  /** PRICE-1: the name its sale is recorded under (so that the sale needs no second read of the item). */
  marketName: string;
}

/** A cart item held by an order (reserved), with the hold's end: checkout frees a hold past it first (PAY-12). */
export interface CartHold {
  itemId: number;
  reservedUntil: Date | null;
}

/**
 * For checkout: the user's available cart items with their prices in euro cents, oldest first.
 * Sold or reserved items are left out (the cart shows them as unavailable, CART-3). Pass a ctx
 * whose db is the checkout's transaction to read inside it.
 */
export async function getCartForCheckout(ctx: Ctx): Promise<CheckoutCartItem[]> {
  return (await getCheckoutCart(ctx)).available;
}

/**
 * PAY-3: the checkout's view of the cart from ONE read of its items' statuses: its available items
 * and the title of the first one sold or reserved since it was added. (Two reads could disagree when
 * another checkout takes an item in between, and a cart would look empty instead of naming the item gone.)
 */
export async function getCheckoutCart(ctx: Ctx, now = new Date()): Promise<{ available: CheckoutCartItem[]; goneTitle: string | null; holds: CartHold[]; saleHeld: { title: string; until: Date } | null }> {
  const rows = await cartRows(ctx);
  // PROTECT-7: an item still under Steam's trade protection is listed but not for sale yet.
  const heldUntil = ({ item }: (typeof rows)[number]) => (item.status === 'available' && item.saleHeldUntil && item.saleHeldUntil > now ? item.saleHeldUntil : null);
  const held = rows.find((r) => heldUntil(r) !== null);
  return {
    saleHeld: held ? { title: held.item.title, until: heldUntil(held)! } : null,
    available: rows
      .filter((r) => r.item.status === 'available' && heldUntil(r) === null)
      .map(({ itemId, item }) => ({ itemId, priceCents: item.priceCents, title: item.title, imgUrl: item.imgUrl, type: item.type, quality: item.quality, marketName: marketNameOf(item) })),
    goneTitle: rows.find(({ item }) => item.status !== 'available')?.item.title ?? null,
    holds: rows.filter(({ item }) => item.status === 'reserved').map(({ itemId, item }) => ({ itemId, reservedUntil: item.reservedUntil })),
  };
}

/** The subtotal of the available cart items in euro cents (PROMO-3 computes against it). */
export async function availableSubtotalCents(ctx: Ctx): Promise<number> {
  return (await getCartForCheckout(ctx)).reduce((sum, i) => sum + i.priceCents, 0);
}

/** Removes bought items from the buyer's cart (same transaction as the sale). */
export async function removeFromCart(tx: DbOrTx, userId: number, itemIds: number[]): Promise<void> {
  const removal = cartRemoval(tx, userId, itemIds);
  if (removal) await tx.execute(removal);
}

/** The delete of `removeFromCart`, not run (issue 20: a checkout runs it in one statement with its order lines); null for no items. */
export function cartRemoval(tx: DbOrTx, userId: number, itemIds: number[]): SQL | null {
  if (itemIds.length === 0) return null;
  return tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, itemIds))).getSQL();
}

/** SCALE-4: puts items back in the buyer's cart when their checkout is undone (same transaction as the undo). */
export async function returnToCart(tx: DbOrTx, userId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .insert(cartItems)
    .values(itemIds.map((itemId) => ({ userId, itemId })))
    .onConflictDoNothing();
}
