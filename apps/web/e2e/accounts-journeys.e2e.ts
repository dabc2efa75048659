import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage as sharedConsentedPage, newEmail, PASSWORD, signUp } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();
const consentedPage = () => sharedConsentedPage(b);

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter' }).click();
}

/** Ends the session through the account page's logout button. */
async function logOut(page: Page): Promise<void> {
  await page.goto('/account/personal');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

describe('account journeys (issue 4)', () => {
  it('AUTH-WEB-10, AUTH-WEB-16: sign up, open the mailed verification link, land verified; the link twice, and then the verification page, say already verified', async () => {
    const page = await consentedPage();
    const email = newEmail();
    await signUp(page, email);
    await page.getByText(email).first().waitFor();
    const link = await waitForLink(email, /verify/);
    await page.goto(link);
    await page.getByText('Your email has been verified').waitFor();
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await page.waitForURL((u) => u.pathname === '/account/personal');
    await page.goto(link);
    await page.getByText('Your email is already verified').waitFor();
    const auth = await page.evaluate(async () => (await fetch('/api/is-auth', { credentials: 'include' })).json());
    expect(auth).toMatchObject({ authenticated: true, emailVerified: true });
    // AUTH-WEB-16: the verification page tells a verified user so, with no link to resend.
    await page.goto('/email-verification');
    await page.getByRole('heading', { name: 'Your email is already verified' }).waitFor();
    expect(await page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await page.waitForURL((u) => u.pathname === '/account/personal');
  });

  it('AUTH-WEB-11: a wrong password shows the server message; the right one goes back to the protected page', async () => {
    const setup = await consentedPage();
    const email = newEmail();
    await signUp(setup, email);
    await setup.context().close();

    const page = await consentedPage();
    await page.goto('/account/orders');
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/orders');
    await signIn(page, email, 'Wrong123x');
    const alert = page.getByRole('alert').filter({ hasText: /credentials|password|match/i }).first();
    await alert.waitFor();
    expect(page.url()).toContain('/auth');
    await signIn(page, email);
    await page.waitForURL((u) => u.pathname === '/account/orders');
    await page.getByText('No orders found').waitFor();
  });

  it('AUTH-WEB-12: reset the password by the mailed link, then sign in with the new one', async () => {
    const setup = await consentedPage();
    const email = newEmail();
    await signUp(setup, email);
    await setup.context().close();

    const page = await consentedPage();
    await page.goto('/auth?form=reset');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset link sent. Please check your email.').first().waitFor();
    const link = await waitForLink(email, /reset-password/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Newpass1234');
    await page.getByLabel('Confirm new password').fill('Newpass1234');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    await signIn(page, email, 'Newpass1234');
    await page.waitForURL((u) => u.pathname.startsWith('/account'));
  });

  it('AUTH-WEB-13: edit the profile, change the password, log out, and sign in with the new password', async () => {
    const page = await consentedPage();
    const email = newEmail();
    await signUp(page, email);
    await page.goto('/account/personal');
    await page.getByLabel('City').fill('Porto');
    await page.getByLabel('Address').fill('Rua das Flores 1');
    await page.getByLabel('Post code').fill('4050-262');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.reload();
    expect(await page.getByLabel('City').inputValue()).toBe('Porto');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Changed1234');
    await page.getByLabel('Repeat new password').fill('Changed1234');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').first().waitFor();

    await logOut(page);
    expect(await page.evaluate(() => [localStorage.getItem('auth_session'), localStorage.getItem('token')])).toEqual([null, null]);
    await page.goto('/auth');
    await signIn(page, email, 'Changed1234');
    await page.waitForURL((u) => u.pathname.startsWith('/account'));
  });

  it('AUTH-WEB-14: a guest sent from /cart to sign-in comes back to /cart after signing in', async () => {
    const setup = await consentedPage();
    const email = newEmail();
    await signUp(setup, email);
    await setup.context().close();

    const page = await consentedPage();
    await page.goto('/cart');
    await page.waitForURL((u) => u.pathname === '/auth');
    await signIn(page, email);
    await page.waitForURL((u) => u.pathname === '/cart');
  });
});
