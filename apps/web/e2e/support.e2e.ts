import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, signUp } from './journeys';
import { waitForMail } from './mailbox';

const b = useBrowser();

describe('support form (issue 7)', () => {
  it('SUPPORT-7: a guest opens /support from the footer, sends a message, sees the toast, and the mail reaches the support email', async () => {
    const page = await consentedPage(b);
    await page.goto('/');
    const settings = (await (await page.request.get('/api/settings')).json()).payload as { support_email: string };
    await page.locator('footer').getByRole('link', { name: 'Contact support' }).click();
    await page.getByRole('heading', { name: 'Contact support' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/support');

    const email = newEmail('support');
    const message = `My AK-47 has not arrived yet (${email}).`;
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('Surname').fill('Silva');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Topic').selectOption('Order');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message has been sent. We will get back to you soon.').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    const mail = await waitForMail(settings.support_email, message);
    const headers = mail.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
    expect(headers).toMatch(/^Subject: Support #\d+: Order \(Ana Silva\)\r?$/m);
  });

  it('SUPPORT-6: a signed-in user finds name, surname and email prefilled', async () => {
    const page = await consentedPage(b);
    const email = newEmail('support-user');
    await signUp(page, email);
    await page.goto('/support');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Surname').inputValue()).toBe('Silva');
  });
});
