import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, PASSWORD, signUp } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();

describe('personal data (issue 50)', () => {
  it('GDPR-10: a customer downloads their data from the mailed link (once), deletes the account with the password, and cannot sign in again', async () => {
    const page = await consentedPage(b);
    const email = newEmail('gdpr');
    await signUp(page, email);
    await page.goto('/account/personal');

    // Download my data: asked in the account, built by the sweep, mailed as a one-time link.
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText('We are preparing your data. We will email you a link to download it.').waitFor();
    const link = await waitForLink(email, /personal-data\/download/, 20_000);
    const [download] = await Promise.all([page.waitForEvent('download'), page.evaluate((href) => (window.location.href = href), link)]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = JSON.parse(execFileSync('unzip', ['-p', await download.path(), 'personal-data.json'], { encoding: 'utf8' }));
    expect(data.tables.profile[0]).toMatchObject({ email, name: 'Ana', surname: 'Silva' });
    expect(execFileSync('unzip', ['-Z1', await download.path()], { encoding: 'utf8' })).toContain('orders.csv');
    expect((await page.request.get(link)).status()).toBe(410);

    // Delete my account: the password confirms it; the person is signed out and sent home.
    await page.goto('/account/personal');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL((u) => u.pathname === '/');

    // Signing in again fails like an unknown account.
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
