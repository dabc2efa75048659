import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module is what a page reload gives: the store reads local storage again. */
async function reload() {
  vi.resetModules();
  return import('./cookie-consent-store');
}

afterEach(() => localStorage.clear());

describe('the cookie consent store (spec §1)', () => {
  it('SHELL-3: with nothing saved there is no choice yet, and the defaults are performance on, functional and targeting off', async () => {
    const { cookieConsentStore, COOKIE_DEFAULTS, hasCookieConsent } = await reload();
    expect(cookieConsentStore.get()).toBeNull();
    expect(COOKIE_DEFAULTS).toEqual({ performance: true, functional: false, targeting: false });
    expect(hasCookieConsent('essential')).toBe(true);
    expect(hasCookieConsent('performance')).toBe(false);
  });

  it('SHELL-3: a saved choice is stored as booleans under cookie_consent, essential always true', async () => {
    const { cookieConsentStore, hasCookieConsent } = await reload();
    const listener = vi.fn();
    cookieConsentStore.subscribe(listener);
    cookieConsentStore.save({ performance: false, functional: true, targeting: false });
    expect(JSON.parse(localStorage.getItem('cookie_consent') ?? '')).toEqual({ essential: true, performance: false, functional: true, targeting: false });
    expect(listener).toHaveBeenCalledOnce();
    expect(hasCookieConsent('functional')).toBe(true);
    expect(hasCookieConsent('targeting')).toBe(false);
  });

  it('SHELL-3: the choice survives a reload', async () => {
    (await reload()).cookieConsentStore.save({ performance: true, functional: false, targeting: true });
    const { cookieConsentStore } = await reload();
    expect(cookieConsentStore.get()).toEqual({ essential: true, performance: true, functional: false, targeting: true });
  });

  it.each(['not json', '"yes"', '{"performance":"true","functional":false,"targeting":false}', '{"performance":true}'])(
    'SHELL-3: a stored value that is not a choice (%s) counts as no choice, so the banner shows again',
    async (raw) => {
      localStorage.setItem('cookie_consent', raw);
      expect((await reload()).cookieConsentStore.get()).toBeNull();
    },
  );
});
