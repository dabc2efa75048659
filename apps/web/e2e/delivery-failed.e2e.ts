import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { buyNow, fillCheckout, newEmail, topUp, verifiedCustomer } from './journeys';
import { waitForMail } from './mailbox';
import { operatorCall } from './operator';

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
        // The list loads after the page; a row that is not there (yet, or any more) answers ''.
        await locator.first().waitFor({ timeout: 5_000 }).catch(() => {});
        // The row's whole text, so that a timeout says what it showed instead.
        return (await locator.count()) ? locator.first().innerText() : '';
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toContain(text);
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
    await fillCheckout(page, FAILING_TRADE_LINK);
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

    // DELIV-5: the operator finds it in the failed-delivery queue with the bot's reason, and retries
    // (through the back office's API: the queue page's own journey is still to come).
    type Queue = { payload: { id: number; reason: string | null; attempt: number }[] };
    const queued = async () => (await operatorCall<Queue>('GET', '/operator/deliveries')).payload.find((d) => d.id === id);
    expect(await queued()).toMatchObject({ reason: 'Declined', attempt: 1 });
    await operatorCall('POST', `/operator/deliveries/${id}/retry`);
    // The new offer goes to the order's trade link again, so the bot declines it again: back in the queue, attempt 2.
    await expect.poll(queued, { timeout: 60_000, interval: 1_000 }).toMatchObject({ reason: 'Declined', attempt: 2 });

    // OPS-81 through the queue: refunded to the balance, with a reason for the buyer; the order leaves the queue.
    const reason = 'Your trade link does not accept trade offers';
    await operatorCall('POST', `/operator/deliveries/${id}/refund`, { reason });
    expect(await queued()).toBeUndefined();

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
