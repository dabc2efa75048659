import { createServer, connect, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWithEnv } from '../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: Redis is down from the start.
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info' }, { stream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

type App = TestApp['app'];
const signInAttempt = (app: App, username: string) => app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Wrong1234' } });
const uniqueUsername = () => `rl-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const counting = async (app: App) => json(await app.inject('/api/readyz')).payload.rateLimit;

describe('rate limits while Redis is down', () => {
  it('SEC-14: when REDIS_URL does not answer, then the third sign-in attempt under a limit of 2 is a 429, counted in memory', async () => {
    const username = uniqueUsername();
    expect((await signInAttempt(t.app, username)).statusCode).toBe(422);
    expect((await signInAttempt(t.app, username)).statusCode).toBe(422);
    const limited = await signInAttempt(t.app, username);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('COMMON_RATE_LIMITED');
  });

  it('SEC-14: readyz stays 200 and reports the memory fallback; the outage is logged as one error, not one per request', async () => {
    const ready = await t.app.inject('/api/readyz');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ status: 'OK', payload: { rateLimit: 'memory (redis unreachable)' } });
    for (let i = 0; i < 3; i += 1) await signInAttempt(t.app, uniqueUsername());
    const outage = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.msg.includes('rate-limit redis'));
    expect(outage).toEqual([expect.objectContaining({ level: 50, msg: expect.stringContaining('counting attempts in process memory') })]);
  });
});

/** A TCP relay to the test Redis that can be cut and restored on the same port: an outage on demand. */
async function redisRelay() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const relay = (): Server =>
    createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server = relay();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      server = relay();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

describe('rate limits when Redis comes back', () => {
  it('SEC-14: when Redis goes away, then attempts are limited in memory; when it answers again, then they count in Redis again', async () => {
    const relay = await redisRelay();
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '2', REDIS_URL: relay.url });
    const redis = new Redis(REDIS_URL);
    try {
      expect(await counting(app)).toBe('redis');
      await relay.cut();
      await vi.waitFor(async () => expect(await counting(app)).toBe('memory (redis unreachable)'), { timeout: 10_000, interval: 100 });
      const during = uniqueUsername();
      expect([(await signInAttempt(app, during)).statusCode, (await signInAttempt(app, during)).statusCode, (await signInAttempt(app, during)).statusCode]).toEqual([422, 422, 429]);
      expect(await redis.keys(`*${during}`)).toEqual([]);

      await relay.restore();
      await vi.waitFor(async () => expect(await counting(app)).toBe('redis'), { timeout: 10_000, interval: 100 });
      const after = uniqueUsername();
      expect((await signInAttempt(app, after)).statusCode).toBe(422);
      expect(await redis.keys(`*${after}`)).toHaveLength(1);
    } finally {
      redis.disconnect();
      await app.close();
      await relay.cut();
    }
  }, 30_000);
});
