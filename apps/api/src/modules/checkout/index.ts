/**
 * SEAM-1: the face of the checkout module (orders (card checkout, balance orders of packs and prompts), their state machine).
 * Other modules and the flows import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { startCheckoutJobs } from './jobs.ts';
export { lastDelivery } from './last-delivery.ts';
export { assertDeliveryFailed, countFailedDeliveries, retryFailedDelivery } from './failed-deliveries.ts';
export { countOrdersOf, mailCardRefund, mailRefund, orderDetail, refundOrder, undoCardRefund } from './operator-orders.ts';
export { expireReservations, moveOrder, orderEnded, orderPaid, undoOrder } from './order-changes.ts';
export { onOrderDropped } from './order-hooks.ts';
export { alertReleased, notifyOrder } from './order-mails.ts';
export { type OrderLine, debitForOrder, findOrder, insertOrderRow, orderIdForKey, orderLinesInsert, placeBalanceOrder, profileContact } from './order-store.ts';
export { promoDiscountCents, readCheckoutCart } from './cart-access.ts';
export { hasCountingOrder } from './customer-orders.ts';
export { ordersByMethod, ordersByStatusBetween, paidOrdersBetween, refundsBetween, salesByPeriod } from './sales.ts';
export { type OrderItemRow, type OrderRow, directOrdersOf, latestOrderOfItem, linesOfOrders, ordersOfUser } from './order-reads.ts';
export type { OrderStatus } from './machine.ts';
export type { OrderPayment, OrderPaymentsOf } from './order-payments.ts';
export { orderDetails } from './order-details.ts';
export { orderTexts } from './order-texts.ts';
export { invoiceNumber, orderReceipt, receiptHtml } from './receipt.ts';
export { receiptPdf } from './receipt-pdf.ts';
export { type OrderDispute, alertDispute, closeDispute, recordDispute, reverseDelivery } from './trade-protection.ts';
export { checkoutPersonalData, eraseCheckoutPersonalData, hasOpenOrders } from './personal-data.ts';
