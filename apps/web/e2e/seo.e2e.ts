import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage } from './journeys';

const b = useBrowser();

/** Waits until the document's title is `title` (or matches it). */
const titleIs = (page: Page, title: string | RegExp) =>
  page.waitForFunction(({ exact, pattern }) => (pattern === null ? document.title === exact : new RegExp(pattern).test(document.title)), {
    exact: typeof title === 'string' ? title : null,
    pattern: typeof title === 'string' ? null : title.source,
  });

describe('titles and descriptions in the browser (issue 16)', () => {
  it('SEO-1: a shared ?lang=de link opens in German: the served head and the page speak the same language, for a German browser too', async () => {
    const context = await b.context();
    await context.setExtraHTTPHeaders({ 'accept-language': 'pl-PL,pl;q=0.9' });
    const page = await context.newPage();
    const raw = await page.request.get('/sale?lang=de');
    expect(await raw.text()).toContain('<title>CS2-Skins im Angebot | Skins Market</title>');
    await page.goto('/sale?lang=de');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await titleIs(page, 'CS2-Skins im Angebot | Skins Market');
    // Without ?lang= a browser's own language is not guessed (spec §4: the default, English).
    const plain = await b.page();
    await plain.goto('/sale');
    await plain.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await plain.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('SEO-1: the served document has the route title before any script; client navigation and a language change retitle the page', async () => {
    const raw = await (await b.page()).request.get('/sale');
    expect(await raw.text()).toContain('<title>CS2 skins on sale | Skins Market</title>');

    const page = await consentedPage(b);
    await page.goto('/');
    await titleIs(page, 'Buy CS2 skins | Skins Market');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Discount Store', exact: true }).click();
    await page.waitForURL('**/sale');
    await titleIs(page, 'CS2 skins on sale | Skins Market');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('CS2 skins below their usual price, refreshed every day.');

    // A product's details: its name and price.
    const card = page.locator('main a[href^="/products/cs2/"]').first();
    const name = (await card.textContent())?.trim() ?? '';
    await card.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await titleIs(page, /for .\d[\d,]*\.\d\d \| Skins Market$/);
    expect(await page.title()).toContain(name);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await titleIs(page, / für .* \| Skins Market$/);
    await page.goto('/nope');
    await titleIs(page, 'Hoppla! Seite nicht gefunden | Skins Market');
  });

  it('SEO-3, SEO-5: robots.txt is a real file and a missing file a plain 404 from the built server', async () => {
    const page = await b.page();
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${b.baseURL()}/sitemap.xml`);
    const missing = await page.request.get('/x.png');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/plain/);
  });
});
