// Clean in a route file: routes may import Fastify.
import type { FastifyPluginAsync } from 'fastify';

export const routes: FastifyPluginAsync = async () => {};
