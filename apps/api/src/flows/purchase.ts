import { checkoutMessages, convertCentsToMinor, toMajor, type CheckoutBody, type PurchaseResponse } from '@skins/contract';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { utcMinute } from '../lib/utc-minute.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { orderTotals } from '../lib/money.ts';
import { withTransaction } from '../lib/transaction.ts';
import { balanceOf } from '../modules/account/index.ts';
import type { CheckoutCartItem } from '../modules/cart/index.ts';
import { debitForOrder, expireReservations, hasCountingOrder, insertOrderRow, orderIdForKey, promoDiscountCents, readCheckoutCart, undoOrder } from '../modules/checkout/index.ts';
import { findCountry, readSettings } from '../modules/content/index.ts';
import { insertPayment, newPaymentReference, openProviderCheckout, orderRedirectUrl, requireProvider, returnUrls, setPaymentRedirect } from '../modules/payments/index.ts';
import { assertPromoMinimum, findUsablePromo, redeemPromo } from '../modules/promos/index.ts';
import { takeOrderLines } from './order-lines.ts';

export interface PurchaseDeps {
  provider: PaymentProvider | null;
  reservationMs: number;
  now?: () => Date;
  /** The signed-in buyer as the request has them: their trade link on file is written only when the order's differs. */
  buyer?: { steamTradeLink: string | null };
}

type Totals = ReturnType<typeof orderTotals>;
interface Plan {
  userId: number;
  body: CheckoutBody;
  cart: CheckoutCartItem[];
  totals: Totals;
  promoId: number | null;
  rate: number;
  /** ORDER-3: the VAT percent the totals were priced with. */
  vatPercent: number;
  /** PAY-29: the currency the request shows the cart in, and its rate (units per euro). */
  shown: { code: string; value: number };
  now: Date;
  /** The buyer's trade link on file, when known (insertOrderRow). */
  linkOnFile?: string | null;
}

const unavailable = (title: string) => new AppError('CHECKOUT_ITEM_UNAVAILABLE', { params: { title } });

/**
 * The purchase (issue 48 flows): the cart's checkout spans the cart, promos, the catalogue's items,
 * checkout's order and ledger debit, and payments (the provider's session and its payment row).
 */

/**
 * PAY-1: POST /purchase/product. Checks the method, the country, the cart (PAY-3) and the promo,
 * prices the order (PAY-4), then pays by balance (PAY-5) or through the provider (PAY-7). A
 * repeated idempotency key answers the first order again (PAY-8).
 */
export async function purchase(ctx: RootCtx & { userId: number }, deps: PurchaseDeps, body: CheckoutBody): Promise<PurchaseResponse> {
  try {
    return await checkout(ctx, deps, body);
  } catch (err) {
    // A concurrent submit with the same key may have emptied the cart first: answer its order.
    const replay = err instanceof AppError && body.idempotencyKey ? await replayOf(ctx.db, ctx.userId, body.idempotencyKey) : null;
    if (replay) return replay;
    throw err;
  }
}

async function checkout(ctx: RootCtx & { userId: number }, deps: PurchaseDeps, body: CheckoutBody): Promise<PurchaseResponse> {
  const db = ctx.db;
  const now = deps.now?.() ?? new Date();
  const replay = body.idempotencyKey ? await replayOf(db, ctx.userId, body.idempotencyKey) : null;
  if (replay) return replay;

  const settings = await readSettings(db);
  const method = body.paymentMethod;
  if (!['balance', 'card'].includes(method) && !settings.payment_methods.some((m) => m.code === method)) throw new AppError('CHECKOUT_PAYMENT_METHOD');
  const country = await findCountry(db, body.countryId);
  if (!country) throw new AppError('ACCOUNT_COUNTRY_UNKNOWN', { fields: { country: [checkoutMessages.countryRequired] } });

  const { available: cart, goneTitle, saleHeld } = await readCart(ctx, now);
  if (goneTitle !== null) throw unavailable(goneTitle);
  if (saleHeld) throw new AppError('CART_ITEM_PROTECTED', { params: { date: utcMinute(saleHeld.until), title: saleHeld.title } });
  if (cart.length === 0) throw new AppError('CHECKOUT_CART_EMPTY');
  const promo = body.promocode ? await findUsablePromo(ctx, body.promocode, now) : null;
  const subtotal = cart.reduce((s, i) => s + i.priceCents, 0);
  if (promo) assertPromoMinimum(promo, subtotal, ctx.locale);
  const totals = orderTotals(subtotal, promoDiscountCents(subtotal, promo), settings.vat_percent);
  // SEC-3: a total of 0 opens no provider session: the order is paid from the balance (nothing is debited) and recorded so.
  const byBalance = method === 'balance' || totals.totalCents === 0;
  const paidWith = byBalance ? { ...body, paymentMethod: 'balance', directPayment: false } : body;
  const plan: Plan = { userId: ctx.userId, body: paidWith, cart, totals, promoId: promo?.id ?? null, rate: settings.internal_currency.exchange_rate_eur, vatPercent: settings.vat_percent, shown: ctx.locale.currency, now, linkOnFile: deps.buyer?.steamTradeLink };

  const order = byBalance ? await payByBalance(ctx, plan) : await payByProvider(ctx, deps, plan);
  return order ?? (await replayOf(db, ctx.userId, body.idempotencyKey ?? '')) ?? raise();
}

/**
 * PAY-3 with PAY-12: the cart as checkout sees it. SCALE-1: a hold past its time on one of the
 * cart's items is freed first (only those: the timer frees the rest), and the cart read again; a
 * reserved item's hold ends when its order's does (takeItems writes both), so a cart without such
 * an item costs one read (issue 20).
 */
async function readCart(ctx: RootCtx & { userId: number }, now: Date) {
  const cart = await readCheckoutCart(ctx);
  const lapsed = cart.holds.filter((h) => h.reservedUntil === null || h.reservedUntil <= now).map((h) => h.itemId);
  if (lapsed.length === 0 || (await expireReservations(ctx.db, now, lapsed)).length === 0) return cart;
  return readCheckoutCart(ctx);
}

function raise(): never {
  throw new AppError('CHECKOUT_FAILED');
}

/** Inserts the order unless the idempotency key was used; null means the key's order exists. */
function insertOrder(tx: DbOrTx, p: Plan, status: 'pending' | 'processing', reservedUntil: Date | null): Promise<number | null> {
  return insertOrderRow(tx, {
    userId: p.userId,
    status,
    paymentMethod: p.body.paymentMethod,
    directPayment: p.body.directPayment,
    ...p.totals,
    // PAY-29: what the buyer saw beside what is charged (euro), with the rate used.
    displayCurrency: p.shown.code,
    displayTotalMinor: convertCentsToMinor(p.totals.totalCents, p.shown.value),
    displayRate: p.shown.value,
    vatPercent: p.vatPercent,
    promoCodeId: p.promoId,
    idempotencyKey: p.body.idempotencyKey,
    steamId: p.body.steamId,
    tradeUrl: p.body.tradeUrl,
    name: p.body.name,
    surname: p.body.surname,
    email: p.body.email,
    phone: p.body.phone,
    countryId: p.body.countryId,
    city: p.body.city,
    address: p.body.address,
    postCode: p.body.postCode,
    reservedUntil,
    paidAt: status === 'processing' ? p.now : null,
    // OPS-107: a paid order's mail goes out from the sweep (mailPaidOrders).
    paidMailDue: status === 'processing',
  }, p.linkOnFile);
}

/**
 * SEC-3: counts the order's promo use first, so that a customer over the code's limit is told so
 * (rather than that the items went to their own concurrent checkout) and nothing is taken.
 */
async function redeem(tx: DbOrTx, p: Plan, orderId: number): Promise<void> {
  if (p.promoId !== null) await redeemPromo(tx, { promoId: p.promoId, orderId, customer: { userId: p.userId, hasOtherOrder: () => hasCountingOrder(tx, p.userId, orderId) } });
}

/**
 * Takes every cart item or rolls back naming the first one that is gone (PAY-3); the items leave
 * the buyer's cart in the statement of the order lines (issue 20: one round trip less).
 */
function takeAll(tx: DbOrTx, p: Plan, orderId: number, to: 'sold' | 'reserved', until: Date | null) {
  const lines = p.cart.map((i) => ({ itemId: i.itemId, priceCents: i.priceCents, title: i.title, imgUrl: i.imgUrl, quality: i.quality, type: i.type, marketName: i.marketName }));
  return takeOrderLines(tx, { orderId, lines, to, until, onMissing: (l) => unavailable(l.title), leaveCartOf: p.userId });
}

/**
 * PAY-5: one transaction: order (its paid mail marked due, OPS-107), promo used, items sold and out
 * of the cart, balance debited through the ledger.
 */
async function payByBalance(ctx: RootCtx, p: Plan): Promise<PurchaseResponse | null> {
  return withTransaction(ctx, async (tx) => {
    const orderId = await insertOrder(tx, p, 'processing', null);
    if (orderId === null) return null;
    await redeem(tx, p, orderId);
    await takeAll(tx, p, orderId, 'sold', null);
    const balanceMinor = (await debitForOrder(tx, ctx.locale, { userId: p.userId, orderId, totalCents: p.totals.totalCents, rate: p.rate })) ?? (await balanceOf(tx, p.userId));
    return { status: 'OK' as const, message: checkoutMessages.paid, balance: toMajor(balanceMinor), redirect_url: null, payload: { order_id: orderId } };
  });
}

/**
 * PAY-7: a pending order holds its items for the reservation time while the buyer pays at the provider.
 * JOURNEY-3: they leave the buyer's cart now, so that a payment kept pending does not show them there
 * as unavailable nor block the next checkout; a failed or expired order returns them to the shop only.
 * SCALE-4: the order, its held items and its payment row commit first; the provider is called after,
 * so no transaction (and no lock on the items) waits on it; its answer is recorded after. When it
 * refuses, the order is undone (undoOrder); a process that dies in between leaves a pending order
 * whose reservation expires (PAY-12).
 */
async function payByProvider(ctx: RootCtx, deps: PurchaseDeps, p: Plan): Promise<PurchaseResponse | null> {
  const provider = requireProvider(deps.provider);
  const reference = newPaymentReference();
  const until = new Date(p.now.getTime() + deps.reservationMs);
  const orderId = await withTransaction(ctx, async (tx) => {
    const id = await insertOrder(tx, p, 'pending', until);
    if (id === null) return null;
    await redeem(tx, p, id);
    await takeAll(tx, p, id, 'reserved', until);
    await insertPayment(tx, { target: { kind: 'order', id }, provider: provider.name, reference, method: p.body.paymentMethod, amountCents: p.totals.totalCents, redirectUrl: null });
    return id;
  });
  if (orderId === null) return null;
  let redirectUrl: string;
  try {
    redirectUrl = await openProviderCheckout(provider, {
      reference,
      amountCents: p.totals.totalCents,
      method: p.body.paymentMethod,
      returnUrls: returnUrls(ctx.publicUrl, { kind: 'order', id: orderId }),
    });
  } catch (err) {
    await withTransaction(ctx, (tx) => undoOrder(tx, orderId));
    throw err;
  }
  await setPaymentRedirect(ctx.db, provider.name, reference, redirectUrl);
  return { status: 'OK' as const, message: checkoutMessages.paid, balance: toMajor(await balanceOf(ctx.db, p.userId)), redirect_url: redirectUrl, payload: { order_id: orderId } };
}

/** PAY-8: the answer of the order a key already made. */
async function replayOf(db: DbOrTx, userId: number, key: string): Promise<PurchaseResponse | null> {
  const orderId = await orderIdForKey(db, userId, key);
  if (orderId === null) return null;
  const redirect = await orderRedirectUrl(db, orderId);
  return { status: 'OK', message: checkoutMessages.paid, balance: toMajor(await balanceOf(db, userId)), redirect_url: redirect, payload: { order_id: orderId } };
}
