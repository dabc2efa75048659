import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISABLED_FEATURES, launchBrowser, useBrowser } from './browser';

const b = useBrowser();

/** The arguments of the processes below `pid` (Chromium's renderers are its zygote's children, and Chromium joins a child's arguments with spaces). */
function descendants(pid: number): string[][] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while the table was read
    }
  }
  const below = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, ppid] of parent) if (below.has(ppid) && !below.has(child)) grew = below.add(child).size > 0;
  }
  below.delete(pid);
  return [...below].flatMap((p) => {
    try {
      return [readFileSync(`/proc/${p}/cmdline`, 'utf8').split(/[\0 ]/)];
    } catch {
      return [];
    }
  });
}

const featuresOf = (args: string[], name: string) => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3).split(','));

describe('the built app', () => {
  it('E2E-1: serves the SPA and the API from one origin', async () => {
    const page = await b.page();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const health = await page.request.get('/api/healthz');
    expect(health.ok()).toBe(true);
    expect(await page.locator('#root').count()).toBe(1);
  });

  it('E2E-2: the journeys\' browser preloads no browser UI in its windows and keeps every feature Playwright turns off', async () => {
    const before = new Set(descendants(process.pid).map((args) => args.join(' ')));
    const browser = await launchBrowser();
    try {
      for (let i = 0; i < 2; i++) await (await browser.newContext()).newPage();
      const launched = descendants(process.pid).filter((args) => !before.has(args.join(' ')));
      const main = launched.find((args) => args.includes('--remote-debugging-pipe'));
      const renderers = launched.filter((args) => args.includes('--type=renderer'));
      expect(renderers.length).toBeGreaterThanOrEqual(2);
      expect(renderers.filter((args) => args.includes('--top-chrome-webui'))).toEqual([]);
      // Playwright's own list comes first; Chromium keeps the last one, which the renderers get.
      const [playwrights] = featuresOf(main!, 'disable-features');
      const effective = featuresOf(renderers[0]!, 'disable-features').at(-1);
      expect(playwrights!.filter((f) => !DISABLED_FEATURES.includes(f))).toEqual([]);
      expect(effective).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await browser.close();
    }
  });
});
