import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ITEM_ART_MAX_FILE_LENGTH, itemArtFilePattern, itemArtKinds, renderItemArt } from './item-art.ts';

/** `items/<kind>/<slug>.svg`, the img_url of every item. */
const itemImageParamsSchema = z.object({
  kind: z.enum(itemArtKinds),
  file: z.string().max(ITEM_ART_MAX_FILE_LENGTH).regex(itemArtFilePattern),
});

/**
 * Item images: generated SVG art, the same bytes forever for a given path, so cached for a
 * year. A path that is not an item image (unknown kind, bad file name) is a 404, not a 422.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:kind/:file',
    { schema: { tags: ['images'], params: itemImageParamsSchema }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw new AppError('COMMON_NOT_FOUND');
      const { kind, file } = request.params;
      const svg = renderItemArt(kind, file.slice(0, -'.svg'.length));
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml').send(svg);
    },
  );
};
