import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { actOnRow, buyNow, fillCheckout, newEmail, operatorPage, topUp, verifiedCustomer } from './journeys';
import { waitForMail } from './mailbox';

const b = useBrowser();

/** DELIV-4: the sandbox bot declines every offer to a trade link containing `sandbox-fail-delivery`. */
const FAILING_TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=sandbox-fail-delivery';

/**
 * Reloads `page` at `path` until `locator` shows `text`: the bot's sweep runs every JOBS_INTERVAL_MS
 * (2 s on the journey servers) and a declined offer fails at once, so this waits a few seconds
 * (DELIVERY_DELAY_MS only delays accepted offers).
 */
async function reloadUntil(page: Page, path: string, locator: Locator, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return locator.getByText(text, { exact: true }).count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
}

const balanceOf = async (page: Page) => {
  await page.goto('/account/personal');
  return page.getByTestId('account-balance').innerText();
};

describe('a failed delivery, end to end (issue 18)', () => {
  it('DELIV-9: a balance order to a trade link the bot cannot deliver to fails; the buyer sees it and is mailed; the operator retries (it fails again) and refunds it to the balance; the buyer sees the refund', async () => {
    const email = newEmail('deliv');
    const page = await verifiedCustomer(b, 'deliv', { email });
    await topUp(page, '5000');
    const funded = await balanceOf(page);
    const title = await buyNow(page, 4);
    await fillCheckout(page);
    await page.getByLabel('Steam trade link').fill(FAILING_TRADE_LINK);
    await page.getByRole('button', { name: 'Pay with balance' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');
    expect(await balanceOf(page)).not.toBe(funded);

    // DELIV-2: the bot's next sweep fails the offer: the order history says so, and the buyer is mailed.
    await page.goto('/account/orders');
    const row = page.getByTestId('order-row').filter({ hasText: title });
    const id = Number(/#(\d+)/.exec(await row.innerText())?.[1]);
    expect(id).toBeGreaterThan(0);
    await reloadUntil(page, '/account/orders', row, 'Delivery failed');
    expect(await waitForMail(email, `Order #${id}: delivery failed`)).toContain(`We could not deliver the items of your order #${id}: the Steam trade offer did not go through.`);

    // DELIV-5: the operator finds it in the failed-delivery queue with the bot's reason, and retries.
    const op = await operatorPage(b);
    await op.goto('/operator/deliveries');
    const queued = op.getByRole('table', { name: 'Failed deliveries' }).getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
    await queued.getByText('Declined', { exact: true }).waitFor();
    await queued.getByText('Attempt 1', { exact: true }).waitFor();
    await actOnRow(b, op, `Retry delivery #${id}`, `Retry the delivery of order #${id}`, 'Retry delivery');
    // The new offer goes to the order's trade link again, so the bot declines it again: back in the queue, attempt 2.
    await reloadUntil(op, '/operator/deliveries', queued, 'Attempt 2');

    // OPS-81 through the queue: refunded to the balance, with a reason for the buyer; the order leaves the queue.
    const reason = 'Your trade link does not accept trade offers';
    await actOnRow(b, op, `Refund to balance #${id}`, `Refund order #${id} to the balance`, 'Refund to balance', { label: 'Reason for the customer', text: reason });
    await queued.waitFor({ state: 'detached' });

    // The buyer is mailed the refund, the balance is what it was before the order, and the history shows the refund (DELIV-8).
    const refundMail = await waitForMail(email, `Order #${id} refunded`);
    expect(refundMail).toContain(`Your order #${id} has been refunded:`);
    expect(refundMail).toContain('were added to your balance');
    expect(refundMail).toContain(reason);
    expect(await balanceOf(page)).toBe(funded);
    await page.goto('/account/orders');
    await row.getByText('Delivery failed', { exact: true }).waitFor();
    const total = await row.locator('dd').nth(1).innerText();
    await row.getByText(`Refunded to your balance: ${total}`, { exact: true }).waitFor();
  }, 180_000);
});
