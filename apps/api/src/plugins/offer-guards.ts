import type { FastifyRequest } from 'fastify';
import { assertOffersEnabled } from '../modules/offers/index.ts';
import { requireVerifiedEmail } from './auth.ts';

/**
 * OFFER-1: the guards of every customer offer call, and of the payout calls on an offer: a
 * verified email, then selling switched on (before the body is read). Shared by two modules'
 * routes, so it lives with the other route guards (SEAM-1: no module imports another's routes).
 */
export const offerGuards = [requireVerifiedEmail, async (request: FastifyRequest) => assertOffersEnabled(request.server)];
