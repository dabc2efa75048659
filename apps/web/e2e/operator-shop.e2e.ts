import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { buyNow, consentedPage, newEmail, PASSWORD, signUp } from './journeys';
import { waitForLink } from './mailbox';
import { operatorCall, signInAsOperator } from './operator';

const b = useBrowser();

// Whatever happens in a test, the shop leaves this file with registration open (the journeys after it sign up).
afterAll(() => operatorCall('PUT', '/operator/settings/is_reg_enabled', { value: true }));

/** The shop's operator in the back office. */
async function operatorPage(): Promise<Page> {
  const page = await consentedPage(b);
  await page.goto('/auth?form=signin');
  await signInAsOperator(page);
  await page.goto('/operator');
  return page;
}

describe("the shop run from the back office (issue 17)", () => {
  it('OPS-97: the operator turns registration off and the sign-up page says so, then turns it on again', async () => {
    const op = await operatorPage();
    await op.getByRole('link', { name: 'Settings' }).click();
    const registration = op.getByRole('form', { name: 'Registration open' });
    await registration.getByRole('checkbox', { name: 'Registration open' }).uncheck();
    await registration.getByRole('button', { name: 'Save' }).click();
    await registration.getByRole('status').getByText('Saved').waitFor();

    const guest = await consentedPage(b);
    await guest.goto('/auth?form=signup');
    await guest.getByRole('alert').getByText('Registration is currently disabled.').waitFor();
    expect(await guest.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await guest.getByRole('link', { name: 'Please register' }).count()).toBe(0);

    await registration.getByRole('checkbox', { name: 'Registration open' }).check();
    await registration.getByRole('button', { name: 'Save' }).click();
    await registration.getByRole('status').getByText('Saved').waitFor();
    await guest.reload();
    await guest.getByRole('heading', { name: 'Sign Up' }).waitFor();
  });

  it("OPS-92: the operator refunds a customer's order to the balance and the customer's profile shows it", async () => {
    const customer = await consentedPage(b);
    const email = newEmail('refund');
    await signUp(customer, email);
    await customer.goto(await waitForLink(email, /verify/));
    await customer.getByText('Your email has been verified').waitFor();
    await buyNow(customer, 3);
    await customer.getByLabel('Steam trade link').fill('https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf');
    await customer.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
    await customer.getByLabel('City').fill('Lisbon');
    await customer.getByLabel('Address line').fill('Rua Augusta 1');
    await customer.getByLabel('Post Code').fill('1100-048');
    await customer.getByRole('checkbox').check();
    await customer.getByRole('button', { name: 'Pay by card' }).click();
    await customer.getByRole('button', { name: 'Approve' }).click();
    await customer.waitForURL((u) => u.pathname === '/success-payment');
    await customer.goto('/account/personal');
    await customer.getByTestId('account-balance').getByText('0.00 Credits').waitFor();

    const op = await operatorPage();
    await op.getByRole('link', { name: 'Orders' }).click();
    await op.getByLabel('Order id, email or trade link').fill(email);
    await op.getByRole('button', { name: 'Apply' }).click();
    // The unfiltered list stays on screen until the search answers: wait for the customer's one order.
    const found = op.getByRole('link', { name: /^#\d+$/ });
    await expect.poll(() => found.count()).toBe(1);
    await found.click();
    await op.getByTestId('order-refund').getByText('Not refunded').waitFor();
    await op.getByRole('button', { name: 'Refund to balance' }).click();
    const dialog = op.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The trade bot could not deliver');
    await b.checkAccessible(op, 'the refund dialog');
    await dialog.getByRole('button', { name: 'Refund to balance' }).click();
    await op.getByTestId('order-refund').getByText(/^Refunded €[\d,.]+: The trade bot could not deliver$/).waitFor();
    const refunded = (await op.getByTestId('order-refund').innerText()).match(/€([\d,.]+)/)?.[1] ?? '';

    await customer.reload();
    await customer.getByTestId('account-balance').getByText(`${refunded} Credits`).waitFor();
  });

  it('OPS-93: the operator blocks a customer, who is signed out and cannot sign in again', async () => {
    const customer = await consentedPage(b);
    const email = newEmail('blocked');
    await signUp(customer, email);

    const op = await operatorPage();
    await op.getByRole('link', { name: 'Customers' }).click();
    await op.getByLabel('Email, name, id or Steam id').fill(email);
    await op.getByRole('button', { name: 'Apply' }).click();
    await op.getByRole('link', { name: email }).click();
    await op.getByRole('button', { name: 'Block' }).click();
    const dialog = op.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Chargeback fraud');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await op.getByText('Blocked: Chargeback fraud').waitFor();

    // The session ended at once: the account page sends the customer to sign in.
    await customer.goto('/account/personal');
    await customer.waitForURL((u) => u.pathname === '/auth');
    await customer.getByLabel('Email').fill(email);
    await customer.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await customer.getByRole('button', { name: 'Enter' }).click();
    await customer.getByText('Your account has been blocked. Please contact support.').waitFor();
    expect(new URL(customer.url()).pathname).toBe('/auth');
  });
});
