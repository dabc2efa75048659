import { describe, expect, it } from 'vitest';
import { messagesEn } from '@skins/contract';
import { PHONE, useBrowser } from './browser';
import { buyNow, fillCheckout, verifiedCustomer } from './journeys';

const b = useBrowser();

describe('the shop in German (issue 46)', () => {
  it('I18N-11, I18N-12: in German the filters name exteriors and types as Steam does, the account shows "Mitglied seit" with a German date, an order its status in German', async () => {
    const page = await verifiedCustomer(b, 'german');
    const title = await buyNow(page, 0);
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');

    const languages = (await (await page.request.get('/api/languages')).json()).payload as { code: string; title: string }[];
    await page.goto('/products');
    await page.getByRole('combobox', { name: messagesEn.select_language }).selectOption({ label: languages.find((l) => l.code === 'de')!.title });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');

    // I18N-11: the options read in German; the value the API filters by stays Steam's English one.
    const exterior = page.getByRole('combobox', { name: 'Zustand', exact: true });
    expect(await exterior.locator('option').allInnerTexts()).toEqual(['Alle Zustände', 'Fabrikneu', 'Minimale Gebrauchsspuren', 'Einsatzerprobt', 'Abgenutzt', 'Kampfspuren']);
    await expect.poll(() => page.getByRole('combobox', { name: 'Typ', exact: true }).locator('option').allInnerTexts()).toContain('Scharfschützengewehr');
    await exterior.selectOption({ label: 'Fabrikneu' });
    await page.waitForURL((u) => u.searchParams.get('exterior_names') === 'Factory New');

    // I18N-12: the join date in German, as Intl writes today's date.
    await page.goto('/account/personal');
    const today = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await page.getByText(`Mitglied seit ${today}`).waitFor();
    await page.screenshot({ path: '/tmp/i18n-account-de.png' });

    // I18N-11: a paid order is processing or, once the sandbox delivered it, completed: either reads in German; its date is written as German writes it.
    await page.goto('/account/orders');
    const row = page.getByTestId('order-row').filter({ hasText: title });
    // ORDER-WEB-2: the order's own word for its state (paid and on its way, or done).
    await row.getByText(/^(Bezahlt, wird geliefert|Abgeschlossen)$/).waitFor();
    // The item's type and rarity under its title, in German too (the title is Steam's market name).
    await row.getByText(/^(Gewehr|Scharfschützengewehr|Pistole|Maschinenpistole|Schrotflinte|Maschinengewehr|Messer|Handschuhe|Agent|Sticker)( · |$)/).waitFor();
    expect(await row.innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    expect(await row.innerText()).not.toMatch(/processing|completed/i);
    await page.screenshot({ path: '/tmp/i18n-orders-de.png' });
    await page.setViewportSize(PHONE);
    await page.goto('/products');
    // CAT-47: on a phone the filters are a sheet behind their button; its exteriors read German too.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Zustand', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/i18n-products-de-phone.png', fullPage: false });
  }, 120_000);
});
