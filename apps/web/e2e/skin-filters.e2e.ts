import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';

// Issue 19 in the browser: the skin filters through the panel, and the skin marks of cards and details.
const b = useBrowser();

async function shopper(): Promise<Page> {
  const page = await b.page();
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  return page;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The next answer of GET /api/items/list whose query has every given key and value. */
function nextList(page: Page, want: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/items/list' && url.searchParams.get('random') === null && Object.entries(want).every(([k, v]) => url.searchParams.get(k) === v);
  });
}

async function settled<T>(page: Page, answer: Promise<T>): Promise<T> {
  const res = await answer;
  await page.locator('main div[aria-busy="false"]:has(article)').or(page.getByText('No products found')).first().waitFor();
  return res;
}

interface Listed {
  id: number;
  title: string;
  float_value: number | null;
  stattrak: boolean;
  rarity_color: string | null;
  exterior_name: string | null;
}

/** "#eb4b4b" -> "rgb(235, 75, 75)", as computed styles answer colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)).join(', ')})`;

describe('skins as buyers choose them (issue 19)', () => {
  it('SKIN-12, SKIN-5: float range and StatTrak™ chosen in the panel go to the URL and list only such skins, each card with its float on a wear bar', async () => {
    const page = await shopper();
    // BUDGET-11: the unfiltered first page comes with the document, so there is no answer to wait for.
    await page.goto('/products');
    await settled(page, Promise.resolve());
    const answer = nextList(page, { float_from: '0.1', float_to: '0.2', stattrak: 'stattrak' });
    await page.getByRole('textbox', { name: 'Float from' }).fill('0.1');
    await page.getByRole('textbox', { name: 'Float to' }).fill('0.2');
    await page.getByRole('combobox', { name: 'StatTrak™ / Souvenir' }).selectOption({ label: 'StatTrak™' });
    const res = await settled(page, answer);
    const listed = ((await res.json()) as { payload: Listed[] }).payload;
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.stattrak).toBe(true);
      expect(item.float_value).toBeGreaterThanOrEqual(0.1);
      expect(item.float_value).toBeLessThanOrEqual(0.2);
    }
    const params = new URL(page.url()).searchParams;
    expect([params.get('float_from'), params.get('float_to'), params.get('stattrak')]).toEqual(['0.1', '0.2', 'stattrak']);
    const first = cards(page).first();
    await expect.poll(() => first.getByText('StatTrak™').count()).toBeGreaterThan(0);
    const label = await first.getByTestId('wear-bar').getAttribute('aria-label');
    const float = Number(/float (\d\.\d{6})/.exec(label ?? '')?.[1]);
    expect(float).toBeGreaterThanOrEqual(0.1);
    expect(float).toBeLessThanOrEqual(0.2);
  });

  it('SKIN-10, SKIN-11: a card shows its rarity colour and wear bar; its details show the float with 6 decimals on the five-range wear bar (drawn at 1280 and 375 px, the marker on it), trade state and inspect link', async () => {
    const page = await shopper();
    const answer = nextList(page, { stattrak: 'normal' });
    await page.goto('/products?stattrak=normal&float_from=0.2&float_to=0.3');
    const res = await settled(page, answer);
    const listed = ((await res.json()) as { payload: Listed[] }).payload.filter((p) => p.rarity_color !== null && p.float_value !== null);
    const item = listed[0]!;
    const card = cards(page).filter({ has: page.getByRole('link', { name: item.title, exact: true }) }).first();
    const strip = card.getByTestId('rarity-bar');
    expect(await strip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(item.rarity_color!));
    expect((await strip.boundingBox())?.height).toBeGreaterThan(0);
    const bar = card.getByTestId('wear-bar');
    expect((await bar.boundingBox())?.width).toBeGreaterThan(50);
    await expect.poll(() => card.getByText(item.float_value!.toFixed(6)).count()).toBe(1);

    await card.getByRole('link', { name: item.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    expect(await page.getByTestId('float-value').textContent()).toBe(item.float_value!.toFixed(6));
    const detailsBar = page.getByRole('main').getByTestId('wear-bar').first();
    expect(await detailsBar.getAttribute('aria-label')).toBe(`Wear: float ${item.float_value!.toFixed(6)} (${item.exterior_name})`);
    expect(await detailsBar.locator(':scope > span:not([data-testid])').count()).toBe(5);
    // The bar is drawn (not flattened to 0 px) and the marker sits on it at the float, at 1280 and 375 px.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const box = (await detailsBar.boundingBox())!;
      const marker = (await detailsBar.getByTestId('wear-marker').boundingBox())!;
      expect(box.height, `the wear bar's height at ${viewport.width} px`).toBeGreaterThanOrEqual(8);
      expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width * item.float_value!))).toBeLessThan(3);
      expect(Math.abs(marker.y + marker.height / 2 - (box.y + box.height / 2))).toBeLessThan(1);
    }
    const detailsStrip = page.getByRole('main').getByTestId('rarity-bar').first();
    expect(await detailsStrip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(item.rarity_color!));
    expect(await page.getByText(/^(Tradable now|Tradable from .+)$/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Inspect in game' }).getAttribute('href')).toMatch(/^steam:\/\/rungame\/730\//);
  });
});
