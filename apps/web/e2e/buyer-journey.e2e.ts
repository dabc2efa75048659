import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { buyNow, consentedPage, newEmail, PASSWORD, pickLanguage, type Texts } from './journeys';
import { waitForLink } from './mailbox';

const b = useBrowser();
/** Opens the shop, picks the language in the header's select; returns the page and that language's texts over the English defaults. */
async function shopIn(code: 'en' | 'de' | 'pl'): Promise<{ page: Page; t: Texts }> {
  const page = await consentedPage(b);
  await page.goto('/');
  return { page, t: await pickLanguage(page, code) };
}

/** Picks Poland in a country select, whichever language its titles are in; returns the option's value. */
async function selectPoland(select: Locator): Promise<string> {
  const value = await select.locator('option', { hasText: /^(Poland|Polen|Polska)$/ }).getAttribute('value');
  await select.selectOption(value!);
  return value!;
}

/** A text with `{{placeholders}}` as a pattern that matches it whatever they hold. */
const textWith = (text: string) => new RegExp(`^${text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);

const DELIVERY = { city: 'Warszawa', address: 'ul. Marszałkowska 1', postCode: '00-001' };

describe('the buyer journey (issue 14)', () => {
  it.each(['en', 'de', 'pl'] as const)(
    'JOURNEY-13 (%s): a Polish buyer signs up with a phone, verifies, tops up, buys by balance and by card, and finds the cart, delivery and histories right',
    async (code) => {
      const { page, t } = await shopIn(code);
      const email = newEmail('buyer');

      await page.goto('/auth?form=signup');
      await page.getByLabel(t('auth_first_name')).fill('Zofia');
      await page.getByLabel(t('auth_last_name')).fill('Nowak');
      await page.getByLabel(t('auth_email')).fill(email);
      await page.getByRole('combobox', { name: t('auth_phone_country') }).selectOption('pl');
      // SHELL-12: the countries are named in the interface language.
      expect(await page.getByRole('combobox', { name: t('auth_phone_country') }).locator('option[value="pl"]').innerText()).toBe(`${{ en: 'Poland', de: 'Polen', pl: 'Polska' }[code]} (+48)`);
      await page.getByLabel(t('auth_phone'), { exact: true }).fill('512 345 678');
      await page.getByLabel(t('auth_password'), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t('auth_confirm_password')).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('auth_sign_up'), exact: true }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/account'));

      await page.goto(await waitForLink(email, /verify/));
      await page.getByText(t('verify_success_title')).waitFor();

      // The profile shows the phone's country and number as typed, and saves untouched.
      await page.goto('/account/personal');
      await expect.poll(() => page.getByRole('combobox', { name: t('auth_phone_country') }).inputValue()).toBe('pl');
      expect(await page.getByLabel(t('auth_phone'), { exact: true }).inputValue()).toBe('+48 512 345 678');
      await page.getByRole('button', { name: t('account_save') }).click();
      await page.getByText(t('account_profile_updated')).first().waitFor();

      // Top-up by card through the sandbox.
      await page.getByLabel(t('account_top_up_amount')).fill('5000');
      await page.getByRole('button', { name: t('account_top_up'), exact: true }).click();
      await page.getByRole('dialog').getByRole('radio').first().check();
      await b.checkAccessible(page, 'the top-up dialog');
      await page.getByRole('dialog').getByRole('button', { name: t('topup_continue') }).click();
      const billing = page.getByRole('dialog', { name: t('topup_checkout_title') });
      await billing.getByLabel(t('topup_city')).waitFor();
      await b.checkAccessible(page, 'the billing dialog');
      await selectPoland(billing.getByLabel(t('topup_country')));
      await billing.getByLabel(t('topup_city')).fill(DELIVERY.city);
      await billing.getByLabel(t('topup_address'), { exact: true }).fill(DELIVERY.address);
      await billing.getByLabel(t('topup_post_code')).fill(DELIVERY.postCode);
      await billing.getByRole('checkbox').check();
      await billing.getByRole('button', { name: textWith(t('topup_pay')) }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('heading', { name: t('pay_success_title_topup') }).waitFor();

      // One item by balance: the delivery details are typed once.
      const byBalance = await buyNow(page, 0, t('buy_now'));
      await page.getByLabel(t('cart_trade_link')).fill('https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf');
      const poland = await selectPoland(page.getByLabel(t('cart_country'), { exact: true }));
      await page.getByLabel(t('cart_city')).fill(DELIVERY.city);
      await page.getByLabel(t('cart_address')).fill(DELIVERY.address);
      await page.getByLabel(t('cart_post_code')).fill(DELIVERY.postCode);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('cart_pay_balance') }).click();
      await page.getByRole('heading', { name: t('pay_success_title_purchase') }).waitFor();

      // One item by card: the delivery details come prefilled from the last checkout.
      const byCard = await buyNow(page, 1, t('buy_now'));
      await expect.poll(() => page.getByLabel(t('cart_city')).inputValue()).toBe(DELIVERY.city);
      await page.getByLabel(t('cart_trade_link')).fill('https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('cart_pay_card') }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('heading', { name: t('pay_success_title_purchase') }).waitFor();

      // Back in the cart: the bought items are gone, the count and the delivery details are right.
      await page.goto('/cart');
      await page.getByText(t('cart_empty')).waitFor();
      await page.getByRole('link', { name: t('nav_cart'), exact: true }).waitFor();
      const next = await buyNow(page, 2, t('buy_now'));
      await page.getByRole('link', { name: `${t('nav_cart')} (1)` }).waitFor();
      expect(await page.getByRole('link', { name: byBalance }).count()).toBe(0);
      expect(await page.getByRole('link', { name: byCard }).count()).toBe(0);
      expect(next).not.toBe(byCard);
      await expect.poll(() => page.getByLabel(t('cart_city')).inputValue()).toBe(DELIVERY.city);
      expect(await page.getByLabel(t('cart_address')).inputValue()).toBe(DELIVERY.address);
      expect(await page.getByLabel(t('cart_post_code')).inputValue()).toBe(DELIVERY.postCode);
      expect(await page.getByLabel(t('cart_country'), { exact: true }).inputValue()).toBe(poland);

      // Both histories show the results: the top-up succeeded, both items are ordered.
      await page.goto('/account/personal');
      await page.getByRole('navigation', { name: t('account_tabs') }).getByRole('link', { name: t('account_tab_transactions') }).click();
      await expect.poll(() => page.getByRole('img', { name: t('status_success') }).count()).toBeGreaterThanOrEqual(1);
      await page.getByRole('navigation', { name: t('account_tabs') }).getByRole('link', { name: t('account_tab_orders') }).click();
      await page.getByText(byBalance).first().waitFor();
      await page.getByText(byCard).first().waitFor();
    },
    // Two purchases, a top-up and the histories: 58-77 s on a slow machine (eighth session).
    150_000,
  );
});
