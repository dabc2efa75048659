import type { Page } from 'playwright-core';
import type { useBrowser } from './browser';

/** Helpers shared by the journey files: a consented page, fresh emails, sign-up through the form. */
export const PASSWORD = 'Secret1234';
let seq = 0;
export const newEmail = (prefix = 'journey') => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}@example.com`;

/** A page whose cookie banner is already answered. */
export async function consentedPage(b: ReturnType<typeof useBrowser>): Promise<Page> {
  const page = await b.page();
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
