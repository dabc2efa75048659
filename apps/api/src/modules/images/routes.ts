import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { attachmentArtKinds, renderAttachmentArt } from './attachment-art.ts';
import { ITEM_ART_MAX_FILE_LENGTH, itemArtFilePattern, itemArtKinds, renderItemArt } from './item-art.ts';
import type { SteamImageStore } from './steam-image-cache.ts';

/** `items/<kind>/<slug>.svg`, the img_url of every item. */
const itemImageParamsSchema = z.object({
  kind: z.enum(itemArtKinds),
  file: z.string().max(ITEM_ART_MAX_FILE_LENGTH).regex(itemArtFilePattern),
});

/** ART-4: `stickers/<slug>.svg` and `charms/<slug>.svg`, the img_url of a sticker or charm an item answers. */
const attachmentImageParamsSchema = z.object({ file: z.string().max(ITEM_ART_MAX_FILE_LENGTH).regex(itemArtFilePattern) });

/** ART-2: `steam/<item id>/<kind>/<art name>`, the img_url of an item with a Steam image; the kind and name draw its fallback art. */
const steamImageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(itemArtKinds),
  name: z
    .string()
    .max(ITEM_ART_MAX_FILE_LENGTH)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

const YEAR = 'public, max-age=31536000, immutable';
/** ART-2: a Steam picture's path changes with its address (a new art name), so a week is safe; the fallback is asked again soon. */
const STEAM_WEEK = 'public, max-age=604800';
const FALLBACK_MINUTES = 'public, max-age=300';

export interface ImageRouteOptions {
  steamImages: SteamImageStore;
  /** ART-2: the Steam image address an item carries (looked up by id: the browser never passes an address). */
  steamImageOf: (itemId: number) => Promise<string | null>;
}

/** Sends bytes with an ETag; a matching If-None-Match gets 304 with no body. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer, cacheControl: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * Item images: generated SVG art, the same bytes forever for a given path, so cached for a
 * year. A path that is not an item image (unknown kind, bad file name) is a 404, not a 422.
 * ART-2: an item's Steam picture, fetched from the allowlist, cached, else its generated art.
 */
export const imageRoutes: FastifyPluginAsyncZod<ImageRouteOptions> = async (app, { steamImages, steamImageOf }) => {
  app.get(
    '/items/:kind/:file',
    { schema: { tags: ['images'], params: itemImageParamsSchema }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw new AppError('COMMON_NOT_FOUND');
      const { kind, file } = request.params;
      return sendTagged(request, reply, 'image/svg+xml', renderItemArt(kind, file.slice(0, -'.svg'.length)), YEAR);
    },
  );

  // ART-4: a sticker's or charm's picture, drawn from its file name: the same bytes forever, like the item art.
  for (const kind of attachmentArtKinds) {
    app.get(`/${kind}/:file`, { schema: { tags: ['images'], params: attachmentImageParamsSchema }, attachValidation: true }, async (request, reply) => {
      if (request.validationError) throw new AppError('COMMON_NOT_FOUND');
      return sendTagged(request, reply, 'image/svg+xml', renderAttachmentArt(kind, request.params.file.slice(0, -'.svg'.length)), YEAR);
    });
  }

  app.get(
    '/steam/:id/:kind/:name',
    { schema: { tags: ['images'], params: steamImageParamsSchema }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw new AppError('COMMON_NOT_FOUND');
      const { id, kind, name } = request.params;
      const address = await steamImageOf(id);
      const image = address ? await steamImages.get(address) : null;
      if (image) return sendTagged(request, reply, image.type, image.bytes, STEAM_WEEK);
      return sendTagged(request, reply, 'image/svg+xml', renderItemArt(kind, name), FALLBACK_MINUTES);
    },
  );
};
