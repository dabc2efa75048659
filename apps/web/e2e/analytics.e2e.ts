import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { operatorCall } from './operator';

const b = useBrowser();
const TAG = 'G-E2ETEST1';

beforeAll(async () => {
  await operatorCall('PUT', '/operator/settings/google_tag', { value: TAG });
});
afterAll(async () => {
  await operatorCall('PUT', '/operator/settings/google_tag', { value: null });
});

/**
 * A fresh visitor whose requests to Google are answered here by a stub (none leaves the machine);
 * `tagRequests` lists those made to the tag host.
 */
async function visitor(): Promise<{ page: Page; tagRequests: string[] }> {
  const page = await b.page();
  const tagRequests: string[] = [];
  await page.route('**://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__stubTagLoaded = true;' });
  });
  await page.route(/google-analytics\.com/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/');
  await page.getByTestId('cookie-banner').waitFor();
  return { page, tagRequests };
}

/** The page has settled: the settings (with the tag) have loaded and nothing is in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe('analytics only with consent (issue 7, SEC-12)', () => {
  it('ANALYTICS-1: Reject All loads nothing of the tag', async () => {
    const { page, tagRequests } = await visitor();
    await page.getByRole('button', { name: 'Reject All' }).click();
    await settled(page);
    await page.reload();
    await settled(page);
    expect(tagRequests).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  it('ANALYTICS-1: a choice without analytics (Customize, Proceed) loads nothing', async () => {
    const { page, tagRequests } = await visitor();
    await page.getByRole('button', { name: 'Customize' }).click();
    expect(await page.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await settled(page);
    expect(tagRequests).toEqual([]);
  });

  it('ANALYTICS-2, ANALYTICS-3, SEC-12: accepting analytics later reloads the page once and loads the tag; revoking switches it off without a reload, and the next load is strict again', async () => {
    const { page, tagRequests } = await visitor();
    await page.getByRole('button', { name: 'Reject All' }).click();
    await settled(page);
    expect(tagRequests).toEqual([]);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('switch', { name: /Analytics/ }).click();
    const reloaded = page.waitForResponse((r) => r.request().isNavigationRequest());
    await page.getByRole('button', { name: 'Proceed' }).click();
    // The page was sent a policy without Google's hosts; the reload brings one that names them.
    expect((await reloaded).headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __stubTagLoaded?: boolean }).__stubTagLoaded === true)).toBe(true);
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TAG}`]);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    expect(await page.evaluate((tag) => (window as unknown as Record<string, unknown>)[`ga-disable-${tag}`], TAG)).toBe(false);

    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('switch', { name: /Analytics/ }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect.poll(() => page.evaluate((tag) => (window as unknown as Record<string, unknown>)[`ga-disable-${tag}`], TAG)).toBe(true);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(tagRequests).toHaveLength(1);

    const next = await page.reload();
    expect(next?.headers()['content-security-policy']).not.toMatch(/google/);
    await settled(page);
    expect(tagRequests).toHaveLength(1);
  });

  it('SEC-12: the policy refuses an inline style, and the browser helper reports it', async () => {
    const { page } = await visitor();
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
    });
    // Chromium's console line and our forwarder's event arrive one after the other: take both, or the late one fails the next check.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...b.takeCspViolations());
        return [seen.some((v) => v.startsWith('securitypolicyviolation: style-src')), seen.some((v) => !v.startsWith('securitypolicyviolation:') && v.includes('style-src'))];
      })
      .toEqual([true, true]);
  });
});
