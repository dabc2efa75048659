import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/ctx.ts';

/** What counts rate-limited attempts right now (GET /api/readyz reports it, SEC-14). */
export type RateLimitCounting = 'memory' | 'redis' | 'memory (redis unreachable)';

/** After a Redis command fails on a live connection (a hung server), Redis is tried again this much later. */
const RETRY_AFTER_MS = 5000;

/**
 * SEC-14: whether Redis can count. An outage is logged once as an error when it starts and once
 * when it ends; ioredis keeps reconnecting, and its 'ready' ends the outage.
 */
export class RedisLink {
  private outage = false;
  private pausedUntil = 0;

  constructor(
    readonly redis: Redis,
    private readonly log: Logger,
  ) {
    redis.on('error', (err: Error) => this.lost(err));
    redis.on('ready', () => this.back());
  }

  get usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.pausedUntil;
  }

  get counting(): RateLimitCounting {
    return this.outage ? 'memory (redis unreachable)' : 'redis';
  }

  lost(err: Error): void {
    if (this.redis.status === 'ready') this.pausedUntil = Date.now() + RETRY_AFTER_MS;
    if (this.outage) return;
    this.outage = true;
    this.log.error({ err }, 'rate-limit redis unreachable: counting attempts in process memory until it answers');
  }

  back(): void {
    this.pausedUntil = 0;
    if (!this.outage) return;
    this.outage = false;
    this.log.info('rate-limit redis answers again: counting attempts in redis');
  }
}

/**
 * SEC-14: counts in Redis while it answers and in this process's memory while it does not, so a
 * Redis outage never lets attempts through unlimited (skipOnError would). Counts made in memory
 * during an outage are not carried over to Redis: a window may allow up to twice the limit then.
 */
export function fallbackStore(link: RedisLink, nameSpace: string) {
  class RedisOrMemoryStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      if (!link.usable) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) {
            link.back();
            return callback(null, result);
          }
          link.lost(err);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new RedisOrMemoryStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  /** What the plugin constructs (`store` option) from its global settings. */
  return class extends RedisOrMemoryStore {
    constructor(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, link.redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
