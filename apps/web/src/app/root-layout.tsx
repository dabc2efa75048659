import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { AppLayout } from '../features/layout/app-layout';
import { LocaleControls } from '../features/locale/locale-controls';
import { useLocaleBootstrap } from '../features/locale/use-locale-bootstrap';

/** Composes the shell's features (features never import each other): locale, layout, cookie banner. */
export function RootLayout() {
  useLocaleBootstrap();
  return <AppLayout localeControls={<LocaleControls />} banner={<CookieBanner />} />;
}
