import { categoriesLoaded, categoryQuerySchema, categorySchema, filterDataSchema, idParamSchema, itemListingSchema, itemsListQuerySchema, okEnvelope, okMessageEnvelope, okPagedEnvelope, productSchema, skinListingsSchema, subcategorySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { sendEncodedOnce } from '../../plugins/answer-encoding.ts';
import { getCategoryTree, listSubcategories } from './categories.ts';
import { filterData } from './filter-data.ts';
import { getItem } from './item-details.ts';
import { requireItemListing } from './item-listing.ts';
import { isKept } from './list-cache-entries.ts';
import { computationsSettled, dropCatalogCache } from './list-cache.ts';
import { listItems } from './list/plan.ts';
import { recommendedItems } from './recommended-items.ts';
import { skinListings } from './skin-listings.ts';
export { operatorCatalogRoutes } from './operator-routes.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // SCALE-2: the catalogue reads from the replica when DATABASE_READ_URL names one.
  const reads = app.database.readDb;
  // A background collection (SCALE-56) ends before the database closes: its pool would refuse a late
  // statement. Then the closed handles' caches go. onClose hooks run last registered first, so this
  // one runs before the database plugin's.
  app.addHook('onClose', async () => {
    const handles = [...new Set([reads, app.database.db])];
    await Promise.all(handles.map((db) => computationsSettled(db)));
    for (const db of handles) dropCatalogCache(db);
  });
  app.get('/categories', { schema: { tags: ['catalog'], response: { 200: okMessageEnvelope(z.array(categorySchema)) } } }, async () => ({
    status: 'OK' as const,
    message: categoriesLoaded,
    payload: await getCategoryTree(reads),
  }));

  app.get(
    '/items/list',
    // SCALE-31: products are built from parsed rows; their answers are not validated again.
    { schema: { tags: ['catalog'], querystring: itemsListQuerySchema, response: { 200: okPagedEnvelope(z.array(productSchema)) } }, serializerCompiler: fastSerializerCompiler },
    async (request, reply) => {
      const page = await listItems({ ...request.ctx(), db: reads }, request.query);
      // SCALE-47: a cached page's answer is serialized and compressed once; SCALE-70: harder when the cache keeps it.
      return sendEncodedOnce(reply, page, () => ({ status: 'OK' as const, payload: page.items, meta: { total: page.total, pages: page.pages } }), isKept(page));
    },
  );

  app.get('/items/recommended', { schema: { tags: ['catalog'], response: { 200: okEnvelope(z.array(productSchema)) } }, serializerCompiler: fastSerializerCompiler }, async (request, reply) => {
    const picks = await recommendedItems({ ...request.ctx(), db: reads });
    return sendEncodedOnce(reply, picks, () => ({ status: 'OK' as const, payload: picks }), isKept(picks));
  });

  app.get(
    '/items/filter-data',
    { schema: { tags: ['catalog'], querystring: categoryQuerySchema, response: { 200: okEnvelope(filterDataSchema) } } },
    async () => ({ status: 'OK' as const, payload: await filterData(reads) }),
  );

  app.get(
    '/items/subcategories',
    { schema: { tags: ['catalog'], querystring: categoryQuerySchema, response: { 200: okEnvelope(z.array(subcategorySchema)) } } },
    async () => ({ status: 'OK' as const, payload: await listSubcategories(reads) }),
  );

  app.get('/items/:id', { schema: { tags: ['catalog'], params: idParamSchema, response: { 200: okEnvelope(productSchema) } }, serializerCompiler: fastSerializerCompiler }, async (request, reply) => {
    const product = await getItem({ ...request.ctx(), db: reads }, request.params.id);
    return sendEncodedOnce(reply, product, () => ({ status: 'OK' as const, payload: product }), isKept(product));
  });

  // LIST-1: the other listings of the product's market name, for the product page's chooser.
  app.get('/items/:id/listings', { schema: { tags: ['catalog'], params: idParamSchema, response: { 200: okEnvelope(skinListingsSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await skinListings({ ...request.ctx(), db: reads }, request.params.id),
  }));

  // CAT-45: the page of a sold or held item asks what became of it (the details above are a 404 for it).
  app.get('/items/:id/listing', { schema: { tags: ['catalog'], params: idParamSchema, response: { 200: okEnvelope(itemListingSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await requireItemListing(reads, request.params.id),
  }));
};
