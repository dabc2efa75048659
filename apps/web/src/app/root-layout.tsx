import { lazy, Suspense } from 'react';
import { useSettings } from '../features/reference-data/api/reference-data';
import { cookieConsentStore, useCookieBannerOpen } from '../features/cookie-consent/cookie-consent-store';
import { useGoogleTag } from '../features/cookie-consent/use-google-tag';
import { AppLayout } from '../features/layout/app-layout';
import { LocaleControls } from '../features/locale/locale-controls';
import { useLocaleBootstrap } from '../features/locale/use-locale-bootstrap';
import { useNavigationPending } from './app-router';
import { useScrollReset } from './use-scroll-reset';
import { useSessionGuard } from './use-session-guard';

/** The banner is its own chunk: a returning visitor who has chosen never downloads it (first-view budget, issue 3). */
const CookieBanner = lazy(() => import('../features/cookie-consent/cookie-banner').then((m) => ({ default: m.CookieBanner })));

/**
 * Composes the shell's features (features never import each other): locale, layout, cookie banner and
 * analytics; the session guard (spec §4); a new page starting at the top (SHELL-10).
 */
export function RootLayout() {
  useLocaleBootstrap();
  useSessionGuard();
  useScrollReset();
  useGoogleTag(useSettings().data?.google_tag);
  const navigating = useNavigationPending();
  const banner = useCookieBannerOpen() && (
    <Suspense>
      <CookieBanner />
    </Suspense>
  );
  return <AppLayout localeControls={<LocaleControls />} banner={banner} onCookieSettings={cookieConsentStore.edit} navigating={navigating} />;
}
