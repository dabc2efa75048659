import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';

async function renderBanner() {
  vi.resetModules();
  const { CookieBanner } = await import('./cookie-banner');
  render(<CookieBanner />);
}
/** SHELL-3: the spec's flag under cookie_consent, the kinds under cookie_consent_categories. */
const stored = () => ({ flag: localStorage.getItem('cookie_consent'), ...JSON.parse(localStorage.getItem('cookie_consent_categories') ?? '{}') });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the cookie banner (spec §1)', () => {
  it('BUDGET-6: on a first visit it is a non-modal dialog named by its title, described by its text, and takes the focus', async () => {
    await renderBanner();
    const dialog = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).toHaveAccessibleDescription('We use cookies to run the shop, to remember your choices and, with your consent, to measure how the site is used.');
    expect(dialog).toHaveFocus();
  });

  it('BUDGET-6: it leaves the focus where a visitor already put it', async () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await renderBanner();
    expect(field).toHaveFocus();
    field.remove();
  });

  it('SHELL-3: OK saves the defaults and hides the banner', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    expect(stored()).toEqual({ flag: 'true', performance: true, functional: false, targeting: false });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('SHELL-3: Reject All keeps essential cookies only', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(localStorage.getItem('cookie_consent')).toBe('false');
    expect(stored()).toEqual({ flag: 'false', performance: false, functional: false, targeting: false });
  });

  it('SHELL-3: Customize shows the toggles (essential on and locked) and Proceed saves them', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const essential = screen.getByRole('switch', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Performance and functionality/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Functionality/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Analytics/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: /Performance and functionality/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(stored()).toEqual({ flag: 'true', performance: false, functional: false, targeting: true });
  });

  it.each(['true', 'false'])('SHELL-3: once a choice is saved (cookie_consent %s), the banner is not shown', async (flag) => {
    localStorage.setItem('cookie_consent', flag);
    await renderBanner();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('SHELL-3: a Customize save with every toggle off is stored as false', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await userEvent.click(screen.getByRole('switch', { name: /Performance and functionality/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(stored()).toEqual({ flag: 'false', performance: false, functional: false, targeting: false });
  });

  it('ANALYTICS-3: reopened (Cookie settings), it shows the saved toggles, and Proceed saves the change', async () => {
    localStorage.setItem('cookie_consent', 'true');
    localStorage.setItem('cookie_consent_categories', JSON.stringify({ performance: false, functional: true, targeting: false }));
    await renderBanner();
    const { cookieConsentStore } = await import('./cookie-consent-store');
    act(() => cookieConsentStore.edit());
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Performance and functionality/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Functionality/ })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(stored()).toEqual({ flag: 'true', performance: false, functional: true, targeting: true });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
