import { BREAKPOINTS, TOAST_AUTO_CLOSE_MS } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Outlet, useLocation, useNavigate } from 'react-router';
// SEC-12: the toasts' stylesheet, bundled with ours (vite.config.ts serves the unstyled build).
import 'react-toastify/ReactToastify.css';
import { socialLinksQueryOptions, staticPagesQueryOptions, useSettings } from '../reference-data/api/reference-data';
import { signOut, useSignedIn } from '../../app/session-store';
import { PageSpinner } from '../../ui/spinner';
import { ToastHost } from '../../ui/toast-host';
import { useErrorToast } from '../../ui/use-error-toast';
import { useMediaQuery } from '../../ui/use-media-query';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { MAIN_ID, SkipLink } from './skip-link';

export interface AppLayoutProps {
  /** The currency and language selects (composed in app/, shown in the header and the mobile menu). */
  localeControls?: ReactNode;
  /** Shown below every page until dismissed (the cookie banner); it sticks to the window's bottom edge. */
  banner?: ReactNode;
  /** Reopens the cookie banner (the footer's Cookie settings). */
  onCookieSettings?: () => void;
  /** A navigation is under way (the next page's chunk is loading): a progress bar shows at the top. */
  navigating?: boolean;
}

/** The shell around every page: header, mobile menu, footer, toasts (spec §1, §2, §9). */
export function AppLayout({ localeControls, banner, onCookieSettings, navigating = false }: AppLayoutProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const pages = useQuery(staticPagesQueryOptions());
  const socialLinks = useQuery(socialLinksQueryOptions());
  useErrorToast(settings.error, 'failed_to_fetch_settings');
  useErrorToast(pages.error, 'failed_to_fetch_pages');
  useEffect(() => {
    if (socialLinks.error) console.error('Failed to fetch social links', socialLinks.error);
  }, [socialLinks.error]);

  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Spec §2: the mobile menu closes on navigation and on widths of 768 px and above (§9).
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  useEffect(() => setMenuOpen(false), [location.key, desktop]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <SkipLink label={t('shell_skip_to_main')} />
        {navigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-accent-500 to-fuchsia-500" />}
        <Header
          offerEnabled={settings.data?.offer_enabled ?? false}
          signedIn={signedIn}
          currencyName={settings.data?.internal_currency?.name}
          localeControls={localeControls}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
        />
        <MobileMenu
          open={menuOpen}
          signedIn={signedIn}
          localeControls={localeControls}
          onLogout={() => {
            setMenuOpen(false);
            void signOut().then(() => navigate('/'));
          }}
          onNavigate={() => setMenuOpen(false)}
        />
        {/* BUDGET-5: focusable by script only, the skip link's target. BUDGET-2: it fills the viewport, so the
            footer starts below the fold and a page whose data arrives late grows without moving what is seen. */}
        <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          {/* The first page's chunk loads under the shell; later navigations keep the page being left (app/app-router.tsx). */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer settings={settings.data} pages={pages.data ?? []} socialLinks={socialLinks.data ?? []} onCookieSettings={onCookieSettings} />
        <ToastHost position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS.base} theme="dark" newestOnTop />
      </div>
      {/* BUDGET-6: after the page, not over it: the banner takes its own space below the footer, so scrolling to the end uncovers everything. */}
      {banner}
    </>
  );
}
