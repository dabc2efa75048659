/**
 * SEAM-1: the face of the offers module (customer sell offers and their state machine).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { offersInProgress } from './in-progress.ts';
export { notifyOffer } from './notify.ts';
export { presentOffer } from './present.ts';
export { receiveOfferItem } from './received.ts';
export { assertOffersEnabled, findOwnOffer, offerDetails, transitionError } from './service.ts';
export { type Actor, moveOffer } from './transitions.ts';
export { countOffers, offersByPeriod } from './operator.ts';
export { eraseOffersPersonalData, hasOffersInProgress, offersPersonalData } from './personal-data.ts';
export { linkOfferItem, reverseOffer } from './protection.ts';
export { onSellerTradeReversed, type SellerTradeReversal } from './trade-hooks.ts';
export { startSellerTradeJobs } from './trade-jobs.ts';
