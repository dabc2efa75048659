/**
 * The payment result pages share one lazy chunk: they are small, and one route import instead of
 * three keeps the entry chunk (first view, issue 3 budget) smaller.
 */
export { default as FailPaymentPage } from './fail-payment-page';
export { default as PendingPaymentPage } from './pending-payment-page';
export { default as SuccessPaymentPage } from './success-payment-page';
