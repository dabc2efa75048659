import { categorySchema, okEnvelope } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCategoryTree } from './categories.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { tags: ['catalog'], response: { 200: okEnvelope(z.array(categorySchema)) } } }, async () => ({
    status: 'OK' as const,
    payload: await getCategoryTree(app.db),
  }));
};
