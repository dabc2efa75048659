import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Item images (placeholder until the SVG art generator lands). */
export const imageRoutes: FastifyPluginAsyncZod = async () => {};
