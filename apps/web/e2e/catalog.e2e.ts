import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';

const b = useBrowser();

/** A visitor who already answered the cookie banner, so it covers nothing. */
async function shopper(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await b.page(viewport);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  return page;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The next answer of GET /api/items/list whose query has every given key and value. */
function nextList(page: Page, want: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/items/list' && url.searchParams.get('random') === null && Object.entries(want).every(([k, v]) => url.searchParams.get(k) === v);
  });
}

/** Waits until the grid shows the answer it is waiting for (no dimmed previous page). */
async function settled(page: Page, answer: Promise<unknown>) {
  await answer;
  await page.locator('main div[aria-busy="false"]:has(article)').or(page.getByText('No products found')).first().waitFor();
}

async function prices(page: Page): Promise<number[]> {
  return (await cards(page).locator('p > span:first-child').allTextContents()).map(money);
}

/**
 * Opens a list and waits for its grid. BUDGET-11: the first page of an unfiltered list comes with
 * the document (no API answer to wait for); a filtered or paged address still asks the API.
 */
async function openList(page: Page, path = '/products') {
  const lists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/items/list') lists.push(r.url());
  });
  await page.goto(path);
  await settled(page, Promise.resolve());
  expect(lists.length > 0, `${path}: the list was ${lists.length ? 'asked for' : 'inlined'}`).toBe(new URL(path, 'http://x').search !== '');
}

describe('the catalogue (issue 3)', () => {
  it('CAT-42: search applies on Enter, lists matching titles only, and the clear button empties it', async () => {
    const page = await shopper();
    await openList(page);
    const search = page.getByRole('searchbox', { name: 'Search skins' });
    await search.fill('Asiimov');
    const answer = nextList(page, { search: 'Asiimov' });
    await search.press('Enter');
    await settled(page, answer);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Asiimov');
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/asiimov/i);

    const cleared = nextList(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await settled(page, cleared);
    expect(await search.inputValue()).toBe('');
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);

    await search.fill('no such skin anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No products found').waitFor();
    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.locator('main div[aria-busy="false"]:has(article)').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await search.inputValue()).toBe('');
  });

  it('CAT-30: type and quality dropdowns filter the list and are written to the URL; Reset clears them', async () => {
    const page = await shopper();
    await openList(page);
    let answer = nextList(page, { type: 'Knife' });
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Knife');
    await settled(page, answer);
    const knives = (await (await answer).json()).payload as { title: string; type: string }[];
    expect(knives.length).toBeGreaterThan(0);
    expect(new Set(knives.map((k) => k.type))).toEqual(new Set(['Knife']));
    expect(await cards(page).locator('h2').allTextContents()).toEqual(knives.map((k) => k.title));

    answer = nextList(page, { type: 'Knife', quality: 'Covert' });
    await page.getByRole('combobox', { name: 'Quality' }).selectOption('Covert');
    await settled(page, answer);
    expect(new URL(page.url()).search).toBe('?type=Knife&quality=Covert');
    // The quality is the first mark in the row above the title (SKIN-10 puts StatTrak™/Souvenir beside it).
    const labels = await cards(page).locator('h2').locator('xpath=preceding-sibling::div[1]/span[1]').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Covert']));

    answer = nextList(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await settled(page, answer);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('');
  });

  it('CAT-30: a min and max price keep every price in the range (price_from, price_till)', async () => {
    const page = await shopper();
    await openList(page);
    const answer = nextList(page, { price_from: '10', price_till: '20' });
    await page.getByRole('textbox', { name: 'Min price' }).fill('10');
    await page.getByRole('textbox', { name: 'Max price' }).fill('20');
    await settled(page, answer);
    await expect.poll(() => new URL(page.url()).search).toBe('?price_from=10&price_till=20');
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown) {
      expect(p).toBeGreaterThanOrEqual(10);
      expect(p).toBeLessThanOrEqual(20);
    }
  });

  it('CAT-30: highest price first by default (not written); Lowest price first writes sort=asc', async () => {
    const page = await shopper();
    await openList(page);
    const desc = await prices(page);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    expect(await page.getByRole('combobox', { name: 'Sort' }).locator('option:checked').textContent()).toBe('Highest price first');

    const answer = nextList(page, { sort: 'asc' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Lowest price first' });
    await settled(page, answer);
    expect(new URL(page.url()).search).toBe('?sort=asc');
    const asc = await prices(page);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(asc[0]).toBeLessThan(desc[0] ?? 0);
  });

  it('CAT-34: pagination goes to page 3 and back, disables previous on the first page and scrolls to the top', async () => {
    const page = await shopper();
    await openList(page);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: '1', exact: true }).getAttribute('aria-current')).toBe('page');
    const firstTitles = await cards(page).locator('h2').allTextContents();

    await pager.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    let answer = nextList(page, { page: '3' });
    await pager.getByRole('button', { name: '3', exact: true }).click();
    await settled(page, answer);
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await pager.getByRole('button', { name: '3', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await cards(page).locator('h2').allTextContents()).not.toEqual(firstTitles);

    answer = nextList(page, { page: '2' });
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await settled(page, answer);
    answer = nextList(page, { page: '1' });
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await settled(page, answer);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(await cards(page).locator('h2').allTextContents()).toEqual(firstTitles);

    const meta = (await (await page.request.get('/api/items/list')).json()).meta as { pages: number };
    answer = nextList(page, { page: String(meta.pages) });
    await pager.getByRole('button', { name: String(meta.pages), exact: true }).click();
    await settled(page, answer);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // Wide screens: the first 4 pages, the current (last) one, and an ellipsis between.
    expect((await pager.getByRole('button').allTextContents()).slice(1, -1)).toEqual(['1', '2', '3', '4', String(meta.pages)]);
  });

  it('CAT-38: a card opens the details (title, type, price), Back returns to the same list page', async () => {
    const page = await shopper();
    await openList(page, '/products?page=2');
    const card = cards(page).first();
    const title = (await card.locator('h2').textContent()) ?? '';
    const shownPrice = await card.locator('p > span:first-child').textContent();
    const detail = page.waitForResponse((r) => /\/api\/items\/\d+\?/.test(r.url()));
    await card.getByRole('link').click();
    const product = (await (await detail).json()).payload as { title: string; type: string };
    expect(product.title).toBe(title);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/products\/cs2\/[a-z0-9-]+\/\d+$/);
    const details = cards(page).first();
    await details.getByText(product.type, { exact: true }).waitFor();
    await details.getByText(shownPrice ?? '', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Add to cart' }).waitFor();
    await details.getByRole('button', { name: 'Buy now' }).waitFor();
    await page.getByRole('heading', { name: 'Similar products' }).waitFor();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/products\?page=2$/);
    await page.locator('main div[aria-busy="false"]:has(article)').waitFor();
  });

  it('CAT-38, JOURNEY-5: a bad product id says "Product ID is missing"; an unknown one shows the server\'s message', async () => {
    const page = await shopper();
    await page.goto('/products/cs2/all/not-a-number');
    await page.getByText('Product ID is missing').waitFor();
    await page.goto('/products/cs2/all/99999999');
    await page.getByText('This product does not exist or has already been sold.').waitFor();
  });

  it('CAT-33: the sale page lists discounted items only, the new page new items only', async () => {
    const page = await shopper();
    await openList(page, '/sale');
    await page.getByRole('heading', { level: 1, name: 'Sale' }).waitFor();
    const saleCards = await cards(page).count();
    expect(saleCards).toBeGreaterThan(0);
    expect(await cards(page).locator('s').count()).toBe(saleCards);

    let answer = nextList(page, { sale: 'true', sort: 'asc' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('asc');
    await settled(page, answer);
    expect(new URL(page.url()).search).toBe('?sort=asc&sale=true');

    // Switching routes resets the filters.
    answer = nextList(page, { new: 'true' });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Fresh Offers' }).click();
    await settled(page, answer);
    await page.getByRole('heading', { level: 1, name: 'New items' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('desc');
    const newCards = await cards(page).count();
    expect(newCards).toBeGreaterThan(0);
    expect(await cards(page).getByText('New', { exact: true }).count()).toBe(newCards);
  });

  it('CAT-37: a guest who adds to cart is warned and sent to sign-in with a redirect back', async () => {
    const page = await shopper();
    await openList(page, '/products?sort=asc');
    const card = cards(page).first();
    await card.hover();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Please login to add items to cart').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    const url = new URL(page.url());
    expect(url.searchParams.get('form')).toBe('signin');
    expect(url.searchParams.get('redirect')).toBe('/products?sort=asc');
  });

  it('CAT-40: a currency change reloads the prices on the open page', async () => {
    const page = await shopper();
    await openList(page, '/products?sort=asc');
    expect((await cards(page).locator('p > span:first-child').first().textContent())?.startsWith('€')).toBe(true);
    const answer = nextList(page, { currency: 'USD' });
    await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('USD');
    await settled(page, answer);
    await expect.poll(async () => (await cards(page).locator('p > span:first-child').allTextContents()).every((t) => t.startsWith('$'))).toBe(true);
  });

  it('CAT-43: home shows every block; a type tile opens the list filtered by that type', async () => {
    const page = await shopper();
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop now' }).waitFor();
    for (const text of ['Exclusive drops', 'Fast and secure', 'Your vibe', 'Daily Drops']) await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'Daily Drops' }).getByRole('article').first().waitFor();
    const daily = await page.getByRole('region', { name: 'Daily Drops' }).getByRole('article').first().boundingBox();
    expect(daily?.width).toBe(240);
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth?form=signup');

    const answer = nextList(page, { type: 'Pistol' });
    await page.getByRole('link', { name: 'Pistol', exact: true }).click();
    await settled(page, answer);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/products?type=Pistol');
    expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('Pistol');
  });

  it('CAT-36: at 375 px the list has 2 columns, the narrow pager and nothing wider than the screen', async () => {
    const page = await shopper(PHONE);
    for (const path of ['/', '/sale']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await openList(page, '/products?page=3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const lefts = new Set<number>();
    for (const box of await Promise.all((await cards(page).all()).map((c) => c.boundingBox()))) if (box) lefts.add(Math.round(box.x));
    expect(lefts.size).toBe(2);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const meta = (await (await page.request.get('/api/items/list')).json()).meta as { pages: number };
    // Up to 640 px: the first page, the current one and the last.
    expect((await pager.getByRole('button').allTextContents()).slice(1, -1)).toEqual(['1', '3', String(meta.pages)]);
  });
});
