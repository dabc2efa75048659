import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, signUp } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();

/** Every visible text-like field of the page's forms (main and dialogs, not the header's currency and language pickers) that is narrower than 120 px or sticks out of its parent or the viewport. */
function badFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement>('main :is(input, select, textarea), [role=dialog] :is(input, select, textarea)')) {
      if (['checkbox', 'radio', 'hidden'].includes(el.type)) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      const parent = el.parentElement!.getBoundingClientRect();
      const name = el.labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.getAttribute('name') || el.tagName;
      if (box.width < 120) bad.push(`${name}: ${Math.round(box.width)} px wide`);
      if (box.right > parent.right + 1) bad.push(`${name}: right edge ${Math.round(box.right)} past its parent's ${Math.round(parent.right)}`);
      if (box.right > document.documentElement.clientWidth) bad.push(`${name}: right edge ${Math.round(box.right)} past the viewport`);
    }
    return bad;
  });
}

/** The bad fields of a page at desktop and phone width; `open` brings the page to its form (again after each resize). */
async function widthProblems(page: Page, path: string, open: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await open();
    problems.push(...(await badFields(page)).map((bad) => `${path} at ${viewport.width} px: ${bad}`));
  }
  return problems;
}

describe('form widths (issue 14)', () => {
  it('JOURNEY-2: signed in with an item in the cart, no field of cart, account, support or request-skin forms is narrower than 120 px or overflows, at 1280 and 375 px', async () => {
    const page = await consentedPage(b);
    const email = newEmail('widths');
    await signUp(page, email);
    await page.goto(await waitForLink(email, /verify/));
    await page.getByText('Your email has been verified').waitFor();
    await page.goto('/products');
    const card = page.locator('main article').first();
    await card.hover();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    const problems: string[] = [];

    problems.push(...(await widthProblems(page, '/cart', () => page.getByLabel('Steam trade link').waitFor())));
    problems.push(...(await widthProblems(page, '/account/personal', () => page.getByLabel('Top-up amount').waitFor())));
    problems.push(...(await widthProblems(page, '/account/personal', async () => {
      await page.getByLabel('Top-up amount').fill('50');
      await page.getByRole('button', { name: 'Top up', exact: true }).click();
      await page.getByRole('dialog', { name: 'Top up your balance' }).getByRole('radio').first().check();
      await page.getByRole('dialog', { name: 'Top up your balance' }).getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog', { name: 'Billing details' }).getByLabel('City').waitFor();
    })));
    problems.push(...(await widthProblems(page, '/support', () => page.getByLabel('Message').waitFor())));
    problems.push(...(await widthProblems(page, '/request-skin', () => page.getByLabel('Skin name').waitFor())));
    problems.push(...(await widthProblems(page, '/account/offers?sell=1', () => page.getByRole('dialog', { name: 'Sell skins' }).getByLabel('Skin name').waitFor())));

    const guest = await consentedPage(b);
    problems.push(...(await widthProblems(guest, '/auth', () => guest.getByLabel('Password', { exact: true }).waitFor())));
    problems.push(...(await widthProblems(guest, '/auth?form=signup', () => guest.getByLabel('Confirm password').waitFor())));
    expect(problems).toEqual([]);
    // Sixteen page loads at two widths, a sign-up and a top-up: 60 s was too short on a slow machine.
  }, 180_000);
});
