import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const b = useBrowser();

describe('the built app', () => {
  it('E2E-1: serves the SPA and the API from one origin', async () => {
    const page = await b.page();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const health = await page.request.get('/api/healthz');
    expect(health.ok()).toBe(true);
    expect(await page.locator('#root').count()).toBe(1);
  });
});
