/** The payout result pages share one lazy chunk, as the payment result pages do (features/payments/result-pages.ts). */
export { default as FailPayoutPage } from './fail-payout-page';
export { default as PendingPayoutPage } from './pending-payout-page';
export { default as SuccessPayoutPage } from './success-payout-page';
