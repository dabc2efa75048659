import { messagesEn } from '@skins/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, type useBrowser } from './browser';
import { waitForLink } from './mailbox';
import { signInAsOperator } from './operator';

/** Helpers shared by the journey files: a consented page, fresh emails, sign-up through the form. */
export const PASSWORD = 'Secret1234';
let seq = 0;
export const newEmail = (prefix = 'journey') => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}@example.com`;

/** A page whose cookie banner is already answered (SHELL-3: a plain true is the default choice). */
export async function consentedPage(b: ReturnType<typeof useBrowser>, viewport: { width: number; height: number } = DESKTOP, context?: BrowserContext): Promise<Page> {
  const page = await b.page(viewport, context);
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookie_consent')) localStorage.setItem('cookie_consent', 'true');
  });
  return page;
}

export type Texts = (key: keyof typeof messagesEn) => string;

/** Picks a language in the header's select of the open page; returns that language's texts over the English defaults. */
export async function pickLanguage(page: Page, code: 'en' | 'de' | 'pl'): Promise<Texts> {
  const languages = (await (await page.request.get('/api/languages')).json()).payload as { id: number; code: string; title: string }[];
  const language = languages.find((l) => l.code === code);
  expect(language).toBeDefined();
  const texts = (await (await page.request.get(`/api/localizations?lang_id=${language!.id}`)).json()).payload as Record<string, string>;
  await page.getByRole('combobox', { name: messagesEn.select_language }).selectOption({ label: language!.title });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
  return (key) => texts[key] ?? messagesEn[key];
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
export async function buyNow(page: Page, nth: number, buyLabel = 'Buy now', list = '/products'): Promise<string> {
  await page.goto(list);
  // The subcategory links render before the cards (they keep their place while the list loads): wait for the cards.
  const productHrefs = async () =>
    (await page.locator('main a[href^="/products/cs2/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))])).filter((h) =>
      /^\/products\/cs2\/[^/]+\/\d+$/.test(h),
    );
  await expect.poll(async () => (await productHrefs()).length).toBeGreaterThan(nth);
  const product = (await productHrefs())[nth];
  await page.goto(product!);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: buyLabel }).click();
  await page.waitForURL((u) => u.pathname === '/cart');
  await page.getByRole('link', { name: title }).waitFor();
  return title;
}

/** Signs up (with `email`, in `context`'s shop when given) and opens the mailed verification link (checkout needs a verified email). */
export async function verifiedCustomer(b: ReturnType<typeof useBrowser>, prefix = 'pay', opts: { email?: string; context?: BrowserContext } = {}): Promise<Page> {
  const page = await consentedPage(b, DESKTOP, opts.context);
  const email = opts.email ?? newEmail(prefix);
  await signUp(page, email);
  await page.goto(await waitForLink(email, /verify/));
  await page.getByText('Your email has been verified').waitFor();
  return page;
}

/** The cart form: name, surname, email and phone come from the profile; the rest is typed. */
export async function fillCheckout(page: Page, tradeLink = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf'): Promise<void> {
  await page.getByLabel('Steam trade link').fill(tradeLink);
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('Address line').fill('Rua Augusta 1');
  await page.getByLabel('Post Code').fill('1100-048');
  await page.getByRole('checkbox').check();
}

/**
 * PAY-WEB-9: tops the balance up by `amount` through the profile's modals and approves it on the
 * sandbox page; `beforeMethod` may look at the top-up dialog before a method is chosen.
 */
export async function topUp(page: Page, amount: string, beforeMethod?: (dialog: Locator) => Promise<void>): Promise<void> {
  await openTopUp(page, amount, beforeMethod);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.pathname === '/success-payment');
}

/** A top-up through the modals up to the provider's (sandbox) page, left unpaid there. */
export async function openTopUp(page: Page, amount: string, beforeMethod?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.goto('/account/personal');
  await page.getByLabel('Top-up amount').fill(amount);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const topup = page.getByRole('dialog', { name: 'Top up your balance' });
  await beforeMethod?.(topup);
  await topup.getByRole('radio').first().check();
  await topup.getByRole('button', { name: 'Continue' }).click();
  const billing = page.getByRole('dialog', { name: 'Billing details' });
  await billing.getByLabel('Country').selectOption({ label: 'Portugal' });
  await billing.getByLabel('City').fill('Lisbon');
  await billing.getByLabel('Address', { exact: true }).fill('Rua Augusta 1');
  await billing.getByLabel('Postal code').fill('1100-048');
  await billing.getByRole('checkbox').check();
  await billing.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/api/sandbox/pay/'));
}

/** The operator signs in through the shop's form and lands in the back office (OPS-41: the gate sends a guest to sign in and back). */
export async function operatorPage(b: ReturnType<typeof useBrowser>, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await consentedPage(b, viewport);
  await page.goto('/operator');
  await page.waitForURL((u) => u.pathname === '/auth');
  await signInAsOperator(page);
  await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
  return page;
}

/** The operator confirms an action of a back-office row: its button (named exactly), then the dialog's (a value typed first when given); the dialog passes axe. */
export async function actOnRow(b: ReturnType<typeof useBrowser>, page: Page, button: string, dialogName: string, confirm: string, value?: { label: string; text: string }): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (value) await dialog.getByLabel(value.label).fill(value.text);
  await b.checkAccessible(page, `the ${dialogName} dialog`);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * OFFER-12: accepts the quote in an open offer dialog: a seller without a trade link saved types it
 * at the accept step (saved to the profile, then accepted); one with a link clicks Accept.
 */
export async function acceptQuote(dialog: Locator): Promise<void> {
  const step = dialog.getByTestId('offer-trade-link-step');
  const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
  await step.or(accept).first().waitFor();
  if (await step.isVisible()) {
    await step.getByLabel('Steam trade link').fill('https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12');
    await step.getByRole('button', { name: 'Save and accept' }).click();
  } else await accept.click();
}
