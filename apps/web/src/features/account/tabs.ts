import type { MessageKey } from '@skins/contract';

export const ACCOUNT_TABS = ['personal', 'transactions', 'orders', 'offers'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const TAB_LABELS: Record<AccountTab, MessageKey> = {
  personal: 'account_tab_personal',
  transactions: 'account_tab_transactions',
  orders: 'account_tab_orders',
  offers: 'account_tab_offers',
};

const isTab = (v: string | null | undefined): v is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(v ?? '');

/** Spec §2 Account: the tabs shown; offers only when offer_enabled. */
export const visibleTabs = (offerEnabled: boolean): AccountTab[] => ACCOUNT_TABS.filter((t) => t !== 'offers' || offerEnabled);

/**
 * Spec §2: the tab comes from the path (/account/{tab}) or, on /account, from the query tab; the
 * default is personal. The offers tab with offer_enabled false redirects to /account/personal.
 */
export function resolveAccountTab(pathname: string, queryTab: string | null, offerEnabled: boolean): { tab: AccountTab; redirect?: string } {
  const fromPath = pathname.replace(/\/+$/, '').split('/')[2];
  const wanted = fromPath ?? queryTab;
  const tab = isTab(wanted) ? wanted : 'personal';
  if (tab === 'offers' && !offerEnabled) return { tab: 'personal', redirect: '/account/personal' };
  return { tab };
}
