import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSteamInventory } from '../../api/src/adapters/steam-inventory/fake.ts';
import { startFakeSteamOpenId, type FakeSteamOpenId } from '../../api/test/fake-steam-openid.ts';
import { DESKTOP, useBrowser } from './browser';
import { startInventoryShop, type InventoryShop } from './inventory-shop';
import { verifiedCustomer } from './journeys';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD, signInWithCode } from './operator';

/**
 * TRADE-10: the trade bot asks the seller for the items, in the browser, on a shop of its own in
 * development mode (the fake inventory and the sandbox trade bot, whose manual switch the
 * operator's offers page shows).
 */
const STEAM_ID = '76561198055512177';
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=95246449&token=TrAdE123';
const b = useBrowser();
let openid: FakeSteamOpenId;
let shop: InventoryShop;

beforeAll(async () => {
  openid = await startFakeSteamOpenId(STEAM_ID);
  shop = await startInventoryShop(openid.endpoint);
}, 200_000);

afterAll(async () => {
  await shop?.stop();
  await openid?.close();
});

describe('the trade bot asks the seller for the items (issue 49)', { timeout: 180_000 }, () => {
  it('TRADE-10: a seller links Steam, takes the quotes of two inventory items, accepts both; the sandbox bot\'s offers are accepted on the operator\'s panel; both offers show as received', async () => {
    const steam = await createFakeSteamInventory().fetch(STEAM_ID);
    if (!steam.ok) throw new Error('the fake inventory refused');
    const [first, second] = steam.items.filter((i) => i.tradable);
    const operator = await shop.operator();
    await shop.call('/operator/sell-quotes', { market_name: first!.marketName, price: 12.5 }, operator.bearer);
    await shop.call('/operator/sell-quotes', { market_name: second!.marketName, price: 7.25 }, operator.bearer);

    const page = await verifiedCustomer(b, 'seller-trade', { context: await b.context(DESKTOP, shop.url) });
    await page.goto('/account/offers');
    await page.getByRole('button', { name: 'Sell from Steam inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell from your Steam inventory' });
    await dialog.getByRole('link', { name: 'Link Steam' }).click();
    await page.waitForURL((u) => u.pathname === '/account/offers' && u.searchParams.get('steam') === 'linked');
    await dialog.getByRole('checkbox', { name: `Pick ${first!.marketName}` }).check();
    await dialog.getByRole('checkbox', { name: 'Take the quote: €12.50' }).check();
    await dialog.getByRole('checkbox', { name: `Pick ${second!.marketName}` }).check();
    await dialog.getByRole('checkbox', { name: 'Take the quote: €7.25' }).check();
    await dialog.getByRole('button', { name: 'Send offers' }).click();
    await page.getByRole('dialog', { name: 'Offers sent' }).getByRole('button', { name: 'OK' }).click();

    // Each offer is accepted: the first asks for the trade link, the second has it from the profile.
    for (const [i, item] of [first!, second!].entries()) {
      await page.getByTestId('offer-row').filter({ hasText: item.marketName }).click();
      const details = page.getByRole('dialog', { name: /^Offer #\d+$/ });
      if (i === 0) {
        await details.getByLabel('Steam trade link').fill(TRADE_LINK);
        await details.getByRole('button', { name: 'Save and accept' }).click();
      } else {
        await details.getByRole('button', { name: 'Accept' }).click();
      }
      await details.getByTestId('offer-trade-state').getByText('We sent you a Steam trade offer for this item. Accept it in Steam.').waitFor();
      await b.checkAccessible(page, 'the offer with its trade offer');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
    }

    // The operator accepts each sandbox trade offer on the offers page.
    const back = await (await b.context(DESKTOP, shop.url)).newPage();
    await back.goto('/auth');
    await signInWithCode(back, OPERATOR_EMAIL, OPERATOR_PASSWORD, operator.nextCode);
    await back.goto('/operator/offers');
    for (const item of [first!, second!]) {
      const row = back.getByRole('row').filter({ hasText: item.marketName });
      await row.getByRole('group', { name: /^Sandbox trade #\d+$/ }).getByRole('button', { name: 'Accepted' }).click();
      await row.getByTestId('offer-trade-state').getByText(/: accepted$/).waitFor();
    }

    await page.reload();
    for (const item of [first!, second!]) await page.getByTestId('offer-row').filter({ hasText: item.marketName }).getByText('Ready for payout').waitFor();
    await page.getByTestId('offer-row').filter({ hasText: first!.marketName }).click();
    await page.getByTestId('offer-trade-state').getByText('You accepted the trade offer: we received your item.').waitFor();
    expect(await page.getByRole('link', { name: 'Open the trade offer in Steam' }).count()).toBe(0); // the sandbox's trade offers have no Steam page
  });
});
