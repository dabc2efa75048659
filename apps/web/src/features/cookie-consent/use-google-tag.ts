import { useEffect } from 'react';
import { useCookieConsent } from './cookie-consent-store';

let started = false;

/**
 * ANALYTICS-1, ANALYTICS-2: the settings' Google tag runs only while the saved choice allows
 * analytics (the banner's Analytics toggle, stored as `targeting`). Until then neither the
 * loader chunk nor anything from Google is fetched; a later change applies at once (ANALYTICS-3).
 */
export function useGoogleTag(tag: string | null | undefined): void {
  const allowed = useCookieConsent()?.targeting === true;
  useEffect(() => {
    if (!tag || !(allowed || started)) return;
    started = true;
    void import('./google-tag').then((m) => m.applyGoogleTag(tag, allowed));
  }, [tag, allowed]);
}
