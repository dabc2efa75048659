import {
  idParamSchema,
  offerAcceptBodySchema,
  offerActionResponseSchema,
  offerCreateBodySchema,
  offerCreateResponseSchema,
  offerHistoryQuerySchema,
  offerHistoryResponseSchema,
  offerIdBodySchema,
  offerMessages,
} from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemRequests } from '../../adapters/trade-delivery/port.ts';
import { currentUser } from '../../plugins/auth.ts';
import { newOfferGuards, offerGuards } from '../../plugins/offer-guards.ts';
import { presentOffer } from './present.ts';
import { answerOffer, createOffer, offerHistory } from './service.ts';
import { acceptOfferAndRequestItem, resendSellerTrade } from './trade.ts';

// A module's routes.ts is its HTTP face: app.ts registers every route plugin of the module from here (SEAM-11).
export { operatorOfferRoutes } from './operator-routes.ts';
export { inventoryOfferRoutes } from './inventory-routes.ts';

/** Spec §7 offer calls of the signed-in customer (GET /offer/{id}, with its payouts: flows/offer-page-routes.ts). */
export const offerRoutes: FastifyPluginAsyncZod<{ bot: ItemRequests }> = async (app, { bot }) => {
  const userCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });

  app.get('/offer/history', { onRequest: offerGuards, schema: { tags: ['offers'], querystring: offerHistoryQuerySchema, response: { 200: offerHistoryResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await offerHistory(userCtx(request), request.query.page ?? 1)),
  }));

  app.post('/offer/create', { onRequest: newOfferGuards, schema: { tags: ['offers'], body: offerCreateBodySchema, response: { 200: offerCreateResponseSchema } } }, async (request) => {
    const offer = await createOffer(userCtx(request), request.body);
    return { status: 'OK' as const, id: offer.id, message: offerMessages.offerCreated, payload: presentOffer(offer) };
  });

  // OFFER-5, OFFER-12: an accept may carry the trade link the profile still lacks. TRADE-3: the bot then asks for a Steam item.
  app.post('/offer/accept', { onRequest: offerGuards, schema: { tags: ['offers'], body: offerAcceptBodySchema, response: { 200: offerActionResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await acceptOfferAndRequestItem(userCtx(request), bot, request.body.id, request.body.tradeLink)),
  }));

  // TRADE-5: the seller has a declined, expired, countered or cancelled trade offer sent again.
  app.post('/offer/:id/trade-offer', { onRequest: offerGuards, schema: { tags: ['offers'], params: idParamSchema, response: { 200: offerActionResponseSchema } } }, async (request) => {
    const { message, offer } = await resendSellerTrade(userCtx(request), bot, request.params.id, new Date());
    return { status: 'OK' as const, message, payload: presentOffer(offer) };
  });

  app.post('/offer/decline', { onRequest: offerGuards, schema: { tags: ['offers'], body: offerIdBodySchema, response: { 200: offerActionResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await answerOffer(userCtx(request), request.body.id, 'decline')),
  }));
};
