import type { Product } from './catalog.ts';
import { CATEGORY } from './constants.ts';
import type { MessageKey } from './messages-en.ts';

/**
 * CAT-38: details links are /products/cs2/{subcategory or 'all'}/{id} (spec §2: both default to all).
 * Here, in a module without zod, so that a card linking to its details loads no schema (BUDGET-1).
 */
export function productPath(product: Pick<Product, 'id' | 'subcategory'>): string {
  return `/products/${CATEGORY}/${product.subcategory ?? 'all'}/${product.id}`;
}

/**
 * SEO-1: the kinds of page the shop serves, each with the i18n keys of its document title and
 * meta description. The web sets them on navigation (usePageMeta), the API injects the same texts
 * into the document it serves, so both say the same thing in every language.
 */
export const PAGE_META = {
  home: { title: 'meta_home_title', description: 'meta_home_description' },
  products: { title: 'meta_products_title', description: 'meta_products_description' },
  sale: { title: 'meta_sale_title', description: 'meta_sale_description' },
  new: { title: 'meta_new_title', description: 'meta_new_description' },
  /** vars: name, price, type */
  product: { title: 'meta_product_title', description: 'meta_product_description' },
  /** CAT-46, vars: name (the item's title) */
  productSold: { title: 'meta_product_sold_title', description: 'meta_product_sold_description' },
  productUnavailable: { title: 'meta_product_unavailable_title', description: 'meta_product_unavailable_description' },
  auth: { title: 'meta_auth_title', description: 'meta_auth_description' },
  resetPassword: { title: 'meta_reset_password_title', description: 'meta_reset_password_description' },
  payment: { title: 'meta_payment_title', description: 'meta_payment_description' },
  payout: { title: 'meta_payout_title', description: 'meta_payout_description' },
  account: { title: 'meta_account_title', description: 'meta_account_description' },
  cart: { title: 'meta_cart_title', description: 'meta_cart_description' },
  email: { title: 'meta_email_title', description: 'meta_email_description' },
  requestSkin: { title: 'meta_request_skin_title', description: 'meta_request_skin_description' },
  pack: { title: 'meta_pack_title', description: 'meta_pack_description' },
  support: { title: 'meta_support_title', description: 'meta_support_description' },
  /** vars: title (the page's own); its description is a snippet of its content when that has text */
  staticPage: { title: 'meta_static_title', description: 'meta_static_description' },
  notFound: { title: 'not_found_title', description: 'not_found_text' },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

export type PageKind = keyof typeof PAGE_META;

/** How long a meta description may be before it is cut (what search results show). */
export const DESCRIPTION_MAX = 160;

/** SEO-1: every document title is the page's own title, then the shop's name. */
export function documentTitle(pageTitle: string, brand: string): string {
  return `${pageTitle} | ${brand}`;
}

/** Fills i18next-style `{{name}}` placeholders (the API's side of what `t(key, vars)` does in the web). */
export function fillText(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The readable text of an HTML fragment, whitespace collapsed and cut at `max` characters on a word. */
export function textSnippet(html: string, max: number = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
