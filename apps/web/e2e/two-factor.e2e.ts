import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, PASSWORD, signUp } from './journeys';

const b = useBrowser();

/**
 * SEC-21: the shop takes each 30 s step's code once and tolerates one step either way: the current
 * step's code, or the next step's while the current one was used; waits when both were.
 */
let lastStep = 0;
async function nextCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    step = lastStep + 1;
    const wait = (step - 1) * 30_000 - Date.now();
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait + 200));
  }
  lastStep = step;
  return generate({ secret, epoch: step * 30 });
}

/** The page does not scroll sideways (BUDGET-8 at 375 px). */
const fitsWidth = (page: Page) => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth <= window.innerWidth);

/** Screenshots of one state at 1280 and 375 px (to /tmp, for a look), checking at 375 that nothing overflows. */
async function atBothWidths(page: Page, name: string, focus: () => Promise<void>): Promise<void> {
  await focus();
  await page.screenshot({ path: `/tmp/two-factor-${name}-1280.png` });
  await page.setViewportSize(PHONE);
  await focus();
  expect(await fitsWidth(page), `${name} overflows at 375 px`).toBe(true);
  await page.screenshot({ path: `/tmp/two-factor-${name}-375.png` });
  await page.setViewportSize(DESKTOP);
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/auth?form=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

async function verify(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/account/personal');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

describe('two-factor sign-in (issue 45, web)', () => {
  it('SEC-20: a customer turns it on from the profile, then signs in with password and code, and once with a recovery code, which is refused the second time', async () => {
    const page = await consentedPage(b);
    const email = newEmail('two-factor');
    await signUp(page, email);

    // Turn it on: the password, the QR code and its key, the app's first code, the recovery codes.
    await page.goto('/account/personal#two-factor');
    const section = page.locator('#two-factor');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Continue' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await b.checkAccessible(page, 'the two-factor setup (QR code)');
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await atBothWidths(page, 'qr-setup', () => section.scrollIntoViewIfNeeded());

    await section.getByLabel('Authentication code').fill(await nextCode(secret));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const codes = section.getByTestId('recovery-code');
    await codes.nth(9).waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().innerText()).trim();
    await b.checkAccessible(page, 'the recovery codes');
    await atBothWidths(page, 'recovery-codes', () => section.scrollIntoViewIfNeeded());
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await section.getByText('Two-factor sign-in is on.').waitFor();
    await section.getByText('Recovery codes left: 10').waitFor();
    await page.setViewportSize(PHONE);
    expect(await fitsWidth(page), 'the profile overflows at 375 px with two-factor sign-in on').toBe(true);
    await page.setViewportSize(DESKTOP);

    // Password, then the app's code.
    await signOut(page);
    await signInWithPassword(page, email);
    await atBothWidths(page, 'code-step', async () => undefined);
    await verify(page, await nextCode(secret));
    await page.waitForURL((u) => u.pathname !== '/auth');

    // Password, then a recovery code: it works once.
    await signOut(page);
    await signInWithPassword(page, email);
    await verify(page, recovery);
    await page.waitForURL((u) => u.pathname !== '/auth');
    await page.goto('/account/personal#two-factor');
    await page.locator('#two-factor').getByText('Recovery codes left: 9').waitFor();

    await signOut(page);
    await signInWithPassword(page, email);
    await verify(page, recovery);
    await page.getByText('This code is not valid or has already been used. Check your authenticator app and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByLabel('Authentication code').getAttribute('aria-invalid')).toBe('true');
  }, 90_000);
});
