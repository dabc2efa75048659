import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage } from './journeys';
import { keepOperatorSecret, OPERATOR_EMAIL, OPERATOR_PASSWORD, turnOffOperatorTwoFactor } from './operator';

const b = useBrowser();

describe('the back office needs two-factor sign-in (issue 45)', () => {
  it('SEC-24: an operator without two-factor sign-in is sent to set it up; once it is on, the back office opens', async () => {
    await turnOffOperatorTwoFactor();
    const page = await consentedPage(b);
    await page.goto('/auth?form=signin');
    await page.getByLabel('Email').fill(OPERATOR_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL((u) => u.pathname !== '/auth');

    await page.goto('/operator');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Back office' }).count()).toBe(0);
    await b.checkAccessible(page, 'the back office gate without two-factor sign-in');
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await page.waitForURL((u) => u.pathname === '/account/personal');

    const section = page.locator('#two-factor');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Current password').fill(OPERATOR_PASSWORD);
    await section.getByRole('button', { name: 'Continue' }).click();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Authentication code').fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Confirm' }).click();
    keepOperatorSecret(secret);
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await section.getByText('Two-factor sign-in is on.').waitFor();

    await page.goto('/operator');
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
  }, 120_000);
});
