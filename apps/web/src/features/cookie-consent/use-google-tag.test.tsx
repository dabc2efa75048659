import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TAG = 'G-TEST123';
const tagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith('https://www.googletagmanager.com/'));
const flags = window as unknown as Record<string, unknown>;
/** The gtag calls made so far, as arrays (gtag.js queues Arguments objects). */
const calls = () => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

const reloadPage = vi.fn();

/**
 * A fresh page load: the modules read local storage and the analytics cookie again (both survive a
 * reload), nothing is loaded yet, and a reload the page asks for is recorded in `reloadPage`.
 */
async function page(tag: string | null = TAG) {
  vi.resetModules();
  reloadPage.mockClear();
  vi.doMock('./analytics-consent-cookie', async (original) => ({ ...(await original<typeof import('./analytics-consent-cookie')>()), reloadPage }));
  const { cookieConsentStore } = await import('./cookie-consent-store');
  const { useGoogleTag } = await import('./use-google-tag');
  function Probe() {
    useGoogleTag(tag);
    return null;
  }
  render(<Probe />);
  const choose = (targeting: boolean) => act(() => cookieConsentStore.save({ performance: true, functional: false, targeting }));
  return { choose, store: cookieConsentStore };
}

/** A page loaded after analytics was granted: its CSP lets the tag load. */
async function consentedPage() {
  (await page()).choose(true);
  cleanup();
  return page();
}

const consentCookie = () => document.cookie.split(/;\s*/).find((c) => c.startsWith('analytics_consent='));

/** Lets a dynamic import that might have started settle. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'analytics_consent=; Path=/; Max-Age=0';
  for (const s of tagScripts()) s.remove();
  delete window.dataLayer;
  delete window.gtag;
  delete flags[`ga-disable-${TAG}`];
});

describe('the Google tag behind analytics consent (issue 7)', () => {
  it('ANALYTICS-1: before any choice, after Reject All, or with analytics off, nothing of the tag is loaded', async () => {
    const { choose } = await page();
    await settle();
    expect(tagScripts()).toHaveLength(0);
    choose(false);
    await settle();
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(consentCookie()).toBeUndefined();
  });

  it('SEC-12, ANALYTICS-2: granting analytics on a page loaded without it sets the consent cookie and reloads once, loading nothing on that page', async () => {
    const { choose } = await page();
    choose(true);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(consentCookie()).toBe('analytics_consent=1');
    await settle();
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('SEC-12: a choice with analytics saved before the cookie existed sets it and reloads once; the next load does not', async () => {
    localStorage.setItem('cookie_consent', 'true');
    localStorage.setItem('cookie_consent_categories', JSON.stringify({ performance: true, functional: false, targeting: true }));
    await page();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(consentCookie()).toBe('analytics_consent=1');
    cleanup();
    await page();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('ANALYTICS-2: a page loaded with analytics allowed loads gtag.js once for the tag, with analytics storage granted and ads denied', async () => {
    await consentedPage();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${TAG}`);
    expect(tagScripts()[0]?.async).toBe(true);
    expect(calls()).toContainEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(calls()).toContainEqual(['config', TAG]);
    expect(flags[`ga-disable-${TAG}`]).toBe(false);
  });

  it('ANALYTICS-3, SEC-12: revoking later switches the loaded tag off without a reload and clears the cookie; granting again turns it back on', async () => {
    const { choose } = await consentedPage();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    choose(false);
    await waitFor(() => expect(flags[`ga-disable-${TAG}`]).toBe(true));
    expect(consentCookie()).toBeUndefined();
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    choose(true);
    await waitFor(() => expect(flags[`ga-disable-${TAG}`]).toBe(false));
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(tagScripts()).toHaveLength(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('ANALYTICS-1: with no google_tag, or one that is not a tag id, nothing is loaded even with consent', async () => {
    for (const tag of [null, '"><img src=x>', 'https://evil.example/x.js']) {
      const { choose } = await page(tag);
      choose(true);
      await settle();
      expect(tagScripts()).toHaveLength(0);
      cleanup();
      localStorage.clear();
      document.cookie = 'analytics_consent=; Path=/; Max-Age=0';
    }
  });

  it('ANALYTICS-3: the footer can reopen the banner after a choice; saving closes it', async () => {
    const { choose, store } = await page(null);
    expect(store.isOpen()).toBe(true);
    choose(false);
    expect(store.isOpen()).toBe(false);
    store.edit();
    expect(store.isOpen()).toBe(true);
    choose(true);
    expect(store.isOpen()).toBe(false);
  });
});
