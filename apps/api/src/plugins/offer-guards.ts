import type { FastifyRequest } from 'fastify';
import { assertOffersEnabled } from '../modules/offers/index.ts';
import { requireVerifiedEmail } from './auth.ts';

/**
 * OFFER-1: the guards of every customer offer call, and of the payout calls on an offer: a
 * verified email. Shared by two modules' routes, so they live with the other route guards
 * (SEAM-1: no module imports another's routes).
 */
export const offerGuards = [requireVerifiedEmail];

/**
 * OFFER-1: a new offer also needs selling switched on (checked before the body is read). The
 * offers a customer has already made go on to their end while it is off (their list, details,
 * answer to a quote, payout): the shop may hold the skin, and the seller must still be paid.
 */
export const newOfferGuards = [...offerGuards, async (request: FastifyRequest) => assertOffersEnabled(request.server)];
