import { geoipResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoIpLookup } from '../../adapters/geoip/port.ts';
import { guessCountry } from './service.ts';

/** GEO-1: GET /geoip (spec §7 country lookup by IP): { country_code: 'PT' | null }, never an error. */
export const geoipRoutes: FastifyPluginAsyncZod<{ lookup: GeoIpLookup }> = async (app, { lookup }) => {
  app.get('/geoip', { schema: { tags: ['content'], response: { 200: geoipResponseSchema } } }, async (request, reply) => {
    // The answer depends on the visitor: never stored by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return { status: 'OK' as const, payload: { country_code: await guessCountry(request.ctx(), lookup, request.ip, request.headers) } };
  });
};
