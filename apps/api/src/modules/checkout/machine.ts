import { stateMachine } from '../../lib/state-machine.ts';
import type { orderStatuses } from './tables.ts';

export type OrderStatus = (typeof orderStatuses)[number];

/**
 * PAY-11: the order process. pending (items reserved, waiting for payment) -> processing (paid,
 * with the trade bot) -> completed (delivered); a declined payment fails it and an unpaid
 * reservation expires, both returning the items to the shop.
 */
export const orderMachine = stateMachine<OrderStatus>({
  pending: ['processing', 'failed', 'expired', 'cancelled'],
  processing: ['completed', 'failed'],
  in_process: ['completed', 'failed'],
  completed: [],
  accepted: [],
  failed: [],
  cancelled: [],
  expired: [],
});
