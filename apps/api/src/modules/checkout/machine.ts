import { stateMachine } from '../../lib/state-machine.ts';
import type { orderStatuses } from './tables.ts';

export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses of an order that ended unpaid: its items and its promo use are given back (PAY-11, PROMO-5). */
export const endedOrderStatuses = ['failed', 'expired', 'cancelled'] as const satisfies readonly OrderStatus[];
export type EndedOrderStatus = (typeof endedOrderStatuses)[number];

/**
 * PAY-11: the order process. pending (items reserved, waiting for payment) -> processing (paid,
 * with the trade bot) -> completed (delivered); a declined payment fails it and an unpaid
 * reservation expires, both returning the items to the shop. DELIV-2: a paid order whose trade offer
 * failed is delivery_failed (operator queue) until an operator retries it (back to processing). A prompt's fee order (PROMPT-3) is
 * in_process while the operator looks for the skin: completed when fulfilled, cancelled when refused.
 */
export const orderMachine = stateMachine<OrderStatus>({
  pending: ['processing', 'failed', 'expired', 'cancelled'],
  processing: ['completed', 'failed', 'delivery_failed'],
  delivery_failed: ['processing'],
  in_process: ['completed', 'failed', 'cancelled'],
  completed: [],
  accepted: [],
  failed: [],
  cancelled: [],
  expired: [],
});
