import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { acceptQuote, actOnRow, consentedPage, newEmail, operatorPage as signInOperator, signUp } from './journeys';
import { waitForLink } from './mailbox';
import { operatorCall } from './operator';

const b = useBrowser();

const operatorPage = (viewport?: { width: number; height: number }) => signInOperator(b, viewport);
const act = (page: Page, button: string, dialogName: string, confirm: string, value?: { label: string; text: string }) => actOnRow(b, page, button, dialogName, confirm, value);

/** A verified seller who has sent an offer for `title`; returns the page and the offer's id. */
async function sellerWithOffer(title: string): Promise<{ page: Page; id: number }> {
  const page = await consentedPage(b);
  const email = newEmail('opday');
  await signUp(page, email);
  await page.goto(await waitForLink(email, /verify/));
  await page.getByText('Your email has been verified').waitFor();
  await page.goto('/account/offers?sell=1');
  const sell = page.getByRole('dialog', { name: 'Sell skins' });
  await sell.getByLabel('Skin name').fill(title);
  await sell.getByLabel('Price (EUR)').fill('30');
  await sell.getByLabel('Quality').selectOption({ label: 'Minimal Wear' });
  await sell.getByLabel('Steam inventory link').fill('https://steamcommunity.com/id/ana/inventory/');
  await sell.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Sell order submitted' }).getByRole('button', { name: 'OK' }).click();
  const row = page.getByTestId('offer-row').filter({ hasText: title });
  await row.getByText('Pending review').waitFor();
  return { page, id: Number(/#(\d+)/.exec(await row.innerText())?.[1]) };
}

/** The seller opens the offer's details. */
async function openOffer(page: Page, id: number): Promise<Locator> {
  await page.goto('/account/offers');
  await page.getByTestId('offer-row').filter({ hasText: `#${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Offer #${id}` });
  await dialog.getByTestId('offer-details').waitFor();
  return dialog;
}

/** The seller asks for the payout of a ready offer: contact step, then the method; returns the method dialog. */
async function requestPayout(page: Page, id: number): Promise<Locator> {
  await (await openOffer(page, id)).getByRole('button', { name: 'Request Payout' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact information' });
  await contact.getByLabel('Country').selectOption({ label: 'Germany' });
  await contact.getByLabel('City').fill('Berlin');
  await contact.getByLabel('Post code').fill('10115');
  await contact.getByLabel('Address').fill('Invalidenstrasse 1');
  await contact.getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('dialog', { name: 'Choose a payout method' });
}

async function bankPayout(page: Page, id: number): Promise<void> {
  const method = await requestPayout(page, id);
  await method.getByRole('radio', { name: 'Bank transfer (IBAN)' }).check();
  await method.getByRole('button', { name: 'Continue' }).click();
  const bank = page.getByRole('dialog', { name: 'Bank details' });
  await bank.getByLabel('IBAN').fill('DE89370400440532013000');
  await bank.getByRole('button', { name: 'Request Payout' }).click();
  await page.getByText('Payout request submitted successfully!').first().waitFor();
}

const queueCount = async (page: Page, name: string) => Number(await page.locator('[data-queue]').filter({ hasText: name }).locator('span').last().innerText());

describe("the operator's day in the back office (issue 17)", () => {
  it('OPS-53: new offer alert -> quote -> accepted -> received -> bank payout -> details shown -> completed; a card payout the provider fails retried by bank; the audit log shows each step', async () => {
    const op = await operatorPage();
    const waiting = await queueCount(op, 'Offers to quote');
    const { page: seller, id } = await sellerWithOffer('M4A4 | Howl (operator day)');

    await op.reload();
    await op.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await queueCount(op, 'Offers to quote')).toBeGreaterThanOrEqual(waiting + 1);
    await op.getByRole('link', { name: 'Offers to quote' }).click();
    await op.waitForURL((u) => u.pathname === '/operator/offers' && u.searchParams.get('status') === 'pending');
    await op.getByLabel('Offer id, email or title').fill(String(id));
    await op.getByRole('button', { name: 'Apply' }).click();
    await op.getByRole('table', { name: 'Offers' }).getByText('M4A4 | Howl (operator day)').waitFor();
    await act(op, `Quote #${id}`, `Quote offer #${id}`, 'Quote', { label: 'Price (EUR)', text: '20' });
    await op.getByText('Offer quoted').first().waitFor();

    await acceptQuote(await openOffer(seller, id));
    await seller.getByText('Offer accepted successfully').first().waitFor();

    await op.goto(`/operator/offers?q=${id}`);
    await act(op, `Mark received #${id}`, `Mark the item of offer #${id} as received`, 'Mark received');
    await op.getByRole('button', { name: `History #${id}` }).click();
    const history = op.getByRole('dialog', { name: `Offer #${id}` });
    await history.getByText(/awaiting item → ready for payout by operator:/).waitFor();
    await b.checkAccessible(op, 'the offer history dialog');
    await op.keyboard.press('Escape');

    await bankPayout(seller, id);
    await op.goto('/operator/payouts?status=processing');
    const row = op.getByRole('row').filter({ hasText: `Offer #${id}` });
    const payoutId = Number(/#(\d+)/.exec(await row.getByRole('cell').filter({ hasText: /#\d+/ }).first().innerText())?.[1]);
    await op.getByRole('button', { name: `Show bank details #${payoutId}` }).click();
    const bank = op.getByRole('dialog', { name: `Bank details of payout #${payoutId}` });
    await bank.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await b.checkAccessible(op, 'the bank details dialog');
    await op.keyboard.press('Escape');
    await act(op, `Complete #${payoutId}`, `Complete payout #${payoutId}`, 'Complete');
    await op.getByText('Payout completed').first().waitFor();

    // A second offer: a card payout the operator fails is asked again by bank.
    const second = await sellerWithOffer('AWP | Medusa (operator day)');
    await operatorCall('POST', `/operator/offers/${second.id}/quote`, { price: 15 });
    await acceptQuote(await openOffer(second.page, second.id));
    await second.page.getByText('Offer accepted successfully').first().waitFor();
    await operatorCall('POST', `/operator/offers/${second.id}/received`);
    const method = await requestPayout(second.page, second.id);
    await method.getByRole('button', { name: 'Continue' }).click();
    const card = second.page.getByRole('dialog', { name: 'Card details' });
    await card.getByLabel('Card number').fill('4111111111111111');
    await card.getByLabel('Card holder name').fill('ana silva');
    await card.getByLabel('Expiration date (MM/YY)').fill('1230');
    await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: 'Request Payout' }).click();
    await second.page.getByRole('button', { name: 'Keep pending' }).waitFor();
    const providerPage = second.page.url();
    await second.page.getByRole('button', { name: 'Keep pending' }).click();
    await second.page.waitForURL((u) => u.pathname === '/pending-payout');

    // PAYOUT-10: the provider holds the card payout: no Complete or Fail for the operator; the provider fails it.
    await op.goto('/operator/payouts?status=processing');
    const cardRow = op.getByRole('row').filter({ hasText: `Offer #${second.id}` });
    await cardRow.getByText('Held by the provider until').waitFor();
    expect(await cardRow.getByRole('button').count()).toBe(0);
    const provider = await second.page.context().newPage();
    await provider.goto(providerPage);
    await provider.getByRole('button', { name: 'Fail' }).click();
    await provider.waitForURL((u) => u.pathname === '/fail-payout');
    await provider.close();
    await bankPayout(second.page, second.id);
    await op.goto('/operator/payouts?status=processing');
    await op.getByRole('row').filter({ hasText: `Offer #${second.id}` }).getByText('sepa').waitFor();

    await op.getByRole('link', { name: 'Audit log' }).click();
    await op.getByLabel('Target id').fill(String(id));
    await op.getByRole('button', { name: 'Apply' }).click();
    const log = op.getByRole('table', { name: 'Audit log' });
    for (const action of ['offer.quote', 'offer.received']) await log.getByText(action, { exact: true }).first().waitFor();
    await op.goto(`/operator/audit?target_type=payout&target_id=${payoutId}`);
    await op.getByRole('table', { name: 'Audit log' }).getByText('payout.complete', { exact: true }).first().waitFor();
    await op.goto('/operator/payouts?status=failed');
    await op.getByRole('row').filter({ hasText: `Offer #${second.id}` }).getByText('The payout was declined by the payment provider.').waitFor();
    // Two sellers' whole journeys and the operator's: longer than one page's test.
  }, 240_000);

  it("OPS-41, OPS-42: a customer at /operator is told it is for operators; at 375 px the operator's shell fits, its navigation scrolls sideways", async () => {
    const customer = await consentedPage(b);
    await signUp(customer, newEmail('notop'));
    await customer.goto('/operator');
    await customer.getByRole('heading', { name: "This page is for the shop's operators." }).waitFor();
    expect(await customer.getByRole('navigation', { name: 'Back office sections' }).count()).toBe(0);

    const op = await operatorPage(PHONE);
    await op.getByText('Offers to quote').waitFor();
    const nav = op.getByRole('navigation', { name: 'Back office sections' });
    expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(5);
    expect(await op.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await op.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(await op.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await op.screenshot({ path: '/tmp/operator-375.png' });
  });
});
