import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { buyNow, consentedPage, newEmail, PASSWORD } from './journeys';

const b = useBrowser();
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd1234';

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
  it.each(['en', 'de'] as const)('JOURNEY-1, AUTH-WEB-15 (%s): sign up with Portugal and 912 345 678; profile (its picker showing PT +351 whole at 375 and 1280 px) and cart show them, Save works untouched; the trade link saved in the profile fills the cart', async (code) => {
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
    // AUTH-WEB-15: the closed picker shows the country and its calling code whole, at 1280 and 375 px.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const summary = page.getByTestId('phone-country-summary');
      expect(await summary.textContent()).toBe('PT +351');
      expect(await summary.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= (el.parentElement?.getBoundingClientRect().right ?? 0))).toBe(true);
    }
    // DELIV-10: the trade link saved here is the one the next checkout starts from.
    await page.getByLabel(t('account_trade_link')).fill(TRADE_LINK);
    await page.getByRole('button', { name: t('account_save') }).click();
    await page.getByText(t('account_profile_updated')).first().waitFor();
    expect(await page.getByText(t('auth_valid_phone')).count()).toBe(0);

    // The checkout form shows with an item in the cart: Buy now puts one there and opens /cart.
    await buyNow(page, 0, t('buy_now'));
    await expect.poll(() => page.getByRole('combobox', { name: t('auth_phone_country') }).inputValue()).toBe('pt');
    expect(await page.getByLabel(t('cart_phone'), { exact: true }).inputValue()).toBe('+351 912 345 678');
    expect(await page.getByLabel(t('cart_trade_link')).inputValue()).toBe(TRADE_LINK);
  });
});
