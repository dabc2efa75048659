import { idParamSchema, offerDetailsResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth.ts';
import { offerGuards } from '../plugins/offer-guards.ts';
import { offerPage } from './offer-page.ts';

/** OFFER-4: GET /offer/{id}, the signed-in customer's offer with its payouts (spec §7). */
export const offerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/offer/:id', { onRequest: offerGuards, schema: { tags: ['offers'], params: idParamSchema, response: { 200: offerDetailsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await offerPage({ ...request.ctx(), userId: currentUser(request).id }, request.params.id),
  }));
};
