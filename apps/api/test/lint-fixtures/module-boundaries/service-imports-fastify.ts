// A deliberate SEAM-1 violation: a non-route file importing Fastify.
import type { FastifyRequest } from 'fastify';

export type Request = FastifyRequest;
