import type { depositStatusValues } from '@skins/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import type { OrderStatus } from './machine.ts';
import { orders } from './tables.ts';

const paymentStage: Record<OrderStatus, (typeof depositStatusValues)[number]> = {
  pending: 'Pending',
  processing: 'Success',
  in_process: 'Success',
  completed: 'Success',
  accepted: 'Success',
  // DELIV-2: the payment went through; the delivery failed after it.
  delivery_failed: 'Success',
  failed: 'Error',
  expired: 'Error',
  cancelled: 'Cancelled',
};

/**
 * PAY-16: GET /purchase/status/{id}: the payment stage of the user's own order, in the shape of
 * GET /deposit/status (paid orders are Success), so the pending page can poll a purchase too.
 */
export async function purchaseStatus(ctx: Ctx & { userId: number }, id: number) {
  const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, id), eq(orders.userId, ctx.userId)));
  if (!row) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  return paymentStage[row.status];
}
