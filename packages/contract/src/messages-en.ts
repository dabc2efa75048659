import type { messagesAccountsEn } from './messages-accounts-en.ts';
import type { messagesOffersEn } from './messages-offers-en.ts';
import type { messagesOrdersEn } from './messages-orders-en.ts';
import type { messagesPacksEn } from './messages-packs-en.ts';
import type { messagesPaymentsEn } from './messages-payments-en.ts';
import type { messagesPrivacyEn } from './messages-privacy-en.ts';
import type { messagesSeoEn } from './messages-seo-en.ts';
import type { messagesStaffEn } from './messages-staff-en.ts';
import type { messagesSupportEn } from './messages-support-en.ts';
import type { messagesSkinsEn } from './messages-skins-en.ts';
import type { messagesListingsEn } from './messages-listings-en.ts';

/**
 * English defaults of every interface text (ARCHITECTURE "Client rules"): the spec's exact
 * texts. Server translations of other languages are merged over these, key by key.
 * Keys are flat; spec-named keys (hero_button, cta_btn, please_login_to_add_to_cart) keep their names.
 */
export const messagesShellEn = {
  // Header and navigation (spec §1, §2)
  nav_home: 'Home',
  nav_shop: 'Shop',
  nav_fresh_offers: 'Fresh Offers',
  nav_discount_store: 'Discount Store',
  nav_sell_skins: 'Sell skins',
  nav_products: 'Products',
  nav_new_items: 'New items',
  nav_sale: 'Sale',
  nav_cart: 'Cart',
  nav_profile: 'Profile',
  nav_login: 'Log in',
  nav_logout: 'Logout',
  nav_open_menu: 'Open menu',
  nav_close_menu: 'Close menu',
  select_currency: 'Currency',
  select_language: 'Language',
  // Profile dropdown (spec §2)
  dropdown_edit_profile: 'Edit profile',
  dropdown_my_profile: 'My profile',
  dropdown_payment_history: 'Payment history',
  dropdown_order_history: 'Order history',
  dropdown_log_out: 'Log out',
  // Footer (spec §1)
  footer_support: 'Support',
  footer_requisites: 'Requisites',
  footer_pages: 'Information',
  footer_follow_us: 'Follow us',
  footer_we_accept: 'We accept',
  footer_contact_support: 'Contact support',
  // Cookie banner (spec §1)
  cookie_title: 'We use cookies',
  cookie_text: 'We use cookies to run the shop, to remember your choices and, with your consent, to measure how the site is used.',
  cookie_ok: 'OK',
  cookie_proceed: 'Proceed',
  cookie_customize: 'Customize',
  cookie_reject_all: 'Reject All',
  cookie_essential: 'Essential',
  cookie_essential_text: 'Needed for the shop to work. Always on.',
  cookie_performance: 'Performance and functionality',
  cookie_performance_text: 'Remember your preferences and keep the site fast.',
  cookie_functional: 'Functionality',
  cookie_functional_text: 'Extra features such as embedded content.',
  cookie_analytics: 'Analytics',
  cookie_analytics_text: 'Help us understand how the site is used.',
  cookie_always_on: 'Always on',
  // Not found (spec §2)
  not_found_title: 'Oops! Page Not Found',
  not_found_text: 'The page you are looking for does not exist or has been moved.',
  not_found_home: 'Back to home',
  loading: 'Loading...',
  try_again: 'Try again',
  // Home (spec §1)
  hero_title: 'Rare CS2 skins, delivered to your Steam account',
  hero_text: 'Browse thousands of skins, pay your way and get them by trade link.',
  shop_now: 'Shop now',
  hero_button: 'Browse new arrivals',
  cta_btn: 'Create an account',
  // Catalogue texts (spec §8)
  failed_to_load_currencies: 'Failed to load currencies',
  failed_to_load_languages: 'Failed to load languages',
  failed_to_fetch_settings: 'Failed to fetch settings',
  failed_to_load_categories: 'Failed to load categories',
  failed_to_load_countries: 'Failed to load countries',
  failed_to_fetch_pages: 'Failed to fetch pages',
  failed_to_fetch_page: 'Failed to fetch page',
  initialization_error: 'An error occurred during initialization:',
  // Session (spec §4, §8)
  session_expired: 'Error occurred. Please log in again.',
  email_not_verified: 'Your email address is not verified.',
  // Catalogue (issue 3): home blocks, product list, card, details (spec §1, §2, §4, §8)
  why_us_title: 'Why shop with us',
  why_exclusive_drops: 'Exclusive drops',
  why_exclusive_drops_text: 'Rare finishes and limited skins you will not find on every market.',
  why_fast_secure: 'Fast and secure',
  why_fast_secure_text: 'Safe payments and delivery straight to your Steam trade link.',
  why_your_vibe: 'Your vibe',
  why_your_vibe_text: 'From budget classics to collector knives: build a loadout that fits you.',
  banner_title: 'Discount Store',
  banner_text: 'Skins below their usual price, refreshed every day.',
  banner_button: 'See the deals',
  daily_drops: 'Daily Drops',
  carousel_previous: 'Scroll back',
  carousel_next: 'Scroll forward',
  shop_by_type: 'Shop by type',
  new_arrivals_title: 'New arrivals every day',
  new_arrivals_text: 'Fresh skins land in the shop daily. Be the first to grab them.',
  search_placeholder: 'Search skins',
  search_button: 'Search',
  search_clear: 'Clear search',
  sort_label: 'Sort',
  sort_asc: 'Lowest price first',
  sort_desc: 'Highest price first',
  price_min: 'Min price',
  price_max: 'Max price',
  filter_type: 'Type',
  filter_all_types: 'All types',
  filter_quality: 'Quality',
  filter_all_qualities: 'All qualities',
  filters_reset: 'Reset',
  /** CAT-47: the phone's filter sheet. */
  filters_open: 'Filters',
  filters_open_count: 'Filters, {{count}} active',
  filters_close: 'Close filters',
  filters_show_results: 'Show results ({{count}})',
  subcategory_all: 'All',
  no_products_found: 'No products found',
  clear_all: 'Clear all',
  failed_to_load_products: 'Failed to load products',
  pagination_label: 'Pagination',
  pagination_previous: 'Previous page',
  pagination_next: 'Next page',
  badge_new: 'New',
  badge_discount: '-{{percent}}%',
  quality_default: 'CS2',
  add_to_cart: 'Add to cart',
  buy_now: 'Buy now',
  please_login_to_add_to_cart: 'Please login to add items to cart',
  back: 'Back',
  product_type: 'Type',
  product_quality: 'Quality',
  similar_products: 'Similar products',
  product_id_missing: 'Product ID is missing',
  unable_to_load_product_details: 'Unable to load product details',
  /** CAT-45: the page of an item that left the shop. */
  product_sold_text: 'This item has been sold.',
  product_unavailable_text: 'This item is not available right now.',
  product_other_listings: 'See other listings of this skin',
  // Card and details add/remove toggle (issue 5, spec §4 Cart, §8 Cart)
  remove_from_cart: 'Remove from cart',
  item_added_to_cart: 'Item added to cart',
  item_already_in_cart: 'This item is already in your cart',
  failed_to_add_to_cart: 'Failed to add item to cart',
  item_removed_from_cart: 'Item removed from cart',
  failed_to_remove_from_cart: 'Failed to remove item from cart',
  // Web shell (issue 2): header, menus, cookie settings
  shell_brand: 'Skins Market',
  shell_main_nav: 'Main navigation',
  shell_mobile_nav: 'Mobile navigation',
  shell_skip_to_main: 'Skip to main content',
  cookie_settings_title: 'Cookie settings',
} as const;

/** Every interface key: the shell's and the lazily loaded areas' (the union of texts is messagesEn, ./messages-all.ts). */
export type MessageKey =
  | keyof typeof messagesShellEn
  | keyof typeof messagesAccountsEn
  | keyof typeof messagesPaymentsEn
  | keyof typeof messagesOffersEn
  | keyof typeof messagesSupportEn
  | keyof typeof messagesStaffEn
  | keyof typeof messagesPacksEn
  | keyof typeof messagesOrdersEn
  | keyof typeof messagesSeoEn
  | keyof typeof messagesSkinsEn
  | keyof typeof messagesPrivacyEn
  | keyof typeof messagesListingsEn;
