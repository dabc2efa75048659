import { inventoryMessages, inventoryOfferBodySchema, inventoryOfferResponseSchema, inventoryResponseSchema } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { newOfferGuards } from '../../plugins/offer-guards.ts';
import { type InventorySource, offerFromInventory, sellableInventory } from './inventory-offers.ts';
import { presentOffer } from './present.ts';

/** INV-1, INV-4: selling from the Steam inventory (a new offer, so selling must be on: OFFER-1). */
export const inventoryOfferRoutes: FastifyPluginAsyncZod<{ source: InventorySource }> = async (app, { source }) => {
  const userCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });

  app.get('/offer/inventory', { onRequest: newOfferGuards, schema: { tags: ['offers'], response: { 200: inventoryResponseSchema } } }, async (request) => {
    const { steamId, items } = await sellableInventory(userCtx(request), source);
    return { status: 'OK' as const, payload: items, meta: { steamid: steamId, currency: 'EUR' as const } };
  });

  app.post('/offer/inventory', { onRequest: newOfferGuards, schema: { tags: ['offers'], body: inventoryOfferBodySchema, response: { 200: inventoryOfferResponseSchema } } }, async (request) => {
    const created = await offerFromInventory(userCtx(request), source, request.body);
    return { status: 'OK' as const, message: inventoryMessages.offersCreated, payload: created.map(presentOffer) };
  });
};
