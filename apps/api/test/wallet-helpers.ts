import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyer, checkoutPayload, depositPayload, itemInCarts, purchaseRequest, refOf, sendWebhook } from './checkout-helpers.ts';
import { json } from './helpers.ts';
import type { DbOrTx } from '../src/db/client.ts';

/**
 * WALLET-1: the balance moved the way a customer and the shop move it, through the real routes
 * (top-up and its webhook, a checkout, the operator's refund and adjustment), never by a ledger
 * row written by hand.
 */
export type Customer = Awaited<ReturnType<typeof buyer>>;
export type Operator = { headers: Record<string, string> };

let events = 0;

/** A top-up of `amount` euro by `method`, credited by the provider's success webhook. */
export async function topUp(app: FastifyInstance, customer: Customer, amount: number, method = 'card'): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: customer.headers, payload: depositPayload({ amount, paymentType: method }) });
  expect(res.statusCode, res.body).toBe(200);
  const ref = refOf(json(res).redirect_url);
  await sendWebhook(app, { event_id: `wallet-${++events}-${ref}`, payment_ref: ref, status: 'success' });
  return json(res).payload.id as number;
}

/** A one-item checkout of `priceCents` paid from the balance, or directly by `method` (card, mbway, multibanco) and its success webhook. */
export async function buy(app: FastifyInstance, db: DbOrTx, country: number, customer: Customer, priceCents: number, method = 'balance'): Promise<{ status: number; orderId: number | null }> {
  await itemInCarts(db, [customer.id], { priceCents });
  const direct = method !== 'balance';
  const res = await purchaseRequest(app, customer.headers, checkoutPayload(country, { paymentMethod: method, directPayment: direct }));
  const body = json(res);
  if (res.statusCode !== 200) return { status: res.statusCode, orderId: null };
  if (direct) await sendWebhook(app, { event_id: `wallet-${++events}`, payment_ref: refOf(body.redirect_url), status: 'success' });
  return { status: 200, orderId: body.payload.order_id as number };
}

/** The operator's refund of an order to the balance (all of it, or `amount` euro). */
export function refund(app: FastifyInstance, operator: Operator, orderId: number, reason: string, amount?: number) {
  return app.inject({ method: 'POST', url: `/api/operator/orders/${orderId}/refund`, headers: operator.headers, payload: { reason, ...(amount !== undefined && { amount }) } });
}

/** The operator's adjustment of a balance by `amount` credits (negative takes), with its reason. */
export function adjust(app: FastifyInstance, operator: Operator, userId: number, amount: number, reason: string) {
  return app.inject({ method: 'POST', url: `/api/operator/customers/${userId}/adjust-balance`, headers: operator.headers, payload: { amount, reason } });
}

/** GET /api/user/statement with a query string. */
export async function statementOf(app: FastifyInstance, headers: Record<string, string>, query = '') {
  const res = await app.inject({ url: `/api/user/statement${query ? `?${query}` : ''}`, headers });
  return { status: res.statusCode, body: json(res) };
}

/** The balance the profile (the account page's header) shows. */
export async function profileBalance(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  return json(await app.inject({ url: '/api/user/profile', headers })).payload.balance as number;
}
