import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, signUp } from './journeys';

const b = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, c: Box) => a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height;

/** What the visitor sees at the target's centre: true when it is the target (or inside it), not something over it. */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

/** Whether any part of the target is inside the window now. */
const inView = (target: Locator) => target.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
});

/**
 * BUDGET-6: a main action the cookie banner must not cover: where the first view shows it, and
 * scrolled to its lowest place in the window (its bottom on the window's bottom edge, as far as
 * a visitor who scrolls down to it sees it first).
 */
async function expectUncovered(target: Locator, what: string) {
  await target.waitFor();
  if (await inView(target)) expect(await onTop(target), `${what}, first view`).toBe(true);
  // Scrolled to again until the page's late content (lazy sections, images) has taken its place.
  await expect
    .poll(async () => {
      await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      return onTop(target);
    }, { message: `${what}, scrolled to`, timeout: 5000 })
    .toBe(true);
}

/**
 * BUDGET-8 (WCAG 2.5.8): the visible targets smaller than 24x24 px, except links inside a
 * sentence (the criterion's inline exception). A stretched link (its ::after laid over its card)
 * counts at the card's size. Answers "tag "text": width x height".
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [tabindex="0"]');
    const small: string[] = [];
    for (const el of targets) {
      const style = getComputedStyle(el);
      const stretched = getComputedStyle(el, '::after').position === 'absolute';
      const r = (stretched && el.offsetParent ? el.offsetParent : el).getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const inSentence = el.tagName === 'A' && el.parentElement?.tagName === 'P' && (el.parentElement.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      if (inSentence) continue;
      if (r.width < 24 || r.height < 24) small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}": ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return small;
  });

describe('accessibility and the phone layout (issue 16)', () => {
  it('BUDGET-5: Tab from the top of a page focuses "Skip to main content", shown on focus; Enter moves the focus to the main content', async () => {
    const page = await consentedPage(b);
    await page.goto('/products');
    await page.getByRole('main').getByRole('article').first().waitFor();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await onTop(skip)).toBe(false);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height >= 24).toBe(true);
    expect(await onTop(skip)).toBe(true);

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).pathname).toBe('/products');
    // The next Tab goes on inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  // A laptop's 1280x720 too: the first view ends just under the home's call to action.
  for (const viewport of [PHONE, DESKTOP, { width: 1280, height: 720 }]) {
    it(`BUDGET-6: at ${viewport.width}x${viewport.height} the first visit's cookie banner is a labelled dialog with the focus; it covers neither the home's actions nor Sign Up`, async () => {
      const page = await b.page(viewport);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'We use cookies' });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('false');
      const described = await dialog.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
      expect(described).toBe('We use cookies to run the shop, to remember your choices and, with your consent, to measure how the site is used.');
      await expect.poll(() => dialog.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const name of ['OK', 'Customize', 'Reject All']) await dialog.getByRole('button', { name, exact: true }).waitFor();

      await expectUncovered(page.getByRole('main').getByRole('link', { name: 'Shop now' }), 'Shop now');
      // The closing call to action: sign-up (sign-in while registration is off, JOURNEY-7).
      await expectUncovered(page.getByRole('main').getByRole('link', { name: /^(Create an account|Log in)$/ }), 'the closing call to action');
      // The end of the page is reachable too: the banner takes its own space below the footer.
      await expectUncovered(page.locator('footer p').last(), 'the footer');

      await page.goto('/auth?form=signup');
      await expectUncovered(page.getByRole('button', { name: 'Sign Up', exact: true }), 'Sign Up');
      expect(await dialog.isVisible()).toBe(true);
    });
  }

  it('BUDGET-6: reopened from the footer, the cookie settings dialog takes the focus', async () => {
    const page = await consentedPage(b);
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('BUDGET-8: at 375 px every tap target of the home, a list and the cookie banner is at least 24x24 px', async () => {
    const page = await b.page(PHONE);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'We use cookies' }).waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Customize' }).click();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Proceed' }).click();

    await page.goto('/products');
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile navigation' }).waitFor();
    await b.checkAccessible(page, 'mobile menu open');
    expect(await smallTargets(page)).toEqual([]);
  });

  it("BUDGET-8: at 375 px a card's Add to cart sits under the item's art, inside the card, without hovering", async () => {
    const page = await consentedPage(b, PHONE);
    await page.goto('/products');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    for (const card of (await cards.all()).slice(0, 4)) {
      const button = card.getByRole('button', { name: 'Add to cart' });
      await button.scrollIntoViewIfNeeded();
      const art = await card.locator('img').first().boundingBox();
      expect(await button.isVisible()).toBe(true);
      expect(await onTop(button)).toBe(true);
      const [buttonBox, cardBox] = [await button.boundingBox(), await card.boundingBox()];
      if (!art || !buttonBox || !cardBox) throw new Error('a card without its art or button');
      expect(overlap(art, buttonBox)).toBe(false);
      expect(buttonBox.y).toBeGreaterThanOrEqual(art.y + art.height);
      expect(buttonBox.x >= cardBox.x && buttonBox.x + buttonBox.width <= cardBox.x + cardBox.width).toBe(true);
    }
  });

  it('BUDGET-8: at 375 px the account tabs are all in view (no sideways scroll), in English and German; BUDGET-4: the account menu open', async () => {
    const page = await consentedPage(b, PHONE);
    await signUp(page, newEmail('a11y'));
    const tabs = page.getByRole('navigation', { name: 'Account sections' }).getByRole('link');
    await tabs.first().waitFor();
    const inside = () =>
      tabs.evaluateAll((links) =>
        links.every((a) => {
          const r = a.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth && r.height >= 24;
        }),
      );
    expect(await tabs.count()).toBeGreaterThanOrEqual(3);
    expect(await inside()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const languages = (await (await page.request.get('/api/languages')).json()).payload as { id: number; code: string; title: string }[];
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: languages.find((l) => l.code === 'de')?.title ?? '' });
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.keyboard.press('Escape');
    expect(await inside()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // BUDGET-4: the signed-in header's other open menu, the account dropdown.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.locator('[aria-expanded="true"]').waitFor();
    await b.checkAccessible(page, 'account menu open');
  });
});
