import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { buyNow, fillCheckout, topUp, verifiedCustomer } from './journeys';

const b = useBrowser();

describe('an order of its own (issue 46)', () => {
  it('PAY-31, ORDER-WEB-3, ORDER-WEB-4: a buyer who sees PLN is told the euro charge before paying, opens the order from the history, sees its items and the charge, and prints its receipt', async () => {
    const page = await verifiedCustomer(b, 'orders');
    await topUp(page, '5000');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('PLN');
    const title = await buyNow(page, 3);
    await fillCheckout(page);
    const note = page.getByTestId('cart-charged');
    expect(await note.innerText()).toMatch(/^You will be charged €[\d,]+\.\d\d$/);
    const charged = (await note.innerText()).replace('You will be charged ', '');
    await page.getByRole('button', { name: 'Pay with balance' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');

    await page.goto('/account/orders');
    const row = page.getByTestId('order-row').filter({ hasText: title });
    const id = Number(/#(\d+)/.exec(await row.innerText())?.[1]);
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL((u) => u.pathname === `/account/orders/${id}`);
    await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
    expect(await page.getByTestId('order-item').first().innerText()).toContain(title);
    expect(await page.getByTestId('order-total').innerText()).toBe(charged);
    expect(await page.getByTestId('order-charged').innerText()).toContain(`You were charged ${charged}`);

    const receipt = await page.request.get(`/api/purchase/${id}/receipt`);
    expect(receipt.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await receipt.text()).toContain(`INV-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`);
    // ORDER-7: the PDF downloads as a file named by the invoice number.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download receipt (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`INV-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}.pdf`);
    const print = page.getByRole('link', { name: 'Print receipt' });
    expect(await print.getAttribute('href')).toMatch(new RegExp(`^/api/purchase/${id}/receipt`));
    await page.goto((await print.getAttribute('href')) ?? '');
    await page.getByRole('heading', { name: 'Invoice' }).waitFor();

    await page.setViewportSize(PHONE);
    await page.goto(`/account/orders/${id}`);
    await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
