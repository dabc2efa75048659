import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's chromium with the flags this machine needs (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * One browser per test file: `const b = useBrowser()`, then `const page = await b.page()` in a
 * test. Every page gets a fresh context (empty storage, cookies) unless `context` is passed.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: () => inject('baseURL'),
    async context(viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
      const ctx = await browser.newContext({ viewport, baseURL: inject('baseURL') });
      ctx.setDefaultTimeout(15_000);
      contexts.push(ctx);
      return ctx;
    },
    async page(viewport: { width: number; height: number } = DESKTOP, context?: BrowserContext): Promise<Page> {
      const ctx = context ?? (await this.context(viewport));
      return ctx.newPage();
    },
  };
}
