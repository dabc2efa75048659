/**
 * SEAM-1: the face of the checkout module (orders (card checkout, balance orders of packs and prompts), their state machine, promo codes and their redemptions).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { startCheckoutJobs } from './jobs.ts';
export { lastDelivery } from './last-delivery.ts';
export { countFailedDeliveries } from './failed-deliveries.ts';
export { countOrdersOf } from './operator-orders.ts';
export { moveOrder, orderEnded, orderPaid } from './order-changes.ts';
export { alertReleased, notifyOrder } from './order-mails.ts';
export { type OrderLine, findOrder, orderIdForKey, placeBalanceOrder, profileContact } from './order-store.ts';
export { type PromoRow, assertPromoMinimum, computePromoDiscount, findUsablePromo } from './promo-codes.ts';
export { assertCustomerMayUsePromo } from './promo-redemptions.ts';
export { paidOrdersBetween, refundsBetween, salesByPeriod } from './sales.ts';
export { checkoutPersonalData, eraseCheckoutPersonalData, hasOpenOrders } from './personal-data.ts';
