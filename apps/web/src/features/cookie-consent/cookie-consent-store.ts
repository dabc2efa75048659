import { DEFAULT_COOKIE_CONSENT, STORAGE_KEYS } from '@skins/contract';
import { useSyncExternalStore } from 'react';
import { writeAnalyticsConsentCookie } from './analytics-consent-cookie';

/** Spec §1: the visitor's cookie choice, saved locally as true or false under cookie_consent. */
export interface CookieConsent {
  essential: true;
  performance: boolean;
  functional: boolean;
  targeting: boolean;
}
export type OptionalCookieKind = Exclude<keyof CookieConsent, 'essential'>;
export type CookieChoice = Pick<CookieConsent, OptionalCookieKind>;

export const COOKIE_DEFAULTS: CookieChoice = {
  performance: DEFAULT_COOKIE_CONSENT.performance,
  functional: DEFAULT_COOKIE_CONSENT.functional,
  targeting: DEFAULT_COOKIE_CONSENT.targeting,
};
export const COOKIE_REJECT_ALL: CookieChoice = { performance: false, functional: false, targeting: false };

/** The saved choice, or null when none was made (or what is stored is not a choice of ours). */
export function readStoredConsent(): CookieConsent | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.cookieConsent);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { performance, functional, targeting } = v as Record<string, unknown>;
    if (typeof performance !== 'boolean' || typeof functional !== 'boolean' || typeof targeting !== 'boolean') return null;
    return { essential: true, performance, functional, targeting };
  } catch {
    return null;
  }
}

let consent = readStoredConsent();
// SEC-12: a choice saved before the cookie existed, or a cookie that expired, is brought in step.
writeAnalyticsConsentCookie(consent?.targeting === true);
/** ANALYTICS-3: the banner is open again to change a saved choice (the footer's Cookie settings). */
let editing = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const cookieConsentStore = {
  get: (): CookieConsent | null => consent,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the banner shows: no choice yet, or the visitor asked to change it. */
  isOpen: () => consent === null || editing,
  edit() {
    editing = true;
    notify();
  },
  /** Saves a choice; essential cookies are always on. */
  save(choice: CookieChoice) {
    editing = false;
    consent = { essential: true, performance: choice.performance, functional: choice.functional, targeting: choice.targeting };
    try {
      localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
    } catch {
      // Storage unavailable: the choice holds for this visit and the banner stays hidden.
    }
    writeAnalyticsConsentCookie(consent.targeting);
    notify();
  },
};

/** The saved choice (null while the banner is still waiting for one). */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(cookieConsentStore.subscribe, cookieConsentStore.get);
}

export function useCookieBannerOpen(): boolean {
  return useSyncExternalStore(cookieConsentStore.subscribe, cookieConsentStore.isOpen);
}

/** Whether a kind of cookie may be used now: essential always, the others only once chosen. */
export function hasCookieConsent(kind: keyof CookieConsent): boolean {
  return kind === 'essential' || cookieConsentStore.get()?.[kind] === true;
}
