import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage, fillCheckout, verifiedCustomer } from './journeys';

const b = useBrowser();

/**
 * SHELL-14 (WCAG 2.2 SC 2.5.8): the visible targets of the page smaller than 24×24 px, as
 * "tag 'name' w×h". Exempt as the criterion has it: a link inline in a sentence (text around it
 * in the same line box), and what is visually hidden (the skip link until focused).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]') !== null;
    };
    const inSentence = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const text = el.parentElement?.textContent?.trim() ?? '';
      return text.length > (el.textContent?.trim().length ?? 0);
    };
    // A stretched link (a card's title whose ::after covers the card) is as big as what it covers.
    const targetBox = (el: HTMLElement) => {
      const after = getComputedStyle(el, '::after');
      const stretched = after.position === 'absolute' && after.content !== 'none' && el.offsetParent;
      return (stretched ? el.offsetParent : el).getBoundingClientRect();
    };
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')].flatMap((el) => {
      const box = targetBox(el);
      if (box.width <= 1 || box.height <= 1 || hidden(el) || inSentence(el)) return [];
      if (box.width >= 23.5 && box.height >= 23.5) return [];
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.getAttribute('placeholder') ?? '';
      return [`${el.tagName.toLowerCase()} '${name.slice(0, 40)}' ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}

/** Waits for the page's main heading, then its lazy parts, and returns the targets under 24×24 px. */
async function smallTargetsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await smallTargets(page)).map((target) => `${path}: ${target}`);
}

interface Listed {
  id: number;
  title: string;
  market_name: string;
}
const listed = async (page: Page, query: string) => (await (await page.request.get(`/api/items/list?${query}`)).json()).payload as Listed[];

/** A listed item whose title ends with its exterior ('AK-47 | Redline (Field-Tested)') and whose skin has other listings. */
async function itemWithExterior(page: Page): Promise<Listed> {
  for (const item of await listed(page, 'exterior_names=Field-Tested&limit=40')) {
    if (!item.title.endsWith('(Field-Tested)')) continue;
    const same = await listed(page, `search=${encodeURIComponent(item.market_name)}&limit=40`);
    if (same.filter((p) => p.market_name === item.market_name).length >= 2) return item;
  }
  throw new Error('no listed skin titled with its exterior has two listings');
}

describe('the shop on a 375 px phone (issue 46)', () => {
  it('SHELL-14: every visible link, button and field of home, catalogue, product, sign-in, cart with its checkout form and account is at least 24×24 px', async () => {
    const guest = await consentedPage(b, PHONE);
    const small: string[] = [];
    small.push(...(await smallTargetsOf(guest, '/auth')));
    const page = await verifiedCustomer(b, 'targets');
    await page.setViewportSize(PHONE);
    for (const path of ['/', '/products']) small.push(...(await smallTargetsOf(page, path)));
    const item = await itemWithExterior(page);
    small.push(...(await smallTargetsOf(page, `/products/cs2/all/${item.id}`)));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    small.push(...(await smallTargetsOf(page, '/cart')));
    small.push(...(await smallTargetsOf(page, '/account/personal')));
    expect(small).toEqual([]);
  });

  it('CAT-47: at 375 px the filters are a sheet behind a Filters button with their count (focus kept inside, Escape, the close button and Show results close it, the page does not scroll); 1280 px keeps the panel', async () => {
    const page = await consentedPage(b, PHONE);
    await page.goto('/products');
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.waitFor();
    expect(await page.getByLabel('Min price').isVisible()).toBe(false);
    // The first screen shows products, not the filters.
    const firstCard = page.getByRole('main').getByRole('link', { name: /\|/ }).first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height);

    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let k = 0; k < 25; k += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await open.click();
    await sheet.getByLabel('Exterior').selectOption('Field-Tested');
    await page.waitForURL((u) => u.searchParams.get('exterior_names') === 'Field-Tested');
    const show = sheet.getByRole('button', { name: /^Show results \(\d[\d,]*\)$/ });
    await show.waitFor();
    await show.click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();

    await page.getByRole('button', { name: 'Filters, 1 active' }).click();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Min price').waitFor();
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
  });

  it('CART-WEB-2, CART-WEB-3: at 375 px the cart shows a title with its exterior in full, and the total with the pay button in view without scrolling', async () => {
    const page = await verifiedCustomer(b, 'phone-cart');
    await page.setViewportSize(PHONE);
    const item = await itemWithExterior(page);
    await page.goto(`/products/cs2/all/${item.id}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    const link = page.getByTestId('cart-item').getByRole('link', { name: item.title });
    await link.waitFor();
    // Every line of the title lies inside its row: nothing is clamped or cut, the exterior included.
    const whole = await link.evaluate((el) => {
      const row = el.closest('li')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()];
      const clamped = getComputedStyle(el).webkitLineClamp !== 'none' || getComputedStyle(el).textOverflow === 'ellipsis';
      return !clamped && lines.length > 0 && lines.every((r) => r.right <= row.right + 0.5 && r.bottom <= row.bottom + 0.5 && r.left >= row.left - 0.5);
    });
    expect(whole).toBe(true);
    expect(await link.innerText()).toBe(item.title);

    const bar = page.getByTestId('cart-pay-bar');
    await bar.getByRole('button', { name: 'Pay by card' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await bar.getByRole('button', { name: 'Pay by card' }).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await bar.innerText()).toContain('Total');
    // The bar pays as the form's own button does: a form not filled in yet is refused with the banner.
    await bar.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByText('Please fill in all required fields correctly and accept terms.').waitFor();
    await page.setViewportSize(DESKTOP);
    await bar.waitFor({ state: 'detached' });
  });

  it('CAT-45, CAT-46: a bought item\'s page says it was sold, in its heading and tab, and links the same skin\'s other listings (at 375 and 1280 px)', async () => {
    const page = await verifiedCustomer(b, 'sold-page');
    const item = await itemWithExterior(page);
    await page.goto(`/products/cs2/all/${item.id}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/products/cs2/all/${item.id}`);
      await page.getByRole('heading', { level: 1, name: `${item.title} — sold` }).waitFor();
      await page.getByText('This item has been sold.').waitFor();
      expect(await page.title()).toBe(`${item.title} — sold | Skins Market`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
    await page.getByRole('link', { name: 'See other listings of this skin' }).click();
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('search') !== null);
    const found = page.locator('main a[href^="/products/cs2/"]');
    await expect.poll(() => found.count()).toBeGreaterThan(0);
    expect(await found.evaluateAll((links, id) => links.some((a) => a.getAttribute('href')?.endsWith(`/${id}`)), item.id)).toBe(false);
  });
});
