import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, PASSWORD, signUp } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();

describe('email change (issue 13)', () => {
  it('SEC-10: a new email in the profile waits for the mailed link; opening it applies the change', async () => {
    const page = await consentedPage(b);
    const email = newEmail('before');
    const changed = newEmail('after');
    await signUp(page, email);
    await page.goto('/account/personal');
    await page.getByLabel('Email').fill(changed);
    // SEC-18: a new email asks for the current password.
    await page.locator('input[name="current_password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${changed}. Your email changes when you open it.` }).waitFor();

    await page.goto(await waitForLink(changed, /email\/change/));
    await page.getByText('Your email address has been changed.').waitFor();
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await page.waitForURL((u) => u.pathname === '/account/personal');
    await page.waitForFunction((want) => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value === want, changed);
  });
});
