import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, PASSWORD, signUp } from './journeys';

const b = useBrowser();

describe('account sessions (issue 13)', () => {
  // Two browsers, a sign-up and a sign-in take longer than the default 60 s on a shared machine.
  it('SEC-9: signed in on two browsers, the first lists both sessions and ends the other; the other is sent to sign in', async () => {
    const first = await consentedPage(b);
    const email = newEmail('sessions');
    await signUp(first, email);

    const second = await consentedPage(b);
    await second.goto('/account/personal');
    await second.waitForURL((u) => u.pathname === '/auth');
    await second.getByLabel('Email').fill(email);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Enter' }).click();
    await second.waitForURL((u) => u.pathname === '/account/personal');

    await first.goto('/account/personal');
    const rows = first.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await rows.filter({ hasText: 'This device' }).waitFor();
    expect(await rows.filter({ hasText: 'Chrome on Linux' }).count()).toBe(2);
    await first.getByRole('button', { name: 'End session' }).click();
    await first.getByText('Session ended').waitFor();
    await first.getByRole('button', { name: 'End session' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);

    await second.goto('/account');
    await second.waitForURL((u) => u.pathname === '/auth');
    await second.getByRole('heading', { name: 'Sign In' }).waitFor();
    await first.reload();
    await first.getByTestId('session-row').waitFor();
    expect(new URL(first.url()).pathname).toBe('/account/personal');
  }, 120_000);
});
