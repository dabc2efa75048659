import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TAG = 'G-TEST123';
const tagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith('https://www.googletagmanager.com/'));
const flags = window as unknown as Record<string, unknown>;
/** The gtag calls made so far, as arrays (gtag.js queues Arguments objects). */
const calls = () => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

/** A fresh page: the consent store reads local storage again and nothing is loaded yet. */
async function page(tag: string | null = TAG) {
  vi.resetModules();
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

/** Lets a dynamic import that might have started settle. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

afterEach(() => {
  cleanup();
  localStorage.clear();
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
  });

  it('ANALYTICS-2: granting analytics loads gtag.js once for the tag, with analytics storage granted and ads denied', async () => {
    const { choose } = await page();
    choose(true);
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${TAG}`);
    expect(tagScripts()[0]?.async).toBe(true);
    expect(calls()).toContainEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(calls()).toContainEqual(['config', TAG]);
    expect(flags[`ga-disable-${TAG}`]).toBe(false);
  });

  it('ANALYTICS-3: revoking later switches the loaded tag off without a reload, and granting again turns it back on', async () => {
    const { choose } = await page();
    choose(true);
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    choose(false);
    await waitFor(() => expect(flags[`ga-disable-${TAG}`]).toBe(true));
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    choose(true);
    await waitFor(() => expect(flags[`ga-disable-${TAG}`]).toBe(false));
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(tagScripts()).toHaveLength(1);
  });

  it('ANALYTICS-1: with no google_tag, or one that is not a tag id, nothing is loaded even with consent', async () => {
    for (const tag of [null, '"><img src=x>', 'https://evil.example/x.js']) {
      const { choose } = await page(tag);
      choose(true);
      await settle();
      expect(tagScripts()).toHaveLength(0);
      cleanup();
      localStorage.clear();
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
