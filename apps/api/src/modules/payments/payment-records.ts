import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentMachine } from './machines.ts';
import { payments, type paymentStatuses } from './tables.ts';

/** The provider's webhook address under /api: /payments/webhook/sandbox, /payments/webhook/stripe (STRIPE-4). */
export const webhookPath = (provider: Pick<PaymentProvider, 'name'>) => `/payments/webhook/${provider.name}`;

/** An unguessable reference: it is the sandbox page's address, so it must not be enumerable. */
export function newPaymentReference(prefix: 'pay' | 'po' = 'pay'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}

export type PaymentTarget = { kind: 'order'; id: number } | { kind: 'deposit'; id: number };

/** Spec §2 payment result pages and their query (type topup or other, order / order_id, error). */
export function returnUrls(publicUrl: string, target: PaymentTarget) {
  const q = target.kind === 'deposit' ? `type=topup&order=${target.id}` : `type=other&order_id=${target.id}`;
  return {
    success: `${publicUrl}/success-payment?${q}`,
    fail: `${publicUrl}/fail-payment?${q}&error=${encodeURIComponent(PAYMENT_DECLINED)}`,
    pending: `${publicUrl}/pending-payment?${q}`,
  };
}
export const PAYMENT_DECLINED = "We couldn't process your payment. Please try again or use a different payment method";

/** SEC-2: the payment provider, or 503 when the shop runs without one (production's default). */
export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  return provider;
}

/**
 * Opens the provider's checkout of a payment. A deposit calls it before the transaction that
 * records the payment (a provider session whose record never commits is never paid); a card
 * checkout after its order's commit (SCALE-4: no transaction waits on the provider), recording
 * the answer with setPaymentRedirect.
 */
export async function openProviderCheckout(provider: PaymentProvider, input: { reference: string; amountCents: number; method: string; returnUrls: ReturnType<typeof returnUrls> }): Promise<string> {
  const res = await provider.createCheckout(input);
  if (!res.ok) throw new AppError('CHECKOUT_FAILED');
  return res.redirectUrl;
}

export async function insertPayment(
  tx: DbOrTx,
  p: { target: PaymentTarget; provider: string; reference: string; method: string; amountCents: number; redirectUrl: string | null },
): Promise<void> {
  await tx.insert(payments).values({
    orderId: p.target.kind === 'order' ? p.target.id : null,
    depositId: p.target.kind === 'deposit' ? p.target.id : null,
    provider: p.provider,
    providerRef: p.reference,
    method: p.method,
    amountCents: p.amountCents,
    redirectUrl: p.redirectUrl,
  });
}

/** SCALE-4: records where the provider's checkout of a payment recorded before it opened is. */
export async function setPaymentRedirect(db: DbOrTx, provider: string, reference: string, redirectUrl: string): Promise<void> {
  await db
    .update(payments)
    .set({ redirectUrl, updatedAt: new Date() })
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, reference)));
}

/** SCALE-4: forgets the payments of an order that is undone (its provider never opened a checkout). */
export async function dropOrderPayments(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.delete(payments).where(eq(payments.orderId, orderId));
}

/** How long a retried checkout waits for the first one's provider page (SCALE-4, PAY-8). */
const REDIRECT_WAIT_MS = 10_000;

/**
 * The latest payment's checkout address of an order (answered again to a retried checkout, PAY-8);
 * null when the order has no payment. SCALE-4: the provider is asked after the order commits, so a
 * concurrent submit with the same key can find the payment before its address is recorded: it
 * waits for it, so that every answer names the same page. A payment undone meanwhile (the provider
 * refused) answers null.
 */
/**
 * PAY-27, PAY-33: the provider's page of each of these orders' (or top-ups') latest payment, where a
 * pending one is paid, by id; none while it is not known.
 */
export async function paymentPagesOf(db: DbOrTx, ids: number[], of: 'order' | 'deposit' = 'order'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const target = of === 'order' ? payments.orderId : payments.depositId;
  const rows = await db.select({ id: target, url: payments.redirectUrl }).from(payments).where(inArray(target, ids)).orderBy(desc(payments.id));
  const pages = new Map<number, string>();
  for (const r of rows) if (r.id !== null && r.url !== null && !pages.has(r.id)) pages.set(r.id, r.url);
  return pages;
}

export async function orderRedirectUrl(db: DbOrTx, orderId: number): Promise<string | null> {
  const until = Date.now() + REDIRECT_WAIT_MS;
  for (;;) {
    const [row] = await db.select({ url: payments.redirectUrl }).from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
    if (!row || row.url !== null || Date.now() >= until) return row?.url ?? null;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** PAY-11: moves a payment through its transition table; false when it is not in a state `to` can follow. */
export async function movePayment(tx: DbOrTx, paymentId: number, to: (typeof paymentStatuses)[number], now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(payments)
    .set({ status: to, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, paymentMachine.sourcesOf(to))))
    .returning({ id: payments.id });
  return moved !== undefined;
}

export type PaymentRow = typeof payments.$inferSelect;

/** The payment of a provider's reference (the webhook's, the sandbox page's), or null. */
export async function findPaymentByRef(db: DbOrTx, provider: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, reference)));
  return row ?? null;
}

/** OPS-80: the provider payments of an order, oldest first (the back office's order view). */
export async function paymentsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ id: payments.id, method: payments.method, amountCents: payments.amountCents, status: payments.status, reference: payments.providerRef, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id);
}

/** WALLET-2: the order each of these payments was for (a refund to the balance names its payment), by payment id. */
export async function ordersOfPayments(db: DbOrTx, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(inArray(payments.id, paymentIds));
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.id, r.orderId] as const])));
}
