import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { server } from './server';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { expectAccessible, pageStateKey } from './axe';

/**
 * Chromium's features the journeys turn off. Chromium keeps only the last --disable-features it is
 * given, so the list repeats the one Playwright passes (playwright-core 1.65.1, `chromiumSwitches`;
 * the smoke journey checks that none is lost) and adds:
 * - WebUIOmniboxPopup, WebUIOmniboxAimPopup: Chromium 156 preloads the address bar's popup as
 *   WebUI renderers in every window, and headless opens a window per context: 19 % of the CPU of
 *   the catalog and shell journeys (docs/benchmarks.md "CI time, fourth round"), for a popup a
 *   headless browser never shows.
 */
export const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled'],
  ...['PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
];

/** Debian's chromium with the flags this machine needs (no sandbox as root, no background network, no preloaded browser UI). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** What a page says when its CSP refuses something: Chromium's console line, or our event forwarder's. */
const CSP_VIOLATION = /^Refused to |Content Security Policy|^securitypolicyviolation:/;

/** The page went away under the check (a navigation, a closed tab): that moment was no state to check. */
const GONE = /Execution context was destroyed|Target page, context or browser has been closed|Cannot find context|frame was detached|navigat/i;

/**
 * BUDGET-4: axe-core checks every page of a test file in each distinct state (pageStateKey) a
 * test leaves it in: before each goto and reload, at the end of each test, and wherever a test
 * asks (`b.checkAccessible(page)`, for states that pass before the next navigation: an open
 * menu, a modal). Each state is checked once per file, which keeps the journeys' time in bounds.
 */
function accessibilityChecks() {
  const checked = new Set<string>();
  const open = new Set<Page>();
  async function check(page: Page, state?: string): Promise<void> {
    if (page.isClosed()) return;
    try {
      const key = await pageStateKey(page);
      if (!key || checked.has(key)) return;
      checked.add(key);
      await expectAccessible(page, state);
    } catch (e) {
      if (!(e instanceof Error && GONE.test(e.message) && !e.message.startsWith('axe:'))) throw e;
    }
  }
  function watch(page: Page): void {
    open.add(page);
    page.once('close', () => open.delete(page));
    const { goto, reload } = page;
    page.goto = async (...args) => {
      await check(page);
      return goto.apply(page, args);
    };
    page.reload = async (...args) => {
      await check(page);
      return reload.apply(page, args);
    };
  }
  return { check, watch, checkOpenPages: async () => {
    for (const page of open) await check(page);
  } };
}

/**
 * One browser per worker, launched by its first file. The journey files of a worker share a module
 * registry (vitest.config.ts), so each file after the first saves Chromium's start (~2 s of CPU);
 * a file shares no state through it, since every page gets a context of its own. Playwright
 * closes the browser when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser;
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * The browser of a test file: `const b = useBrowser()`, then `const page = await b.page()` in a
 * test. Every page gets a fresh context (empty storage, cookies) unless `context` is passed.
 * SEC-12: a test fails when any of its pages reported a CSP violation (unless it took them with
 * `takeCspViolations()`). BUDGET-4: and when a page state it visits has a serious or critical
 * axe-core violation (accessibilityChecks).
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  const a11y = accessibilityChecks();
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(() => {
    expect(violations.splice(0), 'CSP violations reported by the page').toEqual([]);
  });
  afterEach(async ({ task }) => {
    // A failed test's last state tells nothing new; its own failure is the report.
    if (task.result?.state !== 'fail') await a11y.checkOpenPages();
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((ctx) => ctx.close().catch(() => undefined)));
  });
  return {
    baseURL: () => server().baseURL,
    /** `baseURL`: another app instance than the shared one (stripe.e2e.ts). */
    async context(viewport: { width: number; height: number } = DESKTOP, baseURL = server().baseURL): Promise<BrowserContext> {
      const ctx = await browser.newContext({ viewport, baseURL });
      ctx.setDefaultTimeout(15_000);
      await ctx.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`)),
      );
      ctx.on('console', (msg) => {
        if (CSP_VIOLATION.test(msg.text())) violations.push(msg.text());
      });
      ctx.on('page', a11y.watch);
      contexts.push(ctx);
      return ctx;
    },
    /** BUDGET-4: checks the page as it is now (if this state was not checked yet); `state` names it in the report. */
    checkAccessible: (page: Page, state?: string) => a11y.check(page, state),
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
