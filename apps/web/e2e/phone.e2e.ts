import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, PASSWORD } from './journeys';

const b = useBrowser();

/** The interface texts of a language, as the app shows them, and a page that opens in it. */
async function pageIn(code: 'en' | 'de'): Promise<{ page: Page; t: (key: string) => string }> {
  const page = await consentedPage(b);
  const languages = (await (await page.request.get('/api/languages')).json()).payload as { id: number; code: string }[];
  const id = languages.find((l) => l.code === code)?.id;
  expect(id).toBeDefined();
  const texts = (await (await page.request.get(`/api/localizations?lang_id=${id}`)).json()).payload as Record<string, string>;
  await page.addInitScript((langId) => localStorage.setItem('languageId', langId), String(id));
  return { page, t: (key) => texts[key] ?? key };
}

describe('the phone keeps its country (issue 14 item 1)', () => {
  it.each(['en', 'de'] as const)('JOURNEY-1 (%s): sign up with Portugal and 912 345 678; profile and cart show them, Save works untouched', async (code) => {
    const { page, t } = await pageIn(code);
    await page.goto('/auth?form=signup');
    await page.getByLabel(t('auth_first_name')).fill('Ana');
    await page.getByLabel(t('auth_last_name')).fill('Silva');
    await page.getByLabel(t('auth_email')).fill(newEmail('phone'));
    await page.getByRole('combobox', { name: t('auth_phone_country') }).selectOption('pt');
    const phone = page.getByLabel(t('auth_phone'), { exact: true });
    expect(await phone.inputValue()).toBe('+351 ');
    // Typed as people do once the country is picked: the national number over the calling code.
    await phone.fill('912 345 678');
    await page.getByLabel(t('auth_password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth_confirm_password')).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('auth_sign_up'), exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/account'));

    await page.goto('/account/personal');
    const picker = page.getByRole('combobox', { name: t('auth_phone_country') });
    await expect.poll(() => picker.inputValue()).toBe('pt');
    expect(await page.getByLabel(t('auth_phone'), { exact: true }).inputValue()).toBe('+351 912 345 678');
    await page.getByRole('button', { name: t('account_save') }).click();
    await page.getByText(t('account_profile_updated')).first().waitFor();
    expect(await page.getByText(t('auth_valid_phone')).count()).toBe(0);

    // The checkout form shows with an item in the cart: Buy now puts one there and opens /cart.
    await page.goto('/products');
    await page.locator('main a[href^="/products/cs2/"]').first().waitFor();
    const hrefs = await page.locator('main a[href^="/products/cs2/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const product = hrefs.find((h) => /^\/products\/cs2\/[^/]+\/\d+$/.test(h));
    expect(product).toBeDefined();
    await page.goto(product!);
    await page.getByRole('button', { name: t('buy_now') }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await expect.poll(() => page.getByRole('combobox', { name: t('auth_phone_country') }).inputValue()).toBe('pt');
    expect(await page.getByLabel(t('cart_phone'), { exact: true }).inputValue()).toBe('+351 912 345 678');
  });
});
