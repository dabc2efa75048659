import { DEFAULT_COOKIE_CONSENT, STORAGE_KEYS } from '@skins/contract';
import { useSyncExternalStore } from 'react';
import { writeAnalyticsConsentCookie } from './analytics-consent-cookie';

/**
 * Spec §1: the visitor's cookie choice. SHELL-3: saved locally as the string true (some optional kind
 * accepted) or false (none) under cookie_consent, with the kinds under cookie_consent_categories.
 */
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

const acceptsAny = (c: CookieChoice) => c.performance || c.functional || c.targeting;

type StoredKinds = Partial<Record<OptionalCookieKind, unknown>>;

/**
 * The saved choice, or null when none was made (or storage holds no true or false: a choice kept in
 * the first release's form, a JSON object, is asked again once; reading it would cost every first
 * view the bytes, BUDGET-1). The kinds count only when they agree with the flag; otherwise the flag
 * alone says it: true is the defaults (what OK gives), false rejects all, so a stray categories
 * entry can never turn on what the visitor refused.
 */
function readStorage(): CookieChoice | null {
  let flag: string | null = null;
  let kinds: StoredKinds | null = null;
  try {
    flag = localStorage.getItem(STORAGE_KEYS.cookieConsent);
    kinds = JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsentCategories) ?? 'null') as StoredKinds | null;
  } catch {
    // Storage unavailable, or categories that are not JSON: what was read so far decides.
  }
  if (flag !== 'true' && flag !== 'false') return null;
  const accepted = flag === 'true';
  const detailed = kinds && { performance: kinds.performance === true, functional: kinds.functional === true, targeting: kinds.targeting === true };
  return detailed && acceptsAny(detailed) === accepted ? detailed : accepted ? COOKIE_DEFAULTS : COOKIE_REJECT_ALL;
}

function writeStorage(choice: CookieChoice): void {
  try {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, String(acceptsAny(choice)));
    // The three kinds only: a caller may pass a whole CookieConsent, and essential is not a choice.
    const { performance, functional, targeting } = choice;
    localStorage.setItem(STORAGE_KEYS.cookieConsentCategories, JSON.stringify({ performance, functional, targeting }));
  } catch {
    // Storage unavailable: the choice holds for this visit and the banner stays hidden.
  }
}

const withEssential = (c: CookieChoice): CookieConsent => ({ essential: true, performance: c.performance, functional: c.functional, targeting: c.targeting });

const stored = readStorage();
let consent = stored && withEssential(stored);
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
    consent = withEssential(choice);
    writeStorage(choice);
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
