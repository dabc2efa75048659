import { staffRoleValues, type messagesOperatorEn, type StaffRole } from '@skins/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OperatorSection {
  /** The path under /operator ('' is the back office's first view). */
  path: string;
  /** The i18n key of its name in the navigation (contract messages-operator-en.ts). */
  label: keyof typeof messagesOperatorEn;
  /** The section's page, a lazy chunk of its own. */
  element: LazyExoticComponent<ComponentType>;
}

/**
 * The back office's sections, in the navigation's order: the shell's navigation and its nested
 * routes are both built from this list. A new section is one more entry (append yours at the end).
 */
export const sections: OperatorSection[] = [
  { path: '', label: 'op_dashboard', element: lazy(() => import('./dashboard/dashboard-page')) },
  { path: 'offers', label: 'op_offers', element: lazy(() => import('./offers/offers-page')) },
  { path: 'payouts', label: 'op_payouts', element: lazy(() => import('./payouts/payouts-page')) },
  { path: 'payout-conflicts', label: 'op_payout_conflicts', element: lazy(() => import('./payouts/conflicts-page')) },
  { path: 'prompts', label: 'op_prompts', element: lazy(() => import('./prompts/prompts-page')) },
  { path: 'audit', label: 'op_audit', element: lazy(() => import('./audit/audit-page')) },
  { path: 'catalog', label: 'op_catalog', element: lazy(() => import('./catalog/catalog-page')) },
  { path: 'packs', label: 'op_packs', element: lazy(() => import('./packs/packs-page')) },
  { path: 'promos', label: 'op_promos', element: lazy(() => import('./promos/promos-page')) },
  { path: 'orders', label: 'op_orders', element: lazy(() => import('./orders/orders-page')) },
  { path: 'customers', label: 'op_customers', element: lazy(() => import('./customers/customers-page')) },
  { path: 'support', label: 'op_support', element: lazy(() => import('./support/support-page')) },
  { path: 'settings', label: 'op_settings', element: lazy(() => import('./settings/settings-page')) },
  { path: 'pages', label: 'op_pages', element: lazy(() => import('./pages/pages-page')) },
  { path: 'deliveries', label: 'op_deliveries', element: lazy(() => import('./deliveries/deliveries-page')) },
  { path: 'currencies', label: 'op_currencies', element: lazy(() => import('./currencies/currencies-page')) },
  { path: 'social-links', label: 'op_social_links', element: lazy(() => import('./social-links/social-links-page')) },
  { path: 'reports', label: 'op_reports', element: lazy(() => import('./reports/reports-page')) },
  { path: 'mails', label: 'op_mails', element: lazy(() => import('./mails/mails-page')) },
  { path: 'sell-quotes', label: 'op_sell_quotes', element: lazy(() => import('./sell-quotes/sell-quotes-page')) },
  { path: 'staff', label: 'op_staff', element: lazy(() => import('./staff/staff-page')) },
];

const OWNER: readonly StaffRole[] = ['owner'];
const EVERY_ROLE: readonly StaffRole[] = staffRoleValues;

/**
 * STAFF-WEB-1: which staff roles may open each section (STAFF-1; the API checks every call too). A
 * key is a section's path or a page under one ('customers/balance-changes'): the longest key that
 * is the start of an address decides. A section not named here is the owner's only.
 */
export const sectionRoles: Record<string, readonly StaffRole[]> = {
  '': EVERY_ROLE,
  payouts: ['owner', 'finance'],
  'payout-conflicts': ['owner', 'finance'],
  prompts: ['owner', 'support'],
  orders: EVERY_ROLE,
  customers: EVERY_ROLE,
  'customers/balance-changes': ['owner', 'finance'],
  support: ['owner', 'support'],
  reports: ['owner', 'finance'],
  mails: ['owner', 'support'],
};

/**
 * STAFF-WEB-4: the steps inside a page that not every role opening it may take (the API's STAFF-2
 * table): a role that may not take one is not shown its button.
 */
export const actionRoles = {
  'orders.refund': ['owner', 'finance'],
  // DISPUTE-5: reversing a disputed delivery is finance's, as refunds are.
  'orders.reverse_delivery': ['owner', 'finance'],
  'customers.block': OWNER,
  // GDPR-9: erasing a customer on request is the owner's (STAFF-2: the route is not in the role table).
  'customers.erase': OWNER,
  'customers.adjust_balance': ['owner', 'finance'],
  'customers.email_help': ['owner', 'support'],
  // The CSV exports of orders and customers are finance's (STAFF-2); support reads the lists.
  'orders.export': ['owner', 'finance'],
  'customers.export': ['owner', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** STAFF-WEB-4: may this role take this step? Without a role, none. */
export function mayDo(role: StaffRole | null | undefined, action: keyof typeof actionRoles): boolean {
  return !!role && (actionRoles[action] as readonly StaffRole[]).includes(role);
}

/** STAFF-WEB-1: may this role open the address under /operator (`path` without that prefix, e.g. 'customers/12')? Without a role, nothing. */
export function mayOpen(role: StaffRole | null | undefined, path: string): boolean {
  if (!role) return false;
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    const roles = sectionRoles[segments.slice(0, n).join('/')];
    if (roles) return roles.includes(role);
  }
  // A section without an entry is the owner's; the first view and an unknown address (which goes to it) are everyone's.
  const section = segments.length > 0 && sections.some((s) => s.path === segments[0]);
  return (section ? OWNER : EVERY_ROLE).includes(role);
}

