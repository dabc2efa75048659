import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { actOnRow, buyNow, fillCheckout, newEmail, operatorPage, PASSWORD, topUp, verifiedCustomer } from './journeys';
import { waitForMail } from './mailbox';

const b = useBrowser();

/** DELIV-4: the sandbox bot declines every offer to a trade link containing `sandbox-fail-delivery`. */
const FAILING_TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=sandbox-fail-delivery';
const WORKING_TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=Fixed123';

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

/**
 * The queue's row of order `id`: the row with a cell saying exactly "#id". (Not the row's text: a
 * table row's text runs its cells together, "#1" + "2026-…" reads "#12026-…", which is why an
 * earlier journey found no row for the order while the page showed it.)
 */
const queueRow = (page: Page, id: number) =>
  page.getByRole('table', { name: 'Failed deliveries' }).getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });

/** The signed-in buyer's balance order to `tradeLink`; answers its order history row and its id. */
async function balanceOrder(page: Page, tradeLink: string) {
  const title = await buyNow(page, 4);
  await fillCheckout(page, tradeLink);
  await page.getByRole('button', { name: 'Pay with balance' }).click();
  await page.waitForURL((u) => u.pathname === '/success-payment');
  await page.goto('/account/orders');
  const row = page.getByTestId('order-row').filter({ hasText: title });
  const id = Number(/#(\d+)/.exec(await row.innerText())?.[1]);
  expect(id).toBeGreaterThan(0);
  return { row, id };
}

const balanceOf = async (page: Page) => {
  await page.goto('/account/personal');
  return page.getByTestId('account-balance').innerText();
};

describe('a failed delivery, end to end (issue 18)', () => {
  it('DELIV-9: a balance order to a trade link the bot cannot deliver to fails; the buyer sees it and is mailed; the operator retries through the queue screen (it fails again) and refunds it to the balance; the buyer sees the refund', async () => {
    const email = newEmail('deliv');
    const page = await verifiedCustomer(b, 'deliv', { email });
    await topUp(page, '5000');
    const funded = await balanceOf(page);
    const { row, id } = await balanceOrder(page, FAILING_TRADE_LINK);
    expect(await balanceOf(page)).not.toBe(funded);

    // DELIV-2: the bot's next sweep fails the offer: the order history says so, and the buyer is mailed.
    await reloadUntil(page, '/account/orders', row, 'Delivery failed');
    expect(await waitForMail(email, `Order #${id}: delivery failed`)).toContain(`We could not deliver the items of your order #${id}: the Steam trade offer did not go through.`);

    // DELIV-5: the operator signs in, opens the failed-delivery queue and finds the order with the bot's reason and the link the offer went to.
    const op = await operatorPage(b);
    await op.getByRole('link', { name: 'Failed deliveries' }).first().click();
    const queued = queueRow(op, id);
    await queued.getByText('Declined', { exact: true }).waitFor();
    await queued.getByText('Attempt 1', { exact: true }).waitFor();
    await queued.getByText(`Offer sent to: ${FAILING_TRADE_LINK}`, { exact: true }).waitFor();
    await b.checkAccessible(op, 'the failed-delivery queue');
    await actOnRow(b, op, `Retry delivery #${id}`, `Retry the delivery of order #${id}`, 'Retry delivery');
    // The new offer goes to the same link (the buyer changed nothing), so the bot declines it again: back in the queue, attempt 2.
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

  it('DELIV-10: the buyer of a failed delivery saves a working trade link in the profile; the operator sees it in the queue and retries; the order is delivered', async () => {
    const email = newEmail('relink');
    const page = await verifiedCustomer(b, 'relink', { email });
    await topUp(page, '5000');
    const { row, id } = await balanceOrder(page, FAILING_TRADE_LINK);
    await reloadUntil(page, '/account/orders', row, 'Delivery failed');
    const mail = await waitForMail(email, `Order #${id}: delivery failed`);
    expect(mail).toContain(`The offer went to ${FAILING_TRADE_LINK}.`);
    expect(mail).toContain('save your current one in My Profile');

    // The order history tells the buyer what to do and leads to the profile, where the link is fixed.
    await row.getByRole('link', { name: /Is your Steam trade link right\?/ }).click();
    await page.waitForURL((u) => u.pathname === '/account/personal');
    const field = page.getByLabel('Steam trade link');
    expect(await field.inputValue()).toBe(FAILING_TRADE_LINK);
    await field.fill('https://example.com/mine');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/^Please enter your Steam trade link/).first().waitFor();
    await b.checkAccessible(page, 'the profile with a refused trade link');
    await field.fill(WORKING_TRADE_LINK);
    // SEC-18: replacing a saved trade link asks for the current password.
    await page.locator('input[name="current_password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();

    // The operator sees the new link next to the old one and retries: the offer goes to the new link and is accepted.
    const op = await operatorPage(b);
    await op.goto('/operator/deliveries');
    const queued = queueRow(op, id);
    await queued.getByText('The buyer saved a new trade link', { exact: true }).waitFor();
    await queued.getByText(`Retry sends to: ${WORKING_TRADE_LINK}`, { exact: true }).waitFor();
    await actOnRow(b, op, `Retry delivery #${id}`, `Retry the delivery of order #${id}`, 'Retry delivery');
    await queued.waitFor({ state: 'detached' });
    // The sandbox bot accepts the new offer after DELIVERY_DELAY_MS: the order history shows it delivered (the success icon).
    await expect
      .poll(
        async () => {
          await page.goto('/account/orders');
          return row.locator('[data-status]').first().getAttribute('data-status', { timeout: 5_000 }).catch(() => null);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('success');
  }, 180_000);
});
