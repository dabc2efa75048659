import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link, NavLink } from 'react-router';
import { useCartCount } from '../cart/api/get-cart';
import { buttonClass } from '../../ui/button';
import { CartIcon, LogoMark, MenuIcon, UserIcon } from './icons';
import { headerNavItems, SIGN_IN_PATH } from './nav-items';

/** Spec §2 profile dropdown: its own chunk, loaded only for signed-in visitors. */
const ProfileDropdown = lazy(() => import('./profile-dropdown'));

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-accent-400">
      <LogoMark />
      <span className="text-lg font-black tracking-wide text-white uppercase lg:max-xl:sr-only">{t('shell_brand')}</span>
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors lg:px-3 ${
    isActive ? 'text-accent-400' : 'text-slate-300 hover:text-white'
  }`;

const iconLinkClass =
  'inline-flex size-9 items-center justify-center rounded-lg border border-ink-600 bg-ink-800 text-slate-200 transition-colors hover:border-slate-500 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400';

/** JOURNEY-6: the cart icon carries how many items the cart holds that can be bought (the cart query: refetched after add and remove). */
function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  const label = count > 0 ? `${t('nav_cart')} (${count})` : t('nav_cart');
  return (
    // BUDGET-4 (WCAG 2.5.3): the name is the link's own (hidden) text, so the badge's visible count is part of it.
    <Link to="/cart" title={label} className={`${iconLinkClass} relative`}>
      <CartIcon />
      <span className="sr-only">{label}</span>
      {count > 0 && (
        <span aria-hidden="true" data-testid="cart-count" className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-ink-950">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export interface HeaderProps {
  offerEnabled: boolean;
  signedIn: boolean;
  /** The internal currency's name, for the balance in the profile dropdown. */
  currencyName?: string;
  localeControls?: ReactNode;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Spec §1 header: logo, the shop's sections, currency and language, cart and sign-in. */
export function Header({ offerEnabled, signedIn, currencyName, localeControls, menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-700/80 bg-ink-950/85 backdrop-blur-md">
      {/* 768–1023 px: the links take a second row; from 1024 px one row (the logo text returns at 1280). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 lg:flex-nowrap lg:gap-x-6 lg:px-6">
        <div className="flex h-16 items-center">
          <Logo />
        </div>
        <nav aria-label={t('shell_main_nav')} className="order-last -mx-2 hidden w-full items-center pb-2 md:flex lg:order-none lg:mx-0 lg:w-auto lg:pb-0">
          {headerNavItems(offerEnabled).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex h-16 items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">{localeControls}</div>
          <CartLink />
          {/* The mobile menu carries Profile and Log in below 768 px. */}
          <div className="hidden md:flex">
            {signedIn ? (
              <Suspense
                fallback={
                  <Link to="/account" aria-label={t('nav_profile')} title={t('nav_profile')} className={iconLinkClass}>
                    <UserIcon />
                  </Link>
                }
              >
                <ProfileDropdown offerEnabled={offerEnabled} buttonClass={iconLinkClass} currencyName={currencyName} />
              </Suspense>
            ) : (
              <Link to={SIGN_IN_PATH} className={buttonClass('primary')}>
                {t('nav_login')}
              </Link>
            )}
          </div>
          <button
            type="button"
            className={`${iconLinkClass} md:hidden`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav_close_menu') : t('nav_open_menu')}
            onClick={onToggleMenu}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
    </header>
  );
}
