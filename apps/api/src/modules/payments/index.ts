/**
 * SEAM-1: the face of the payments module (provider payments of orders and top-ups (deposits), and the provider events already applied).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export {
  dropOrderPayments,
  insertPayment,
  newPaymentReference,
  openProviderCheckout,
  orderRedirectUrl,
  ordersOfPayments,
  paymentPagesOf,
  paymentsOfOrder,
  requireProvider,
  returnUrls,
  setPaymentRedirect,
} from './payment-records.ts';
export { recordProviderEvent } from './provider-events.ts';
export { creditedTopUpsBetween, topUpMethodsOf, topUpsByPeriod } from './top-ups.ts';
export { startPaymentJobs } from './jobs.ts';
export { erasePaymentsPersonalData, hasPendingTopUps, paymentsPersonalData } from './personal-data.ts';
