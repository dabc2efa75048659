import { useEffect } from 'react';
import { pageAllowsGoogleTag, readAnalyticsConsentCookie, reloadPage } from './analytics-consent-cookie';
import { useCookieConsent } from './cookie-consent-store';

let started = false;

/**
 * ANALYTICS-1, ANALYTICS-2: the settings' Google tag runs only while the saved choice allows
 * analytics (the banner's Analytics toggle, stored as `targeting`). Until then neither the
 * loader chunk nor anything from Google is fetched. SEC-12: the page's CSP names Google's hosts
 * only when it was loaded with analytics consent, so a consent given since then reloads the page
 * once; revoking applies at once (ANALYTICS-3).
 */
export function useGoogleTag(tag: string | null | undefined): void {
  const allowed = useCookieConsent()?.targeting === true;
  useEffect(() => {
    if (!tag || !(allowed || started)) return;
    if (allowed && !pageAllowsGoogleTag) {
      // Only when the cookie took: with cookies blocked the next load would not allow the tag either.
      if (readAnalyticsConsentCookie()) reloadPage();
      return;
    }
    started = true;
    void import('./google-tag').then((m) => m.applyGoogleTag(tag, allowed));
  }, [tag, allowed]);
}
