import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage } from './journeys';
import { signInAsOperator } from './operator';

const b = useBrowser();
/** Where the card screenshots go, to be looked at (ART-1). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

async function operatorCatalog(): Promise<Page> {
  const page = await consentedPage(b);
  await page.goto('/auth?form=signin');
  await signInAsOperator(page);
  await page.goto('/operator/catalog');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  return page;
}

/** Every card picture in view has loaded (an SVG the image route drew, not a broken image); the lazy ones below wait for a scroll. */
async function cardPicturesLoaded(page: Page): Promise<string[]> {
  await page.locator('main div[aria-busy="false"]:has(article)').first().waitFor();
  const inView = () =>
    page.locator('main article img').evaluateAll((imgs) => imgs.filter((i) => i.getBoundingClientRect().top < window.innerHeight).map((i) => ({ src: i.getAttribute('src') ?? '', done: (i as HTMLImageElement).complete, width: (i as HTMLImageElement).naturalWidth })));
  await expect.poll(async () => (await inView()).every((i) => i.done)).toBe(true);
  const pictures = await inView();
  expect(pictures.filter((i) => i.width === 0)).toEqual([]);
  return pictures.map((i) => i.src);
}

describe('back office: item image (issues 17 and 19, Art)', () => {
  it('ART-3: the Image field refuses an address off the Steam allowlist; with it empty, the card shows the generated art of the model', async () => {
    const title = `★ Karambit | Operator Fade ${Date.now().toString(36)}`;
    const op = await operatorCatalog();
    await op.getByRole('button', { name: 'New item' }).click();
    const dialog = op.getByRole('dialog', { name: 'New item' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').fill('Knife');
    await dialog.getByLabel('Price (EUR)').fill('120');
    await dialog.getByLabel('Picture').selectOption('knife');
    await expect.poll(() => dialog.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toMatch(/^\/img\/items\/knife\/karambit-operator-fade-[a-z0-9]+\.svg$/);
    for (const address of ['https://evil.example.com/economy/image/abc', 'http://community.cloudflare.steamstatic.com/economy/image/abc']) {
      await dialog.getByLabel('Image').fill(address);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(/^Enter a Steam economy image address/).waitFor();
    }
    await b.checkAccessible(op);
    await dialog.getByLabel('Image').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const page = await consentedPage(b);
    await page.goto(`/products?search=${encodeURIComponent('Operator Fade')}`);
    const card = page.locator('main article', { hasText: title });
    await card.waitFor();
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/img\/items\/knife\/karambit-operator-fade-[a-z0-9]+-[0-9a-f]{8}\.svg$/);
    const art = await page.request.get(src ?? '');
    expect(art.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    // The Karambit's own silhouette: its finger ring, not the generic knife.
    expect(await art.text()).toContain('aria-label="knife: karambit-operator-fade');
    await cardPicturesLoaded(page);
  });

  it('ART-1: knives, gloves and rifles cards show their models\' art on desktop and at 375px', async () => {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const page = await consentedPage(b, viewport);
      for (const sub of ['knives', 'gloves', 'rifles']) {
        await page.goto(`/products/cs2/${sub}`);
        const srcs = await cardPicturesLoaded(page);
        expect(srcs.length, sub).toBeGreaterThan(0);
        // ART-4: a card also shows its stickers' and charm's small pictures beside the model's art.
        const models = srcs.filter((s) => !/^\/img\/(stickers|charms)\//.test(s));
        expect(models.length, sub).toBeGreaterThan(0);
        expect(models.every((s) => s.startsWith('/img/items/')), sub).toBe(true);
        await page.screenshot({ path: `${SHOTS}/art-${sub}-${name}.png` });
      }
    }
  });
});
