import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, pickLanguage, signUp } from './journeys';

const b = useBrowser();

describe('the profile says a refusal at its field, in the visitor language (issue 46)', () => {
  it.each(['en', 'de'] as const)('AUTH-WEB-20: in %s, a too-long first name is refused at the field; fixed, the message goes and the profile saves', async (code) => {
    const page = await consentedPage(b);
    await signUp(page, newEmail(`profile-${code}`));
    await page.goto('/account/personal');
    const t = await pickLanguage(page, code);
    const name = page.getByLabel(t('account_name'), { exact: true });
    await name.fill('A'.repeat(150));
    await page.getByRole('button', { name: t('account_save') }).click();
    const message = page.getByText(t('auth_first_name_too_long'), { exact: true });
    await message.waitFor();
    // The message is the field's own: linked to it, and the field is marked invalid.
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await message.getAttribute('id')).toBe(await name.getAttribute('aria-describedby'));
    if (code === 'de') expect(await message.textContent()).toBe('Der Vorname darf höchstens 100 Zeichen lang sein');
    await page.screenshot({ path: `/tmp/profile-error-${code}-desktop.png`, fullPage: false });
    await page.setViewportSize(PHONE);
    await name.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/profile-error-${code}-phone.png` });

    await name.fill('Anabela');
    await message.waitFor({ state: 'detached' });
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: t('account_save') }).click();
    await page.getByText(t('account_profile_updated')).first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(t('account_name'), { exact: true }).inputValue()).toBe('Anabela');
  });
});
