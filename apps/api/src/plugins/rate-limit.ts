import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@skins/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * AUTH-20: per-route rate limits (off unless a route asks). Counters live in Redis when REDIS_URL
 * is set, so that every process behind a load balancer shares them; otherwise in this process's
 * memory. A Redis outage lets requests through (skipOnError) rather than failing sign-ins.
 * Counted before validation, so malformed attempts count too.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
      redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      hook: 'preValidation',
      ...(redis ? { redis, nameSpace: 'skins-rl-', skipOnError: true } : {}),
      errorResponseBuilder: () => new AppError('COMMON_RATE_LIMITED', { message: authMessages.tooManyAttempts }),
    });
  },
  { name: 'rate-limit' },
);

/** Route config of a limited auth call: `perMinute` attempts a minute per client IP, or per `key`. */
export function authRateLimit(perMinute: number, key?: (request: FastifyRequest) => string) {
  return { max: perMinute, timeWindow: 60_000, ...(key ? { keyGenerator: key } : {}) };
}
