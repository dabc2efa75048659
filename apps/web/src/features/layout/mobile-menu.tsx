import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '../../ui/button';
import { mobileMenuItems, SIGN_IN_PATH } from './nav-items';

export interface MobileMenuProps {
  open: boolean;
  signedIn: boolean;
  localeControls?: ReactNode;
  onLogout: () => void;
  /** An entry was tapped: the menu closes at once, before the next page has loaded (BUDGET-13). */
  onNavigate?: () => void;
}

/** Spec §2 mobile menu (below 768 px): Home, Products, New items, Sale, Cart and Profile (signed in), Logout or Log in. */
export function MobileMenu({ open, signedIn, localeControls, onLogout, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div id="mobile-menu" className="fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto border-t border-ink-700 bg-ink-950/98 backdrop-blur-md md:hidden">
      <nav aria-label={t('shell_mobile_nav')} className="px-4 py-4">
        <ul className="flex flex-col gap-1">
          {mobileMenuItems(signedIn).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 text-base font-semibold transition-colors ${isActive ? 'bg-ink-800 text-accent-400' : 'text-slate-200 hover:bg-ink-800'}`
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t border-ink-700 pt-4">
            {signedIn ? (
              <Button variant="secondary" className="w-full" onClick={onLogout}>
                {t('nav_logout')}
              </Button>
            ) : (
              <Link to={SIGN_IN_PATH} className={buttonClass('primary', 'w-full')}>
                {t('nav_login')}
              </Link>
            )}
          </li>
        </ul>
        {localeControls && <div className="mt-6 flex flex-wrap items-center gap-3">{localeControls}</div>}
      </nav>
    </div>
  );
}
