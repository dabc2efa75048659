import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@skins/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { fallbackStore, RedisLink, type RateLimitCounting } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SEC-14: what counts rate-limited attempts right now, for GET /api/readyz. */
    rateLimitCounting(): RateLimitCounting;
  }
}

/**
 * AUTH-20: per-route rate limits (off unless a route asks). Counters live in Redis when REDIS_URL
 * is set, so that every process behind a load balancer shares them; otherwise in this process's
 * memory. SEC-14: while Redis does not answer they live in memory too, never unlimited.
 * Counted before validation, so malformed attempts count too.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    let link: RedisLink | undefined;
    if (opts.redisUrl) {
      // A command gets one reconnect attempt and half a second: a sign-in must not hang on Redis.
      const redis = new Redis(opts.redisUrl, { connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 1 });
      link = new RedisLink(redis, app.log);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // The first attempts count where the others will: wait for the first connection (or its failure).
      await Promise.race([once(redis, 'ready'), once(redis, 'error')]).catch(() => undefined);
    }
    app.decorate('rateLimitCounting', () => link?.counting ?? 'memory');
    await app.register(rateLimit, {
      global: false,
      hook: 'preValidation',
      ...(link ? { store: fallbackStore(link, 'skins-rl-') } : {}),
      errorResponseBuilder: () => new AppError('COMMON_RATE_LIMITED', { message: authMessages.tooManyAttempts }),
    });
  },
  { name: 'rate-limit' },
);

/** Route config of a limited auth call: `perMinute` attempts a minute per client IP, or per `key`. */
export function authRateLimit(perMinute: number, key?: (request: FastifyRequest) => string) {
  return { max: perMinute, timeWindow: 60_000, ...(key ? { keyGenerator: key } : {}) };
}

/**
 * A second limit for a route whose config already holds one (the plugin applies one limit per
 * request): `perMinute` attempts a minute per `key`, counted in the plugin's store (Redis when
 * REDIS_URL is set, SEC-14), then the same 429 and Retry-After. Use it as the route's preValidation.
 */
export function secondRateLimit(app: FastifyInstance, perMinute: number, key: (request: FastifyRequest) => string) {
  const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', String(counted.ttlInSeconds));
    throw new AppError('COMMON_RATE_LIMITED', { message: authMessages.tooManyAttempts });
  };
}

/**
 * SEC-18: a preValidation of a route whose body may carry a proof of the person (current_password,
 * otp): only a request carrying one counts, `perMinute` a minute per user, like a sign-in.
 */
export function proofRateLimit(app: FastifyInstance, perMinute: number) {
  const limit = secondRateLimit(app, perMinute, (request) => `proof:${request.user?.id ?? request.ip}`);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const body = request.body as { current_password?: unknown; otp?: unknown } | null | undefined;
    if (body && typeof body === 'object' && (body.current_password || body.otp)) await limit(request, reply);
  };
}

/**
 * OPS-113: the limit of every /api/operator call (a preValidation hook of the whole API), counted
 * per operator: the operator scope's check (staff-roles.ts) ran before, in onRequest, so only operators count.
 */
export function operatorRateLimit(app: FastifyInstance, perMinute: number) {
  const limit = secondRateLimit(app, perMinute, (request) => `operator:${request.user?.id ?? request.ip}`);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.routeOptions.url?.startsWith('/api/operator/')) await limit(request, reply);
  };
}
