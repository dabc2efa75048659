import {
  ITEM_IMPORT_MAX_BYTES,
  idParamSchema,
  itemImportBodySchema,
  itemImportPreviewBodySchema,
  itemImportPreviewResponseSchema,
  itemImportResponseSchema,
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
import { operatorCtx } from '../../plugins/auth.ts';
import { bulkAnswer } from '../../lib/bulk-rows.ts';
import { bulkItems } from './bulk-actions.ts';
import { bulkChangePrice } from './bulk-price.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { importItems, importTemplateCsv, previewImport } from './item-import.ts';
import { createItem, editItem, exportOperatorItems, listOperatorItems, setItemWithdrawn } from './operator-items.ts';

/** OPS-60, OPS-61, OPS-62, OPS-63, OPS-64, OPS-65, OPS-180, OPS-181: the back office's catalogue (operators only; every change audited, OPS-30). */
export const operatorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: operatorItemResponseSchema };
  const tags = ['operator'];

  app.get('/operator/items', { schema: { tags, querystring: operatorItemsQuerySchema, response: { 200: operatorItemsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOperatorItems(app.db, request.query)),
  }));

  // OPS-152: the same list as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/items.csv', { schema: { tags, querystring: operatorItemsQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'items', await exportOperatorItems(app.db, request.query)),
  );

  app.post('/operator/items', { schema: { tags, body: operatorItemBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item created',
    payload: await createItem(operatorCtx(request), request.body),
  }));

  app.put('/operator/items/:id', { schema: { tags, params: idParamSchema, body: operatorItemBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item saved',
    payload: await editItem(operatorCtx(request), request.params.id, request.body),
  }));

  app.post('/operator/items/:id/withdraw', { schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item withdrawn',
    payload: await setItemWithdrawn(operatorCtx(request), request.params.id, true),
  }));

  app.post('/operator/items/:id/restore', { schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Item restored',
    payload: await setItemWithdrawn(operatorCtx(request), request.params.id, false),
  }));

  app.post('/operator/items/bulk-price', { schema: { tags, body: operatorBulkPriceBodySchema, response: { 200: operatorBulkPriceResponseSchema } } }, async (request) => {
    const payload = await bulkChangePrice(operatorCtx(request), request.body);
    return { status: 'OK' as const, message: `Prices changed: ${payload.changed}`, payload };
  });

  // OPS-161, OPS-162, OPS-163, OPS-164, OPS-165, OPS-166, OPS-167, OPS-168: the CSV import. A JSON body holds the file as text; its own limit (2 MB of
  // UTF-8, OPS-164) is checked by the service with a clear refusal, so the body may be larger than
  // the app's 256 KiB: room for the file and JSON's escapes.
  const importBodyLimit = 2 * ITEM_IMPORT_MAX_BYTES;
  app.get('/operator/items/import/template.csv', { schema: { tags } }, async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="items-import-template.csv"').header('cache-control', 'no-store').send(importTemplateCsv()),
  );

  app.post('/operator/items/import/preview', { bodyLimit: importBodyLimit, schema: { tags, body: itemImportPreviewBodySchema, response: { 200: itemImportPreviewResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await previewImport(app.db, request.body.csv),
  }));

  app.post('/operator/items/import', { bodyLimit: importBodyLimit, schema: { tags, body: itemImportBodySchema, response: { 200: itemImportResponseSchema } } }, async (request) => {
    const payload = await importItems(operatorCtx(request), request.body);
    return { status: 'OK' as const, message: `Items imported: ${payload.imported}`, payload };
  });
  app.post('/operator/items/bulk', { schema: { tags, body: operatorItemsBulkBodySchema, response: { 200: operatorBulkResponseSchema } } }, async (request) =>
    bulkAnswer(await bulkItems(operatorCtx(request), request.body)),
  );
};
