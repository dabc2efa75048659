import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, fillCheckout, verifiedCustomer } from './journeys';
import { signInAsOperator } from './operator';

const b = useBrowser();

/** The operator signs in through the shop's form and opens a back-office section. */
async function operatorAt(section: string): Promise<Page> {
  const page = await consentedPage(b);
  await page.goto('/auth?form=signin');
  await signInAsOperator(page);
  await page.goto(`/operator/${section}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  return page;
}

/** Presses a dialog's own button (the dialog named `title`) and waits for the dialog to close. */
async function submitDialog(page: Page, title: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await b.checkAccessible(page);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('back office: catalogue and promo codes (issue 17)', () => {
  it('OPS-79: the operator creates an item and a promo code; a customer finds the item, applies the code and buys by card', async () => {
    const stamp = Date.now().toString(36);
    const title = `Operator Dragon ${stamp}`;
    const code = `OPS${stamp}`.toUpperCase();

    // The operator: a new item (the form checks the contract's rules first), then a promo code.
    const op = await operatorAt('catalog');
    await op.getByRole('button', { name: 'New item' }).click();
    const itemDialog = op.getByRole('dialog', { name: 'New item' });
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    await itemDialog.getByText('Title is required').waitFor();
    await b.checkAccessible(op);
    await itemDialog.getByLabel('Title').fill(title);
    await itemDialog.getByLabel('Type').fill('Rifle');
    await itemDialog.getByLabel('Exterior').fill('Factory New');
    await itemDialog.getByLabel('Price (EUR)').fill('20');
    await itemDialog.getByLabel('Picture').selectOption('sniper');
    // SKIN-13: the skin fields (a Factory New float) and the trade bot's asset id.
    await itemDialog.getByLabel('Float (0 to 1, empty: none)').fill('0.05');
    await itemDialog.getByLabel('StatTrak™ / Souvenir').selectOption('stattrak');
    await itemDialog.getByLabel("Steam asset id (the item in the trade bot's inventory)").fill('38350177019');
    await submitDialog(op, 'New item', 'Save');
    await op.getByRole('searchbox', { name: 'Title or id' }).fill(title);
    await op.getByRole('button', { name: 'Apply' }).click();
    await op.getByRole('cell', { name: title, exact: true }).waitFor();

    await op.goto('/operator/promos');
    await op.getByRole('button', { name: 'New promo code' }).click();
    const promoDialog = op.getByRole('dialog', { name: 'New promo code' });
    await promoDialog.getByLabel('Code').fill(code);
    await promoDialog.getByLabel('Discount type').selectOption('percentage');
    await promoDialog.getByLabel('Discount (EUR or percent)').fill('10');
    await promoDialog.getByLabel('Usage limit (empty: none)').fill('5');
    await submitDialog(op, 'New promo code', 'Save');
    await op.getByRole('cell', { name: code, exact: true }).waitFor();

    // The customer: the item is in the shop's search at once, and the code takes 10 % off at checkout.
    const page = await verifiedCustomer(b, 'opcat');
    await page.goto(`/products?search=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('float-value').textContent()).toBe('0.050000');
    await page.getByRole('main').getByText('StatTrak™').first().waitFor();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await fillCheckout(page);
    await page.getByLabel('Promo code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code applied successfully').first().waitFor();
    const total = page.getByTestId('cart-total');
    const parse = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    expect(parse(await total.locator('s + span').innerText())).toBeCloseTo(parse(await total.locator('s').innerText()) * 0.9, 2);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');

    // The back office sees the sale and the code's use.
    await op.goto(`/operator/catalog?q=${encodeURIComponent(title)}`);
    await op.getByRole('row', { name: new RegExp(title) }).getByText('Sold').waitFor();
    await op.goto(`/operator/promos?q=${code}`);
    await op.getByRole('row', { name: new RegExp(code) }).getByText('1 / 5').waitFor();
  }, 180_000);
});
