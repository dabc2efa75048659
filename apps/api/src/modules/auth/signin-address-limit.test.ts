import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, insertUser, PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A client address of its own, so that runs sharing the test Redis do not count each other's attempts. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let seq = 0;
const someEmail = () => `spray-${(seq += 1)}-${Date.now().toString(36)}@example.com`;
const signIn = (app: FastifyInstance, remoteAddress: string, username: string, password = 'Wrong1234') =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

describe('sign-in limit per client address', () => {
  it('JOURNEY-10: when one address tries 30 different emails in a minute, then the 31st sign-in is a 429 with Retry-After, a good password included; another address is not held up', async () => {
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '10', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '30' });
    try {
      const address = someAddress();
      for (let i = 0; i < 30; i += 1) expect((await signIn(app, address, someEmail())).statusCode).toBe(422);
      const user = await insertUser(t.db);
      const limited = await signIn(app, address, user.email!, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ status: 'error', message: 'Too many attempts. Please try again in a minute.', code: 'COMMON_RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(app, someAddress(), user.email!, PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('JOURNEY-10: when two server processes share REDIS_URL, then an address\'s sign-ins on one count on the other', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '2', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '4', REDIS_URL };
    const [a, b] = [await appWithEnv(t.database, env), await appWithEnv(t.database, env)];
    try {
      const address = someAddress();
      const codes = [];
      for (const app of [a, b, a, b, a, b]) codes.push((await signIn(app, address, someEmail())).statusCode);
      expect(codes).toEqual([422, 422, 422, 422, 429, 429]);
      expect(json(await a.inject('/api/readyz')).payload.rateLimit).toBe('redis');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
