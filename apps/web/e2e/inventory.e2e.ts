import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSteamInventory } from '../../api/src/adapters/steam-inventory/fake.ts';
import { startFakeSteamOpenId, type FakeSteamOpenId } from '../../api/test/fake-steam-openid.ts';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { startInventoryShop, type InventoryShop } from './inventory-shop';
import { verifiedCustomer } from './journeys';

/** INV-7: selling from the Steam inventory, in the browser, on a shop of its own (inventory-shop.ts). */
const STEAM_ID = '76561198055512100';
const b = useBrowser();
let openid: FakeSteamOpenId;
let shop: InventoryShop;

/** INV-5: the shop's operator sets a quote. */
async function setQuote(marketName: string, price: number): Promise<void> {
  await shop.call('/operator/sell-quotes', { market_name: marketName, price }, (await shop.operator()).bearer);
}

beforeAll(async () => {
  openid = await startFakeSteamOpenId(STEAM_ID);
  shop = await startInventoryShop(openid.endpoint);
}, 200_000);

afterAll(async () => {
  await shop?.stop();
  await openid?.close();
});

describe('selling from the Steam inventory (issue 49)', { timeout: 120_000 }, () => {
  it('INV-7: a seller links Steam, picks two items at 375 px, takes the quote for one, types a price for the other, and sees both offers', async () => {
    const steam = await createFakeSteamInventory().fetch(STEAM_ID);
    if (!steam.ok) throw new Error('the fake inventory refused');
    const [quoted, asked] = steam.items.filter((i) => i.tradable);
    await setQuote(quoted!.marketName, 12.5);

    const page = await verifiedCustomer(b, 'inventory', { context: await b.context(DESKTOP, shop.url) });
    await page.setViewportSize(PHONE);
    await page.goto('/account/offers');
    await page.getByRole('button', { name: 'Sell from Steam inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell from your Steam inventory' });
    await dialog.getByText('Link your Steam account first: your inventory comes from Steam.').waitFor();
    await dialog.getByRole('link', { name: 'Link Steam' }).click();

    // Back from the (local) Steam sign-in, the view is open again with the inventory.
    await page.waitForURL((u) => u.pathname === '/account/offers' && u.searchParams.get('steam') === 'linked');
    await dialog.getByText('Steam is linked to your account.').waitFor();
    expect(await dialog.getByTestId('inventory-card').count()).toBe(steam.items.length);
    await dialog.getByText(/^Tradable from /).first().waitFor();
    await b.checkAccessible(page, 'the inventory dialog');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await dialog.getByRole('checkbox', { name: `Pick ${quoted!.marketName}` }).check();
    await dialog.getByRole('checkbox', { name: 'Take the quote: €12.50' }).waitFor();
    await dialog.getByRole('checkbox', { name: `Pick ${asked!.marketName}` }).check();
    await dialog.getByLabel('Your price (EUR)').fill('15');
    await dialog.getByRole('button', { name: 'Send offers' }).click();
    const done = page.getByRole('dialog', { name: 'Offers sent' });
    await done.getByRole('button', { name: 'OK' }).click();

    const quotedRow = page.getByTestId('offer-row').filter({ hasText: quoted!.marketName });
    const askedRow = page.getByTestId('offer-row').filter({ hasText: asked!.marketName });
    await askedRow.getByText('Pending review').waitFor();
    await quotedRow.waitFor();
    expect(await quotedRow.innerText()).not.toContain('Pending review');

    // The two items now show as offered.
    await page.getByRole('button', { name: 'Sell from Steam inventory' }).click();
    await page.getByRole('dialog', { name: 'Sell from your Steam inventory' }).getByText('Already offered').first().waitFor();
    expect(await page.getByText('Already offered').count()).toBe(2);
  });
});
