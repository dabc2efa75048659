import { cartMessages, convertCents, type CartEntry } from '@skins/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { listCurrencies } from '../i18n/index.ts';
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

const cartRowSchema = z.object({
  item_id: z.number().int(),
  status: z.string(),
  price_cents: z.number().int(),
  old_price_cents: z.number().int().nullable(),
  title: z.string(),
  img_url: z.string(),
  type: z.string(),
  quality: z.string().nullable(),
});
type CartRow = z.infer<typeof cartRowSchema>;

/** The user's cart rows joined with their items, oldest first. Items are the catalogue's: read only. */
async function cartRows(ctx: Ctx): Promise<CartRow[]> {
  return queryRows(
    ctx.db,
    cartRowSchema,
    sql`SELECT c.item_id, i.status, i.price_cents, i.old_price_cents, i.title, i.img_url, i.type, i.quality
        FROM cart_items c JOIN items i ON i.id = c.item_id
        WHERE c.user_id = ${userOf(ctx)}
        ORDER BY c.added_at, c.item_id`,
  );
}

/**
 * CART-1: the signed-in user's cart in the requested currency; only their own rows.
 * CART-3: an item sold or reserved meanwhile stays, marked unavailable with its message.
 */
export async function getCart(ctx: Ctx): Promise<CartEntry[]> {
  const rate = ctx.locale.currency.value;
  return (await cartRows(ctx)).map((r) => {
    const available = r.status === 'available';
    return {
      item_id: r.item_id,
      is_variation: false as const,
      count: 1 as const,
      available,
      message: available ? null : cartMessages.itemUnavailable,
      item: {
        id: r.item_id,
        price: convertCents(r.price_cents, rate),
        old_price: r.old_price_cents === null ? null : convertCents(r.old_price_cents, rate),
        title: r.title,
        img_url: r.img_url,
        type: r.type,
        quality: r.quality,
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
  const [item] = await queryRows(ctx.db, cartRowSchema.pick({ status: true }), sql`SELECT status FROM items WHERE id = ${itemId}`);
  if (!item) throw new AppError('CART_ITEM_NOT_FOUND');
  if (item.status === 'sold') throw new AppError('CART_ITEM_SOLD');
  if (item.status === 'reserved') throw new AppError('CART_ITEM_RESERVED');
  if (item.status === 'withdrawn') throw new AppError('CART_ITEM_WITHDRAWN');
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
 * PAY-3: the checkout's view of the cart from ONE read: its available items and the title of the
 * first one sold or reserved since it was added. (Two reads could disagree when another checkout
 * takes an item in between, and a cart would look empty instead of naming the item gone.)
 */
export async function getCheckoutCart(ctx: Ctx): Promise<{ available: CheckoutCartItem[]; goneTitle: string | null }> {
  const rows = await cartRows(ctx);
  return {
    available: rows
      .filter((r) => r.status === 'available')
      .map((r) => ({ itemId: Number(r.item_id), priceCents: Number(r.price_cents), title: r.title, imgUrl: r.img_url, type: r.type, quality: r.quality })),
    goneTitle: rows.find((r) => r.status !== 'available')?.title ?? null,
  };
}

/** The subtotal of the available cart items in euro cents (PROMO-3 computes against it). */
export async function availableSubtotalCents(ctx: Ctx): Promise<number> {
  return (await getCartForCheckout(ctx)).reduce((sum, i) => sum + i.priceCents, 0);
}

/** Removes bought items from the buyer's cart (same transaction as the sale). */
export async function removeFromCart(tx: DbOrTx, userId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, itemIds)));
}
