import type { OperatorOrderDetail, OrderDetails } from '@skins/contract';
import type { DbOrTx } from '../db/client.ts';
import type { Ctx } from '../lib/ctx.ts';
import { orderDetail, orderDetails, orderReceipt, orderTexts } from '../modules/checkout/index.ts';
import { paymentsOfOrder } from '../modules/payments/index.ts';

/**
 * An order as the buyer and the back office read it (issue 48 flows): checkout's order with its
 * provider payments, which are payments' rows (above checkout), handed to checkout as a reader.
 */

/** ORDER-1: GET /purchase/{id}: the buyer's own order, in the request's language; DISPUTE-4: `protectionMs` is TRADE_PROTECTION_DAYS. */
export async function buyerOrderDetails(ctx: Ctx, userId: number, id: number, protectionMs: number): Promise<OrderDetails> {
  return orderDetails(ctx.db, userId, id, await orderTexts(ctx.db, ctx.locale.languageId), paymentsOfOrder, protectionMs);
}

/** ORDER-5, ORDER-7: a paid order's invoice data, with the texts it is rendered in. */
export async function buyerOrderReceipt(ctx: Ctx, userId: number, id: number, protectionMs: number) {
  const texts = await orderTexts(ctx.db, ctx.locale.languageId);
  return { ...(await orderReceipt(ctx.db, userId, id, texts, paymentsOfOrder, protectionMs)), texts };
}

/** OPS-80: one order for the back office, with its provider payments; DISPUTE-4: `protectionMs` is TRADE_PROTECTION_DAYS. */
export function operatorOrderDetail(db: DbOrTx, id: number, protectionMs: number): Promise<OperatorOrderDetail> {
  return orderDetail(db, id, paymentsOfOrder, protectionMs);
}
