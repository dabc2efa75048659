/**
 * SEAM-1: the face of the checkout module (orders (card checkout, balance orders of packs and prompts), their state machine).
 * Other modules and the flows import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { startCheckoutJobs } from './jobs.ts';
export { lastDelivery } from './last-delivery.ts';
export { countFailedDeliveries } from './failed-deliveries.ts';
export { countOrdersOf } from './operator-orders.ts';
export { expireReservations, moveOrder, orderEnded, orderPaid, undoOrder } from './order-changes.ts';
export { onOrderDropped } from './order-hooks.ts';
export { alertReleased, notifyOrder } from './order-mails.ts';
export { type OrderLine, debitForOrder, findOrder, insertOrderRow, orderIdForKey, placeBalanceOrder, profileContact, takeOrderLines } from './order-store.ts';
export { promoDiscountCents, readCheckoutCart } from './cart-access.ts';
export { hasCountingOrder } from './customer-orders.ts';
export { paidOrdersBetween, refundsBetween, salesByPeriod } from './sales.ts';
