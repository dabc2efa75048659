import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { AppLayout } from '../features/layout/app-layout';
import { LocaleControls } from '../features/locale/locale-controls';
import { useLocaleBootstrap } from '../features/locale/use-locale-bootstrap';
import { useSessionGuard } from './use-session-guard';

/** Composes the shell's features (features never import each other): locale, layout, cookie banner; the session guard (spec §4). */
export function RootLayout() {
  useLocaleBootstrap();
  useSessionGuard();
  return <AppLayout localeControls={<LocaleControls />} banner={<CookieBanner />} />;
}
