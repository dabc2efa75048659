import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, signUp } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf';

/** Signs up, opens the mailed verification link and tops the balance up by `amount` euro through the sandbox. */
async function customerWithBalance(amount: number, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await consentedPage(b);
  if (viewport) await page.setViewportSize(viewport);
  const email = newEmail('packs');
  await signUp(page, email);
  await page.goto(await waitForLink(email, /verify/));
  await page.getByText('Your email has been verified').waitFor();
  // The page's session cookie goes along (SEC-7: no bearer in the SPA), so the session's CSRF token must too.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/deposit/checkout', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { name: 'Ana', surname: 'Silva', phone: '+351912345678', country: 'Portugal', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001', email, termsAccepted: true, paymentType: 'card', amount, currency: 'EUR' },
  });
  expect(res.status()).toBe(200);
  await page.goto((await res.json()).redirect_url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.pathname === '/success-payment');
  return page;
}

describe('packs and skin requests (issue 7)', () => {
  it("PACK-WEB-1: the home page's packs section is a chunk of its own, fetched once the page renders, outside the document's first JS", async () => {
    const page = await consentedPage(b);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const document = await (await page.request.get('/')).text();
    await page.goto('/');
    await page.getByTestId('pack-card').first().scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Request a skin' }).waitFor();
    // Merged into the home page's chunk (a static import), it would have no file of its own.
    expect(scripts.filter((path) => /^\/assets\/packs-section-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(document).not.toContain('packs-section');
  });

  it('PACK-WEB-4: a guest opening a pack is sent to sign in; a verified customer buys it from the home page and sees it in the order history', async () => {
    const guest = await consentedPage(b);
    await guest.goto('/');
    const guestCard = guest.getByTestId('pack-card').first();
    await guestCard.scrollIntoViewIfNeeded();
    await guestCard.getByRole('link').click();
    await guest.waitForURL((u) => /^\/packs\/\d+$/.test(u.pathname));
    const packPath = new URL(guest.url()).pathname;
    await guest.getByRole('button', { name: 'Buy pack' }).click();
    await guest.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === packPath);

    const page = await customerWithBalance(1000);
    await page.goto('/');
    const card = page.getByTestId('pack-card').first();
    await card.scrollIntoViewIfNeeded();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Skins in this pack').waitFor();
    await page.getByRole('button', { name: 'Buy pack' }).click();
    await page.getByText('Steam trade link is required').first().waitFor();
    await page.getByLabel('Steam trade link').fill(TRADE_URL);
    await page.getByRole('button', { name: 'Buy pack' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    await page.goto('/account/orders');
    await page.getByTestId('order-row').filter({ hasText: title }).first().waitFor();

    // The pack is sold out now, for everyone.
    await guest.goto(packPath);
    await guest.getByText('This pack is no longer available: one of its skins has been sold.').waitFor();
    expect(await guest.getByRole('button', { name: 'Buy pack' }).count()).toBe(0);
  });

  it('PROMPT-WEB-3: on a phone, a customer requests a skin from the order history, pays the fee from the balance and sees the request in progress', async () => {
    const page = await customerWithBalance(20, PHONE);
    await page.goto('/account/orders');
    await page.getByRole('link', { name: 'Request a skin' }).click();
    await page.waitForURL((u) => u.pathname === '/request-skin');
    await page.getByTestId('prompt-fee').getByText('€2.00').waitFor();
    await page.getByRole('button', { name: 'Pay €2.00 from balance' }).click();
    await page.getByText('Skin name is required').waitFor();
    await page.getByLabel('Skin name').fill('AWP | Dragon Lore');
    await page.getByLabel('Quality').selectOption({ label: 'Factory New' });
    await page.getByLabel('Maximum price (EUR)').fill('15000');
    await page.getByLabel('Steam trade link').fill(TRADE_URL);
    await page.getByRole('button', { name: 'Pay €2.00 from balance' }).click();
    await page.waitForURL((u) => u.pathname === '/account/orders');
    const row = page.getByTestId('order-row').filter({ hasText: 'Skin request: AWP | Dragon Lore' });
    await row.waitFor();
    await row.getByRole('img', { name: 'In progress' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
