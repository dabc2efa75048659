import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, type useBrowser } from './browser';
import { waitForLink } from './mailbox';

/** Helpers shared by the journey files: a consented page, fresh emails, sign-up through the form. */
export const PASSWORD = 'Secret1234';
let seq = 0;
export const newEmail = (prefix = 'journey') => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}@example.com`;

/** A page whose cookie banner is already answered. */
export async function consentedPage(b: ReturnType<typeof useBrowser>, viewport: { width: number; height: number } = DESKTOP, context?: BrowserContext): Promise<Page> {
  const page = await b.page(viewport, context);
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookie_consent')) localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, performance: true, functional: false, targeting: false }));
  });
  return page;
}

/** Signs up through the form; returns on the page the app lands on. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/auth?form=signup');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+351 912 345 678');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/account'));
}

/** Opens the nth item of the product list and presses its buy button ('Buy now', or its translation); returns its title once it is in the cart. */
export async function buyNow(page: Page, nth: number, buyLabel = 'Buy now'): Promise<string> {
  await page.goto('/products');
  // The subcategory links render before the cards (they keep their place while the list loads): wait for the cards.
  const productHrefs = async () =>
    (await page.locator('main a[href^="/products/cs2/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))])).filter((h) =>
      /^\/products\/cs2\/[^/]+\/\d+$/.test(h),
    );
  await expect.poll(async () => (await productHrefs()).length, { timeout: 15_000 }).toBeGreaterThan(nth);
  const product = (await productHrefs())[nth];
  await page.goto(product!);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: buyLabel }).click();
  await page.waitForURL((u) => u.pathname === '/cart');
  await page.getByRole('link', { name: title }).waitFor();
  return title;
}

/** Signs up and opens the mailed verification link (checkout needs a verified email). */
export async function verifiedCustomer(b: ReturnType<typeof useBrowser>, prefix = 'pay'): Promise<Page> {
  const page = await consentedPage(b);
  const email = newEmail(prefix);
  await signUp(page, email);
  await page.goto(await waitForLink(email, /verify/));
  await page.getByText('Your email has been verified').waitFor();
  return page;
}

/** The cart form: name, surname, email and phone come from the profile; the rest is typed. */
export async function fillCheckout(page: Page): Promise<void> {
  await page.getByLabel('Steam trade link').fill('https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('Address line').fill('Rua Augusta 1');
  await page.getByLabel('Post Code').fill('1100-048');
  await page.getByRole('checkbox').check();
}
