/**
 * SEAM-1: the face of the payouts module (payouts of accepted offers).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { countPayouts, payoutsByPeriod, type PayoutRow, payoutsOfOffer, payoutsOfUser } from './queries.ts';
export { resealLegacyBankDetails } from './bank-details.ts';
export { countOpenConflicts } from './conflicts.ts';
export { erasePayoutsPersonalData, hasPayoutsProcessing, payoutsPersonalData } from './personal-data.ts';
export { cancelHeldPayoutOf, releaseHeldPayouts, type ReleaseDeps } from './release.ts';
export { payoutHeldUntil } from './requests.ts';
