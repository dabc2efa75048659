/** Spec §9: business constants and limits shared by the API and the web app. */
export const STORAGE_KEYS = {
  authSession: 'auth_session',
  token: 'token',
  currencyCode: 'currencyCode',
  currencySymbol: 'currencySymbol',
  languageId: 'languageId',
  /** Spec §1: 'true' when the visitor accepted any optional kind of cookie, 'false' when none. */
  cookieConsent: 'cookie_consent',
  /** SHELL-3: the detailed choice behind cookie_consent (performance, functional, targeting), as JSON. */
  cookieConsentCategories: 'cookie_consent_categories',
} as const;

export const PAGE_SIZE = { products: 15, history: 5, offers: 8, randomList: 20, maxLimit: 100, /** the operator's lists (offers, payouts) */ operator: 20 } as const;

export const DEBOUNCE_MS = { productFetch: 400, searchAndPrice: 300, unsupportedCountryToast: 500, signUpSubmit: 400 } as const;

export const TOAST_AUTO_CLOSE_MS = { base: 2500, productCard: 3000 } as const;

export const API_TIMEOUT_MS = 6000;

export const BREAKPOINTS = { narrow: 640, mobile: 768, wide: 1024 } as const;

export const PAGINATION_MAX_VISIBLE = 7;

export const DEFAULT_TOP_UP_AMOUNT = 20;
export const DEFAULT_MIN_TOP_UP = 1;
export const DEPOSIT_POLL_MS = 5000;
/** The pending payout page asks for the offer's state every 5 s (issue 6), as the deposit poll does. */
export const PAYOUT_POLL_MS = 5000;

/** The only category string of the shop (spec §3 Category). */
export const CATEGORY = 'cs2';

export const FALLBACK_CURRENCY = { code: 'EUR', symbol: '€', value: 1 } as const;

/** Spec §1 cookie banner defaults. */
export const DEFAULT_COOKIE_CONSENT = { essential: true, performance: true, functional: false, targeting: false } as const;

/**
 * SEC-12: set by the web app (value '1') while the saved cookie choice allows analytics, so that the
 * server can send the SPA document a CSP naming the Google tag's hosts; absent otherwise.
 */
export const ANALYTICS_CONSENT_COOKIE = 'analytics_consent';
