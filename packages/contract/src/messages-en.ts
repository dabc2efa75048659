/**
 * English defaults of every interface text (ARCHITECTURE "Client rules"): the spec's exact
 * texts. Server translations of other languages are merged over these, key by key.
 * Keys are flat; spec-named keys (hero_button, cta_btn, please_login_to_add_to_cart) keep their names.
 */
export const messagesEn = {
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
  // Not found and placeholders (spec §2)
  not_found_title: 'Oops! Page Not Found',
  not_found_text: 'The page you are looking for does not exist or has been moved.',
  not_found_home: 'Back to home',
  placeholder_title: 'Coming soon',
  placeholder_text: 'This part of the shop is being built.',
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
} as const;

export type MessageKey = keyof typeof messagesEn;
