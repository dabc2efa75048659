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

/** The three kinds from parsed JSON, or null when it is not a choice of ours. */
function toChoice(v: unknown): CookieChoice | null {
  if (typeof v !== 'object' || v === null) return null;
  const { performance, functional, targeting } = v as Record<string, unknown>;
  if (typeof performance !== 'boolean' || typeof functional !== 'boolean' || typeof targeting !== 'boolean') return null;
  return { performance, functional, targeting };
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * What local storage holds: the choice, and whether it is in the first release's form (one JSON
 * object under cookie_consent); null when no choice was made or what is stored is not one of ours.
 */
function readStorage(): { choice: CookieChoice; legacy: boolean } | null {
  let flag: string | null;
  let categories: string | null;
  try {
    flag = localStorage.getItem(STORAGE_KEYS.cookieConsent);
    categories = localStorage.getItem(STORAGE_KEYS.cookieConsentCategories);
  } catch {
    return null;
  }
  if (flag === 'true' || flag === 'false') {
    const accepted = flag === 'true';
    const detailed = toChoice(parseJson(categories));
    // The kinds count only when they agree with the flag; otherwise the flag alone says it: true is the defaults
    // (what OK gives), false rejects all, so a stray categories entry can never turn on what the visitor refused.
    if (detailed && acceptsAny(detailed) === accepted) return { choice: detailed, legacy: false };
    return { choice: accepted ? COOKIE_DEFAULTS : COOKIE_REJECT_ALL, legacy: false };
  }
  // A returning visitor's choice from before SHELL-3's split: {essential, performance, functional, targeting}.
  const legacy = toChoice(parseJson(flag));
  return legacy && { choice: legacy, legacy: true };
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
// SHELL-3: a legacy choice is rewritten in the current form once read.
if (stored?.legacy) writeStorage(stored.choice);
let consent = stored && withEssential(stored.choice);
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
