import { ANALYTICS_CONSENT_COOKIE } from '@skins/contract';

/**
 * SEC-12: the consent lives in local storage, which the server cannot see; this first-party cookie
 * (no secret, readable by script) tells it to send the app a CSP that names the Google tag's hosts.
 * It follows the saved choice, and localStorage keeps no expiry, so it is rewritten on every load.
 */
const MAX_AGE_S = 365 * 24 * 60 * 60;

export function readAnalyticsConsentCookie(): boolean {
  return document.cookie.split(/;\s*/).includes(`${ANALYTICS_CONSENT_COOKIE}=1`);
}

/** Whether this page was requested with the cookie, i.e. whether its CSP lets the tag load. */
export const pageAllowsGoogleTag = readAnalyticsConsentCookie();

export function writeAnalyticsConsentCookie(allowed: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${allowed ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${allowed ? MAX_AGE_S : 0}${secure}`;
}

/** A new load of the page, which brings the policy that matches the cookie. */
export function reloadPage(): void {
  window.location.reload();
}
