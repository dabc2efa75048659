import {
  toMinor,
  idParamSchema,
  operatorCancelBodySchema,
  operatorMessageBodySchema,
  operatorOfferEventsResponseSchema,
  operatorOfferResponseSchema,
  operatorOffersQuerySchema,
  operatorOffersResponseSchema,
  operatorOfferItemBodySchema,
  operatorQuoteBodySchema,
  operatorSandboxTradeBodySchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TradeBot } from '../../adapters/trade-delivery/port.ts';
import { isSandboxBot } from '../../adapters/trade-delivery/sandbox.ts';
import { operatorCtx } from '../../plugins/auth.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { exportOffers, listOffersForOperator, offerEventsForOperator, operatorLinkOfferItem, operatorMoveOffer, setSandboxTrade } from './operator.ts';

/** OPS-2, OPS-3, OPS-4, OPS-5, OPS-25, OPS-46, OPS-47, PROTECT-5: the shop's side of the sell flow (operators only, OPS-1). TRADE-7, TRADE-8: the trade bot's part. */
export const operatorOfferRoutes: FastifyPluginAsyncZod<{ bot: TradeBot; protectionMs: number }> = async (app, { bot, protectionMs }) => {
  const answer = { 200: operatorOfferResponseSchema };

  app.get('/operator/offers', { schema: { tags: ['operator'], querystring: operatorOffersQuerySchema, response: { 200: operatorOffersResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOffersForOperator(request.ctx(), { ...request.query, q: request.query.q || undefined, page: request.query.page ?? 1 })),
  }));

  // OPS-150, OPS-177: the same list as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/offers.csv', { schema: { tags: ['operator'], querystring: operatorOffersQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'offers', await exportOffers(app.db, { ...request.query, q: request.query.q || undefined })),
  );

  app.get('/operator/offers/:id/events', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorOfferEventsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await offerEventsForOperator(app.db, request.params.id),
  }));

  app.post('/operator/offers/:id/quote', { schema: { tags: ['operator'], params: idParamSchema, body: operatorQuoteBodySchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Offer quoted',
    payload: await operatorMoveOffer(operatorCtx(request), request.params.id, { kind: 'quote', priceMinor: toMinor(request.body.price) }),
  }));

  app.post('/operator/offers/:id/reject', { schema: { tags: ['operator'], params: idParamSchema, body: operatorMessageBodySchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Offer rejected',
    payload: await operatorMoveOffer(operatorCtx(request), request.params.id, { kind: 'reject', reason: request.body?.message }),
  }));

  app.post('/operator/offers/:id/received', { schema: { tags: ['operator'], params: idParamSchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item marked as received',
    payload: await operatorMoveOffer(operatorCtx(request), request.params.id, { kind: 'received', protectionMs }, { botReceives: !isSandboxBot(bot) }),
  }));

  app.post('/operator/offers/:id/sandbox-trade', { schema: { tags: ['operator'], params: idParamSchema, body: operatorSandboxTradeBodySchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Sandbox trade offer set',
    payload: await setSandboxTrade(operatorCtx(request), bot, protectionMs, request.params.id, request.body.state, new Date()),
  }));

  // PROTECT-5: the catalogue item the operator created for a received offer's skin.
  app.post('/operator/offers/:id/item', { schema: { tags: ['operator'], params: idParamSchema, body: operatorOfferItemBodySchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Catalogue item linked',
    payload: await operatorLinkOfferItem(operatorCtx(request), request.params.id, request.body.item_id),
  }));

  app.post('/operator/offers/:id/cancel', { schema: { tags: ['operator'], params: idParamSchema, body: operatorCancelBodySchema, response: answer } }, async (request) => ({
    status: 'OK' as const,
    message: 'Offer cancelled',
    payload: await operatorMoveOffer(operatorCtx(request), request.params.id, { kind: 'cancel', reason: request.body.message }),
  }));
};
