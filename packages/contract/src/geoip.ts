import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** GEO-1: GET /geoip: the visitor's country as an ISO 3166 alpha-2 code (uppercase), null when unknown. */
export const geoipPayloadSchema = z.object({ country_code: z.string().regex(/^[A-Z]{2}$/).nullable() });
export type GeoipPayload = z.infer<typeof geoipPayloadSchema>;
export const geoipResponseSchema = okEnvelope(geoipPayloadSchema);
