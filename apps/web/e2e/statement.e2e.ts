import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { buyNow, fillCheckout, topUp, verifiedCustomer } from './journeys';

const b = useBrowser();

/** The digits of a shown amount ('1,234.50 Credits', '1.234,50 Credits' -> 123450): the locales write them differently. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The statement's rows as the customer reads them: the kind, the amount and the running balance. */
async function statementRows(page: Page) {
  await page.goto('/account/transactions');
  await page.getByTestId('payment-row').first().waitFor();
  return page.getByTestId('payment-row').evaluateAll((rows) =>
    rows.map((row) => ({
      kind: row.getAttribute('data-kind'),
      amount: row.querySelector('[data-testid="statement-amount"]')?.textContent ?? '',
      balance: row.querySelector('[data-testid="statement-running-balance"]')?.textContent ?? '',
    })),
  );
}

/** The balance the account page's header shows. */
async function headerBalance(page: Page): Promise<number> {
  await page.goto('/account/personal');
  const shown = page.getByTestId('account-balance');
  await shown.filter({ hasText: /\d/ }).waitFor();
  return digits(await shown.textContent());
}

describe('wallet statement (issue 46)', () => {
  it('WALLET-10: a customer tops up and buys with the balance; the statement shows both, its running balance equals the header balance, in English and in German, whole at 375 px', async () => {
    const page = await verifiedCustomer(b, 'wallet');
    await topUp(page, '5000');
    await buyNow(page, 7);
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Pay with balance' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');

    const balance = await headerBalance(page);
    const en = await statementRows(page);
    expect(en.map((r) => r.kind)).toEqual(['purchase', 'top_up']);
    expect(en[0]!.amount).toMatch(/^-/);
    expect(en[1]!.amount).toMatch(/^\+5,000\.00 Credits$/);
    expect(digits(en[0]!.balance)).toBe(balance);
    expect(digits(en[1]!.balance)).toBe(500000);
    await page.getByTestId('payment-row').getByText('Top-up', { exact: true }).waitFor();
    const csv = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const download = await page.request.get(csv!);
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await download.text()).split('\r\n').filter(Boolean)).toHaveLength(3);

    const languages = (await (await page.request.get('/api/languages')).json()).payload as { id: number; code: string }[];
    await page.evaluate((id) => localStorage.setItem('languageId', id), String(languages.find((l) => l.code === 'de')!.id));
    const de = await statementRows(page);
    await page.getByTestId('payment-row').getByText('Aufladung', { exact: true }).waitFor();
    await page.getByTestId('payment-row').getByText('Kauf', { exact: true }).waitFor();
    expect(de.map((r) => r.kind)).toEqual(['purchase', 'top_up']);
    expect(de[1]!.amount).toMatch(/^\+5\.000,00 Credits$/);
    expect(digits(de[0]!.balance)).toBe(balance);
    expect(await headerBalance(page)).toBe(balance);

    // At 375 px the statement is a list: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await statementRows(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await b.checkAccessible(page, '/account/transactions at 375 px');
  });
});
