import { CATEGORY, FALLBACK_CURRENCY, imageUrl, PAGE_SIZE, type Currency, type Language, type PageKind } from '@skins/contract';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { documentLanguage } from './document-language.ts';
import type { PageMatch } from './page-routes.ts';

/**
 * BUDGET-11: one GET of the app's own API as a guest (no cookie): the status and the parsed body.
 * app.ts answers it with `app.inject`, so an inlined answer goes through the same route, services,
 * caches and serializer as the browser's call would.
 */
export type GuestApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

/** The id of the data script (the web's app/first-view-seed.ts reads it by this id). */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** A query of the web's React Query cache: its key (as the web's hook writes it) and its data. */
export interface SeededQuery {
  key: unknown[];
  data: unknown;
}

/** What the document carries for the app's first render (apps/web/src/app/first-view-seed.ts reads it). */
export interface FirstViewData {
  /** The currency and language the app settles on for a guest with no stored choice. */
  currency: string;
  languageId: number | null;
  queries: SeededQuery[];
}

/** One API call of the first view: where the app sends it and how its hook keys and keeps the answer. */
interface FirstViewCall {
  key: unknown[];
  /** Path and query under /api, before the locale parameters the web's client adds (spec §7). */
  path: string;
  /** The web's client adds `currency` and `lang_id` to this call (withLocale). */
  withLocale: boolean;
  /** The hook keeps the whole envelope (the list, for its paging meta), else its payload. */
  envelope?: true;
}

/** The pages whose first view is inlined: the storefront's (BUDGET-10 preloads their chunk, which reads the data). */
const STOREFRONT_KINDS = new Set<PageKind>(['home', 'products', 'sale', 'new', 'product']);

/** The query of an address that names neither a filter nor a page: only the locale codes. */
const LOCALE_ONLY = new Set(['lang', 'currency']);

/**
 * Spec §4 Currency as the web's locale bootstrap applies it to a guest with nothing stored: the
 * address's listed code, else the store's fallback (EUR) when listed, else the default, else the first.
 */
export function guestCurrency(list: Currency[], addressCode: string | undefined): string {
  const wanted = addressCode?.toUpperCase();
  const chosen = list.find((c) => c.code === wanted) ?? list.find((c) => c.code === FALLBACK_CURRENCY.code) ?? list.find((c) => c.default === 1) ?? list[0];
  return chosen?.code ?? FALLBACK_CURRENCY.code;
}

/** The web's ItemsListParams of a list page opened without filters (use-product-filters.ts: itemsListParams). */
function plainListParams(match: PageMatch): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (match.kind === 'sale') params.sale = 'true';
  if (match.kind === 'new') params.new = 'true';
  Object.assign(params, { page: 1, limit: PAGE_SIZE.products, sort: 'desc', category: CATEGORY });
  const { subcategory } = match.params;
  if (match.kind === 'products' && subcategory && subcategory !== 'all') params.subcategory = subcategory;
  return params;
}

/**
 * The calls a page's first render makes besides the shell's (spec §2): the home's picks, a list's
 * first page with its filter data, an item. A list address with filters or a page number is left to
 * the app (its parameters are the web's to derive), as is a product id that is not a number.
 */
function pageCalls(match: PageMatch, query: Record<string, unknown>, currency: string): FirstViewCall[] {
  const filterData: FirstViewCall = { key: ['items', 'filter-data', CATEGORY], path: `/items/filter-data?category=${CATEGORY}`, withLocale: true };
  if (match.kind === 'home') return [{ key: ['items', 'recommended', currency], path: '/items/recommended', withLocale: true }, filterData];
  if (match.kind === 'products' || match.kind === 'sale' || match.kind === 'new') {
    const calls = match.kind === 'products' ? [filterData, { key: ['items', 'subcategories', CATEGORY], path: `/items/subcategories?category=${CATEGORY}`, withLocale: true }] : [filterData];
    if (Object.keys(query).some((name) => !LOCALE_ONLY.has(name))) return calls;
    const params = plainListParams(match);
    const search = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    return [{ key: ['items', 'list', currency, params], path: `/items/list?${search}`, withLocale: true, envelope: true }, ...calls];
  }
  if (match.kind === 'product') {
    const raw = match.params.productId ?? '';
    if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) return [];
    const id = Number(raw);
    return [{ key: ['items', 'detail', id, currency], path: `/items/${id}`, withLocale: true }];
  }
  return [];
}

/** With the locale parameters of the web's client: currency, then lang_id when one is chosen. */
function withLocale(call: FirstViewCall, currency: string, languageId: number | null): string {
  if (!call.withLocale) return `/api${call.path}`;
  const sep = call.path.includes('?') ? '&' : '?';
  return `/api${call.path}${sep}currency=${encodeURIComponent(currency)}${languageId ? `&lang_id=${languageId}` : ''}`;
}

const payloadOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { payload?: unknown }).payload : undefined);

/**
 * BUDGET-11: the answers the app's first render of this address would ask the API for, as a guest
 * with nothing stored: the shell's reference data (currencies, languages, settings, social links)
 * and the page's own data. Nothing of the visitor's is read (no cookie reaches `get`); a call that
 * does not answer 200 is left to the app.
 */
export async function firstViewData(get: GuestApiGet, match: PageMatch, query: Record<string, unknown>): Promise<FirstViewData | null> {
  // The web reads the data with the storefront's code (apps/web/src/main.tsx): other pages get none.
  if (!STOREFRONT_KINDS.has(match.kind)) return null;
  const [currencies, languages] = await Promise.all([get('/api/currencies'), get('/api/languages')]);
  const currencyList = (currencies.status === 200 ? payloadOf(currencies.body) : []) as Currency[];
  const languageList = (languages.status === 200 ? payloadOf(languages.body) : []) as Language[];
  const addressCode = typeof query.currency === 'string' ? query.currency : undefined;
  const currency = guestCurrency(currencyList, addressCode);
  const language = documentLanguage(languageList, typeof query.lang === 'string' ? query.lang : undefined);
  const languageId = language?.id ?? null;

  // The language's texts and the static pages (three quarters of the data, compressed) are left to
  // the app: the first paint does not wait for them (the English texts are built in, the pages are
  // the footer's), and without them the document fits the first round trip of a new connection.
  const calls: FirstViewCall[] = [{ key: ['settings', currency], path: '/settings', withLocale: true }, { key: ['social-links'], path: '/social-links', withLocale: true }, ...pageCalls(match, query, currency)];
  const answers = await Promise.all(calls.map((call) => get(withLocale(call, currency, languageId))));
  const queries: SeededQuery[] = [];
  if (currencies.status === 200) queries.push({ key: ['currencies'], data: currencyList });
  if (languages.status === 200) queries.push({ key: ['languages'], data: languageList });
  calls.forEach((call, i) => {
    const answer = answers[i];
    if (answer?.status === 200) queries.push({ key: call.key, data: call.envelope ? answer.body : payloadOf(answer.body) });
  });
  return { currency, languageId, queries };
}

/** The document's data script: JSON, which the browser does not run (CSP), with `<` escaped so no text can close the tag. */
export function firstViewScript(data: FirstViewData): string {
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The widths at which the list's grid shows a 1st, 2nd, ... card in its first row (the Tailwind
 * breakpoints of apps/web/src/features/catalog/components/product-grid.tsx: 2 columns from 360 px,
 * 3 from md, 4 from lg, 5 from xl).
 */
const FIRST_ROW_FROM_PX = [0, 360, 768, 1024, 1280];

/**
 * BUDGET-11: `<link rel="preload">` tags for the art of the first row of an inlined list (the
 * list's LCP once the cookie choice is made), each for the widths that show it, so that the browser
 * fetches it with the app's code instead of after the first render. Only our own images: the CSP's
 * img-src names no other host.
 */
export function firstRowImagePreloads(data: FirstViewData | null): string[] {
  const list = data?.queries.find((q) => q.key[0] === 'items' && q.key[1] === 'list')?.data as { payload?: { img_url: string }[] } | undefined;
  return (list?.payload ?? []).slice(0, FIRST_ROW_FROM_PX.length).flatMap((item, i) => {
    const src = imageUrl(item.img_url);
    if (!src.startsWith('/')) return [];
    const media = i > 0 ? ` media="(min-width: ${FIRST_ROW_FROM_PX[i]}px)"` : '';
    return [`<link rel="preload" as="image" href="${escapeMarkup(src)}"${media}${i === 0 ? ' fetchpriority="high"' : ''} />`];
  });
}
