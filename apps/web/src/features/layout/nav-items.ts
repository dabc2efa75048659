import type { MessageKey } from '@skins/contract';

export interface NavItem {
  to: string;
  label: MessageKey;
  end?: boolean;
}

/** Spec §1 header: Home, Shop, Fresh Offers, Discount Store, and Sell skins only if offers are enabled. */
export function headerNavItems(offerEnabled: boolean): NavItem[] {
  return [
    { to: '/', label: 'nav_home', end: true },
    { to: '/products', label: 'nav_shop' },
    { to: '/new', label: 'nav_fresh_offers' },
    { to: '/sale', label: 'nav_discount_store' },
    ...(offerEnabled ? [{ to: '/account/offers', label: 'nav_sell_skins' } as const] : []),
  ];
}

/** Spec §2 mobile menu: Home, Products, New items, Sale, then Cart and Profile when signed in. */
export function mobileMenuItems(signedIn: boolean): NavItem[] {
  return [
    { to: '/', label: 'nav_home', end: true },
    { to: '/products', label: 'nav_products' },
    { to: '/new', label: 'nav_new_items' },
    { to: '/sale', label: 'nav_sale' },
    ...(signedIn
      ? [
          { to: '/cart', label: 'nav_cart' } as const,
          { to: '/account', label: 'nav_profile' } as const,
        ]
      : []),
  ];
}

/** Spec §2: the Log in link opens the sign-in form. */
export const SIGN_IN_PATH = '/auth?form=signin';
