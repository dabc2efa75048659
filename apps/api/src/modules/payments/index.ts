/**
 * SEAM-1: the face of the payments module (provider payments of orders and top-ups (deposits), and the provider events already applied).
 * Other modules and the flows import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { notifyTopUp, settleDeposit } from './deposit-changes.ts';
export {
  type PaymentRow,
  dropOrderPayments,
  findPaymentByRef,
  insertPayment,
  movePayment,
  newPaymentReference,
  openProviderCheckout,
  orderRedirectUrl,
  ordersOfPayments,
  paymentPagesOf,
  paymentsOfOrder,
  requireProvider,
  returnUrls,
  setPaymentRedirect,
  webhookPath,
} from './payment-records.ts';
export { recordProviderEvent } from './provider-events.ts';
export { creditedTopUpsBetween, topUpMethodsOf, topUpsByPeriod } from './top-ups.ts';
export { startPaymentJobs } from './jobs.ts';
export { erasePaymentsPersonalData, hasPendingTopUps, paymentsPersonalData } from './personal-data.ts';
