import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePrerequisites, freePort, installLine, planPrerequisites, redisAnswers } from './prerequisites.mjs';

describe('SEAM-8: the test run checks the machine first', () => {
  afterEach(() => vi.restoreAllMocks());

  it('SEAM-8: nothing to do when Chromium exists and Redis answers', () => {
    expect(planPrerequisites({ chromium: true, redisAnswers: true, redisServerInstalled: false })).toEqual({ install: [], startRedis: false });
  });

  it('SEAM-8: installs only what is missing, in one apt-get line', () => {
    expect(planPrerequisites({ chromium: false, redisAnswers: true, redisServerInstalled: true })).toEqual({ install: ['chromium'], startRedis: false });
    expect(planPrerequisites({ chromium: true, redisAnswers: false, redisServerInstalled: false })).toEqual({ install: ['redis-server'], startRedis: false });
    const both = planPrerequisites({ chromium: false, redisAnswers: false, redisServerInstalled: false });
    expect(installLine(both.install)).toBe('apt-get install -y chromium redis-server');
  });

  it('SEAM-8: starts a private Redis when the binary exists and none answers', () => {
    expect(planPrerequisites({ chromium: true, redisAnswers: false, redisServerInstalled: true })).toEqual({ install: [], startRedis: true });
  });

  it('SEAM-8: a missing Chromium stops the run with the install line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await ensurePrerequisites({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeNull();
    expect(errors.mock.calls.join('\n')).toContain('apt-get install -y chromium');
  });

  it('SEAM-8: with no Redis at TEST_REDIS_URL, a private redis-server answers for the run and stops after it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // A port taken from the system and released: nothing answers there.
    const url = `redis://127.0.0.1:${await freePort()}`;
    const chromium = process.execPath; // any executable: this test is about Redis
    const started = await ensurePrerequisites({ CHROMIUM_PATH: chromium, TEST_REDIS_URL: url });
    if (!started) throw new Error('the redis-server binary is a prerequisite of this suite');
    const privateUrl = started.env.TEST_REDIS_URL;
    expect(privateUrl).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(privateUrl).not.toBe(url);
    expect(await redisAnswers(privateUrl)).toBe(true);
    started.stop();
    // Killed outright: gone within seconds even with the other suites busy on both cores.
    await vi.waitFor(async () => expect(await redisAnswers(privateUrl)).toBe(false), { timeout: 10_000 });
    // Starting and stopping a server: on two cores busy with the other suites this took past vitest's default 5 s.
  }, 30_000);
});
