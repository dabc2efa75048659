import { watchAlertBodySchema, watchlistResponseSchema, watchTargetSchema, priceMessages } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { getWatchlist, setAlert, unwatch, watch } from './service.ts';

/** WATCH-1, WATCH-2, WATCH-3: the signed-in buyer's watchlist; the changes carry the CSRF pair like every account change. */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['watchlist'];
  const response = { 200: watchlistResponseSchema };

  app.get('/account/watchlist', { onRequest: requireUser, schema: { tags, response } }, async (request) => ({
    status: 'OK' as const,
    payload: await getWatchlist(request.ctx()),
  }));

  app.post('/account/watchlist', { onRequest: requireUser, schema: { tags, body: watchTargetSchema, response } }, async (request) => {
    await watch(request.ctx(), request.body);
    return { status: 'OK' as const, message: priceMessages.watched, payload: await getWatchlist(request.ctx()) };
  });

  app.delete('/account/watchlist', { onRequest: requireUser, schema: { tags, querystring: watchTargetSchema, response } }, async (request) => {
    await unwatch(request.ctx(), request.query);
    return { status: 'OK' as const, message: priceMessages.unwatched, payload: await getWatchlist(request.ctx()) };
  });

  app.put('/account/watchlist', { onRequest: requireUser, schema: { tags, body: watchAlertBodySchema, response } }, async (request) => {
    await setAlert(request.ctx(), request.body);
    return { status: 'OK' as const, message: priceMessages.alertSaved, payload: await getWatchlist(request.ctx()) };
  });
};
