import {
  idParamSchema,
  operatorBulkResponseSchema,
  operatorItemsBulkBodySchema,
  operatorBulkPriceBodySchema,
  operatorBulkPriceResponseSchema,
  operatorItemBodySchema,
  operatorItemResponseSchema,
  operatorItemsQuerySchema,
  operatorItemsResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx, requireOperator } from '../../plugins/auth.ts';
import { bulkAnswer } from '../../lib/bulk-rows.ts';
import { bulkItems } from './bulk-actions.ts';
import { bulkChangePrice } from './bulk-price.ts';
import { createItem, editItem, listOperatorItems, setItemWithdrawn } from './operator-items.ts';

/** OPS-60..OPS-65, OPS-180, OPS-181: the back office's catalogue (operators only; every change audited, OPS-30). */
export const operatorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: operatorItemResponseSchema };
  const tags = ['operator'];

  app.get('/operator/items', { onRequest: requireOperator, schema: { tags, querystring: operatorItemsQuerySchema, response: { 200: operatorItemsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOperatorItems(app.db, request.query)),
  }));

  app.post('/operator/items', { onRequest: requireOperator, schema: { tags, body: operatorItemBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item created',
    payload: await createItem(operatorCtx(request), request.body),
  }));

  app.put('/operator/items/:id', { onRequest: requireOperator, schema: { tags, params: idParamSchema, body: operatorItemBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item saved',
    payload: await editItem(operatorCtx(request), request.params.id, request.body),
  }));

  app.post('/operator/items/:id/withdraw', { onRequest: requireOperator, schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item withdrawn',
    payload: await setItemWithdrawn(operatorCtx(request), request.params.id, true),
  }));

  app.post('/operator/items/:id/restore', { onRequest: requireOperator, schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item restored',
    payload: await setItemWithdrawn(operatorCtx(request), request.params.id, false),
  }));

  app.post('/operator/items/bulk-price', { onRequest: requireOperator, schema: { tags, body: operatorBulkPriceBodySchema, response: { 200: operatorBulkPriceResponseSchema } } }, async (request) => {
    const payload = await bulkChangePrice(operatorCtx(request), request.body);
    return { status: 'OK' as const, message: `Prices changed: ${payload.changed}`, payload };
  });

  app.post('/operator/items/bulk', { onRequest: requireOperator, schema: { tags, body: operatorItemsBulkBodySchema, response: { 200: operatorBulkResponseSchema } } }, async (request) =>
    bulkAnswer(await bulkItems(operatorCtx(request), request.body)),
  );
};
