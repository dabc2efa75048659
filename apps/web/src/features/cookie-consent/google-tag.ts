/**
 * The Google tag (settings google_tag), loaded as its own chunk only once analytics consent exists
 * (see use-google-tag.ts). The gtag bootstrap is defined here rather than as an inline script, so
 * the CSP needs no 'unsafe-inline'.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Google tag ids: G-XXXXXXX, GT-..., AW-..., UA-123-1 and the like; anything else is not loaded. */
const TAG_ID = /^[A-Z]{1,4}-[A-Z0-9-]{1,30}$/i;
const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const loaded = new Set<string>();

function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    window.dataLayer ??= [];
    // gtag.js reads the Arguments objects of its calls from dataLayer, not arrays.
    window.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag(...args);
}

/**
 * ANALYTICS-1, ANALYTICS-2, ANALYTICS-3: applies the visitor's analytics choice to the tag. Allowed: loads gtag.js once
 * (analytics storage granted, ads storage denied: only analytics was asked for), or re-enables it.
 * Revoked: a loaded script cannot be unloaded, so measurement is switched off instead
 * (`ga-disable-<id>` and consent denied), and nothing more is sent. Never loaded: nothing to do.
 */
export function applyGoogleTag(tag: string, allowed: boolean): void {
  if (!TAG_ID.test(tag)) return;
  const flags = window as unknown as Record<string, unknown>;
  flags[`ga-disable-${tag}`] = !allowed;
  if (loaded.has(tag)) {
    gtag('consent', 'update', { analytics_storage: allowed ? 'granted' : 'denied' });
    return;
  }
  if (!allowed) return;
  loaded.add(tag);
  gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  gtag('js', new Date());
  gtag('config', tag);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(tag)}`;
  document.head.append(script);
}
