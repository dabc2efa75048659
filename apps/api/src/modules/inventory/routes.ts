import { idParamSchema, sellQuoteBodySchema, sellQuoteChangeBodySchema, sellQuoteDeletedSchema, sellQuoteResponseSchema, sellQuotesResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { changeSellQuote, createSellQuote, deleteSellQuote, listSellQuotes } from './quotes.ts';

/** INV-5: the shop's instant quotes per market name in the back office (the owner's, STAFF-2; every change audited, OPS-30). */
export const operatorSellQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: sellQuoteResponseSchema };
  const tags = ['operator'];

  app.get('/operator/sell-quotes', { schema: { tags, response: { 200: sellQuotesResponseSchema } } }, async () => ({ status: 'OK' as const, payload: await listSellQuotes(app.db) }));

  app.post('/operator/sell-quotes', { schema: { tags, body: sellQuoteBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Quote added',
    payload: await createSellQuote(operatorCtx(request), request.body),
  }));

  app.patch('/operator/sell-quotes/:id', { schema: { tags, params: idParamSchema, body: sellQuoteChangeBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Quote saved',
    payload: await changeSellQuote(operatorCtx(request), request.params.id, request.body),
  }));

  app.delete('/operator/sell-quotes/:id', { schema: { tags, params: idParamSchema, response: { 200: sellQuoteDeletedSchema } } }, async (request) => {
    await deleteSellQuote(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, message: 'Quote deleted', payload: { id: request.params.id } };
  });
};
