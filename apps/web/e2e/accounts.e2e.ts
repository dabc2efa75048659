import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { consentedPage } from './journeys';

const b = useBrowser();

describe('accounts (issue 4, web)', () => {
  it('AUTH-WEB-1: a guest on /cart is sent to sign-in with a redirect back', async () => {
    const page = await consentedPage(b);
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('form')).toBe('signin');
    expect(url.searchParams.get('redirect')).toBe('/cart');
  });

  it('AUTH-WEB-2: sign-in checks the fields before calling the server', async () => {
    const page = await consentedPage(b);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('Email and password are required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('Invalid email format').waitFor();
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth?form=reset');
    expect(await page.getByRole('link', { name: 'Please register' }).getAttribute('href')).toBe('/auth?form=signup');
  });

  it('AUTH-WEB-3: sign-up shows the first failing rule under its field (phone)', async () => {
    const page = await consentedPage(b, PHONE);
    await page.goto('/auth?form=signup');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Phone number').fill('12ab');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    const wrapped = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(wrapped).toBe(true);
  });
});
