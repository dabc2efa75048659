import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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

/** What a page says when its CSP refuses something: Chromium's console line, or our event forwarder's. */
const CSP_VIOLATION = /^Refused to |Content Security Policy|^securitypolicyviolation:/;

/**
 * One browser per test file: `const b = useBrowser()`, then `const page = await b.page()` in a
 * test. Every page gets a fresh context (empty storage, cookies) unless `context` is passed.
 * SEC-12: a test fails when any of its pages reported a CSP violation (unless it took them with
 * `takeCspViolations()`).
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    expect(violations.splice(0), 'CSP violations reported by the page').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: () => inject('baseURL'),
    async context(viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
      const ctx = await browser.newContext({ viewport, baseURL: inject('baseURL') });
      ctx.setDefaultTimeout(15_000);
      await ctx.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`)),
      );
      ctx.on('console', (msg) => {
        if (CSP_VIOLATION.test(msg.text())) violations.push(msg.text());
      });
      contexts.push(ctx);
      return ctx;
    },
    /** The CSP violations reported so far in this test (they no longer fail it). */
    takeCspViolations(): string[] {
      return violations.splice(0);
    },
    async page(viewport: { width: number; height: number } = DESKTOP, context?: BrowserContext): Promise<Page> {
      const ctx = context ?? (await this.context(viewport));
      return ctx.newPage();
    },
  };
}
