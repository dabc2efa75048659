import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@skins/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * AUTH-20: per-route rate limits (off unless a route asks). Counters live in this process's
 * memory: with several processes each counts on its own (REDIS_URL would need ioredis, which is
 * not installed). Counted before validation, so malformed attempts count too.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preValidation',
      errorResponseBuilder: () => new AppError('COMMON_RATE_LIMITED', { message: authMessages.tooManyAttempts }),
    });
  },
  { name: 'rate-limit' },
);

/** Route config of a limited auth call: `perMinute` attempts a minute per client IP, or per `key`. */
export function authRateLimit(perMinute: number, key?: (request: FastifyRequest) => string) {
  return { max: perMinute, timeWindow: 60_000, ...(key ? { keyGenerator: key } : {}) };
}
