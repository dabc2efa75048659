import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module is what a page reload gives: the store reads local storage again. */
async function reload() {
  vi.resetModules();
  return import('./cookie-consent-store');
}

/** What local storage holds: the spec's flag and the detailed kinds. */
const stored = () => ({ flag: localStorage.getItem('cookie_consent'), categories: JSON.parse(localStorage.getItem('cookie_consent_categories') ?? 'null') });

afterEach(() => localStorage.clear());

describe('the cookie consent store (spec §1)', () => {
  it('SHELL-3: with nothing saved there is no choice yet, and the defaults are performance on, functional and targeting off', async () => {
    const { cookieConsentStore, COOKIE_DEFAULTS, hasCookieConsent } = await reload();
    expect(cookieConsentStore.get()).toBeNull();
    expect(COOKIE_DEFAULTS).toEqual({ performance: true, functional: false, targeting: false });
    expect(hasCookieConsent('essential')).toBe(true);
    expect(hasCookieConsent('performance')).toBe(false);
  });

  it('SHELL-3: a choice accepting some optional kind is saved as true under cookie_consent, the kinds under cookie_consent_categories', async () => {
    const { cookieConsentStore, hasCookieConsent } = await reload();
    const listener = vi.fn();
    cookieConsentStore.subscribe(listener);
    cookieConsentStore.save({ performance: false, functional: true, targeting: false });
    expect(stored()).toEqual({ flag: 'true', categories: { performance: false, functional: true, targeting: false } });
    expect(listener).toHaveBeenCalledOnce();
    expect(hasCookieConsent('functional')).toBe(true);
    expect(hasCookieConsent('targeting')).toBe(false);
  });

  it('SHELL-3: a choice with every optional kind off is saved as false', async () => {
    (await reload()).cookieConsentStore.save({ performance: false, functional: false, targeting: false });
    expect(stored()).toEqual({ flag: 'false', categories: { performance: false, functional: false, targeting: false } });
  });

  it('SHELL-3: the choice survives a reload', async () => {
    (await reload()).cookieConsentStore.save({ performance: true, functional: false, targeting: true });
    const { cookieConsentStore } = await reload();
    expect(cookieConsentStore.get()).toEqual({ essential: true, performance: true, functional: false, targeting: true });
  });

  it('SHELL-3: a plain true without the kinds is the defaults, a plain false rejects all', async () => {
    localStorage.setItem('cookie_consent', 'true');
    expect((await reload()).cookieConsentStore.get()).toEqual({ essential: true, performance: true, functional: false, targeting: false });
    localStorage.setItem('cookie_consent', 'false');
    expect((await reload()).cookieConsentStore.get()).toEqual({ essential: true, performance: false, functional: false, targeting: false });
  });

  it('SHELL-3: kinds that contradict the flag are ignored, so false never lets analytics in', async () => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('cookie_consent_categories', JSON.stringify({ performance: true, functional: false, targeting: true }));
    expect((await reload()).cookieConsentStore.get()).toEqual({ essential: true, performance: false, functional: false, targeting: false });
  });

  it("SHELL-3: a choice kept in the first release's form (one JSON object) is asked again: the banner shows once more", async () => {
    localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, performance: false, functional: false, targeting: true }));
    expect((await reload()).cookieConsentStore.get()).toBeNull();
  });

  it.each(['not json', '"yes"', 'TRUE', '1', '{"performance":"true","functional":false,"targeting":false}', '{"performance":true}'])(
    'SHELL-3: a stored value that is not a choice (%s) counts as no choice, so the banner shows again',
    async (raw) => {
      localStorage.setItem('cookie_consent', raw);
      expect((await reload()).cookieConsentStore.get()).toBeNull();
    },
  );
});
