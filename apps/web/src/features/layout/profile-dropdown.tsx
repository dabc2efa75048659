import '../../i18n/accounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatBalance } from '../account/api/profile-fields';
import { profileQueryOptions } from '../account/api/get-profile';
import { useLocale } from '../../app/locale-store';
import { signOut } from '../../app/session-store';
import { UserIcon } from './icons';

const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-200 transition-colors hover:bg-ink-700 hover:text-white';

/**
 * Spec §2 profile dropdown (signed in, 768 px and up): email, Edit profile, balance with a plus link
 * to transactions, My profile, Payment history, Order history, Sell skins (if offers are enabled),
 * Watchlist (WATCH-2), Log out. Loaded lazily: the first view of a guest never downloads it.
 */
export default function ProfileDropdown({ offerEnabled, buttonClass, currencyName }: { offerEnabled: boolean; buttonClass: string; currencyName?: string }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const profile = useQuery(profileQueryOptions(currency.code));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const links = [
    { to: '/account/personal', label: t('dropdown_my_profile') },
    { to: '/account/transactions', label: t('dropdown_payment_history') },
    { to: '/account/orders', label: t('dropdown_order_history') },
    ...(offerEnabled ? [{ to: '/account/offers', label: t('nav_sell_skins') }] : []),
    // WATCH-2: the starred items and watched skins.
    { to: '/account/watchlist', label: t('account_tab_watchlist') },
    // OPS-114: the operator's way into the back office.
    ...(profile.data?.role === 'operator' ? [{ to: '/operator', label: t('account_back_office') }] : []),
  ];
  return (
    <div ref={root} className="relative">
      <button type="button" className={buttonClass} aria-label={t('dropdown_open')} title={t('nav_profile')} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <UserIcon />
      </button>
      {open && (
        // BUDGET-13: a followed link closes the menu at once, before the next page has loaded.
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-64 rounded-xl border border-ink-600 bg-ink-900 p-2 shadow-2xl shadow-black/50"
          onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <div className="border-b border-ink-700 px-3 pt-1 pb-3">
            <p className="truncate text-sm font-semibold text-white" data-testid="dropdown-email">
              {profile.data?.email ?? '…'}
            </p>
            <Link to="/account/personal" className="text-xs font-medium text-accent-400 hover:text-accent-300">
              {t('dropdown_edit_profile')}
            </Link>
            <div className="mt-3 flex items-center justify-between rounded-lg bg-ink-800 px-3 py-2">
              <div>
                <p className="text-[11px] tracking-wider text-slate-400 uppercase">{t('dropdown_balance')}</p>
                <p className="text-sm font-bold text-white" data-testid="dropdown-balance">
                  {profile.data ? formatBalance(profile.data.balance, currencyName) : '…'}
                </p>
              </div>
              <Link
                to="/account/transactions"
                aria-label={t('dropdown_top_up')}
                title={t('dropdown_top_up')}
                className="flex size-8 items-center justify-center rounded-lg bg-accent-500 text-lg font-bold text-ink-950 hover:bg-accent-400"
              >
                +
              </Link>
            </div>
          </div>
          <ul className="flex flex-col gap-0.5 pt-2">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={itemClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-ink-700 pt-1">
              <button type="button" className={`${itemClass} text-red-300`} onClick={() => void signOut().then(() => navigate('/'))}>
                {t('dropdown_log_out')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
