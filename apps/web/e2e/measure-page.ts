import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** What one first view cost, as the browser saw it (issue 16). */
export interface PageMeasure {
  path: string;
  width: number;
  /** Script responses as received: body as transferred (compressed) plus headers. */
  jsBytes: number;
  /** Sum of layout shifts without recent input, from before the first script until the page settled. */
  cls: number;
  /** The page scrolls sideways: the document is wider than the viewport. */
  overflow: boolean;
}

/** The network counts as idle once no request has been in flight for this long (issue 16). */
const IDLE_MS = 500;

/**
 * Installed before any of the page's scripts: every layout shift the user did not cause adds to
 * window.__cls, from the first paint on (buffered).
 */
function observeLayoutShifts(): void {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once no request of the page has been in flight for IDLE_MS (counted from its first request). */
function networkIdle(page: Page, timeoutMs: number): Promise<void> {
  const inFlight = new Set<Request>();
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      done();
      reject(new Error(`the network was not idle within ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`));
    }, timeoutMs);
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0)
        timer = setTimeout(() => {
          done();
          resolve();
        }, IDLE_MS);
    };
    const started = (r: Request) => {
      inFlight.add(r);
      clearTimeout(timer);
    };
    const ended = (r: Request) => {
      inFlight.delete(r);
      arm();
    };
    function done() {
      clearTimeout(deadline);
      clearTimeout(timer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/**
 * BUDGET-1, BUDGET-2, BUDGET-3: opens `path` in `context` (a fresh one: nothing cached) and measures its first view:
 * the JS bytes received until the network has been idle for 500 ms, CLS, horizontal overflow.
 * `check(page)`, when given, runs on the settled page before it closes (e.g. an axe-core scan).
 */
export async function measurePage(context: BrowserContext, path: string, check?: (page: Page) => Promise<void>): Promise<PageMeasure> {
  await context.addInitScript(observeLayoutShifts);
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  let requests = 0;
  const countRequest = () => (requests += 1);
  const countScript = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize + s.responseHeadersSize),
      );
  };
  page.on('request', countRequest);
  page.on('response', countScript);
  let idle = networkIdle(page, 20_000);
  await page.goto(path);
  await idle;
  // On a busy CPU the app may still be rendering what will request the next chunk: the page is
  // settled only when its main thread went idle, two frames were painted after that (a late
  // render has shifted what it shifts) and nothing new was requested meanwhile. No fixed sleep.
  for (let seen = -1; seen !== requests; ) {
    seen = requests;
    idle = networkIdle(page, 20_000);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(r)), { timeout: 2_000 })));
    if (seen !== requests) await idle;
    else idle.catch(() => undefined); // settled: this last wait is not needed
  }
  page.off('request', countRequest);
  page.off('response', countScript);
  const { cls, overflow } = await page.evaluate(() => ({
    cls: (window as unknown as { __cls: number }).__cls,
    overflow: (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth,
  }));
  const jsBytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
  const width = page.viewportSize()?.width ?? 0;
  await check?.(page);
  await page.close();
  return { path, width, jsBytes, cls, overflow };
}

/** One table for all measures: route, width, JS kB (1000 bytes), CLS, overflow. */
export function formatMeasures(rows: (PageMeasure & { over: string[] })[]): string {
  const lines = rows.map((r) => `| ${r.path} | ${r.width} | ${(r.jsBytes / 1000).toFixed(1)} | ${r.cls.toFixed(3)} | ${r.overflow ? 'yes' : 'no'} | ${r.over.join(', ') || 'ok'} |`);
  return ['| route | width | JS kB | CLS | overflow | budget |', '|---|---|---|---|---|---|', ...lines].join('\n');
}
