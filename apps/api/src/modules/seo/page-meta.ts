import { documentTitle, fillText, formatMoney, imageUrl, messagesEn, PAGE_META, textSnippet, type MessageKey, type PageKind } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findAvailableItem, itemListing } from '../catalog/index.ts';
import { listStaticPages } from '../content/index.ts';
import { getLocalizations, listLanguages, resolveLocale } from '../i18n/index.ts';
import { documentLanguage } from './document-language.ts';
import { matchPage } from './page-routes.ts';
import { perDatabaseCache } from './per-database-cache.ts';

/** What the server writes into the head of the SPA's document for one route and language. */
export interface DocumentMeta {
  /** The kind of page the path names (notFound for a missing product or static page). */
  kind: PageKind;
  lang: string;
  title: string;
  description: string;
  /** Absolute URL of the page; none for pages that are not to be indexed. */
  canonical: string | null;
  noindex: boolean;
  /** SEO-2: Open Graph properties (product pages), property -> content. */
  openGraph: [string, string][];
  /** BUDGET-10: the page's largest image (a product's art), which the browser may fetch before the app asks for it. */
  preloadImage?: string;
}

export interface DocumentRequest {
  path: string;
  lang?: string;
  currency?: string;
}

interface PageText {
  kind: PageKind;
  vars?: Record<string, string>;
  /** A description of the page's own (a static page's text) instead of its kind's. */
  description?: string;
  openGraph?: [string, string][];
  preloadImage?: string;
  /** The page named by the path does not exist: the Not Found page's texts. */
  missing?: true;
  /** CAT-46: the item left the shop: its page says so, and is not to be indexed. */
  gone?: true;
}

/** A language's texts are read at most every 10 s per process: every document needs them, edits are rare. */
const textsCache = perDatabaseCache<Record<string, string>>(10_000);

/** The English texts with a language's stored ones over them. */
async function documentTexts(db: DbOrTx, languageId: number | undefined): Promise<Record<string, string>> {
  if (languageId === undefined) return { ...messagesEn };
  return textsCache(db, String(languageId), async () => ({ ...messagesEn, ...(await getLocalizations(db, languageId)) }));
}

/** A positive id in a path segment, else null (the web's parseProductId). */
const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * SEO-1, SEO-2: the texts of a document: its kind's title and description in the document's
 * language, a product's name, price and image (as Open Graph tags), a static page's title and text.
 */
export async function documentMeta(db: DbOrTx, publicUrl: string, req: DocumentRequest): Promise<DocumentMeta> {
  const language = documentLanguage(await listLanguages(db), req.lang);
  const texts = await documentTexts(db, language?.id);
  const text = (key: MessageKey, vars?: Record<string, string>) => fillText(texts[key] ?? messagesEn[key], vars);
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  const match = matchPage(path);
  const canonical = publicUrl + (path || '/');

  let page: PageText = { kind: match.kind };
  if (match.kind === 'product') {
    const id = idOf(match.params.productId);
    const locale = await resolveLocale(db, { currency: req.currency });
    const product = id === null ? null : await findAvailableItem({ db, locale }, id);
    // CAT-46: a sold or held item's page is titled so (not 'Page Not Found'), and kept out of the index.
    const listing = id !== null && !product ? await itemListing(db, id) : null;
    if (listing) page = { kind: listing.state === 'sold' ? 'productSold' : 'productUnavailable', vars: { name: listing.title }, gone: true };
    else if (!product) page = { kind: 'notFound', missing: true };
    else {
      const price = formatMoney(product.price, locale.currency.code, locale.currency.symbol);
      const vars = { name: product.title, price, type: product.type };
      const image = imageUrl(product.img_url);
      page = {
        kind: 'product',
        vars,
        openGraph: [
          ['og:type', 'product'],
          ['og:title', product.title],
          ['og:description', text('meta_product_description', vars)],
          ['og:image', /^https?:\/\//.test(image) ? image : publicUrl + image],
          ['og:url', canonical],
          ['og:site_name', text('shell_brand')],
          ['product:price:amount', product.price.toFixed(2)],
          ['product:price:currency', locale.currency.code],
        ],
        // Only our own: the CSP's img-src names no other host.
        ...(image.startsWith('/') ? { preloadImage: image } : {}),
      };
    }
  } else if (match.kind === 'staticPage') {
    const pages = await listStaticPages(db);
    const id = idOf(match.params.id);
    const found = match.params.slug !== undefined ? pages.find((p) => p.slug === match.params.slug) : pages.find((p) => p.id === id);
    if (!found) page = { kind: 'notFound', missing: true };
    else {
      const vars = { title: found.title };
      page = { kind: 'staticPage', vars, description: textSnippet(found.content) || text('meta_static_description', vars) };
    }
  }

  const keys = PAGE_META[page.kind];
  const noindex = match.private || page.missing === true || page.gone === true;
  return {
    kind: page.kind,
    lang: language?.code ?? 'en',
    title: documentTitle(text(keys.title, page.vars), text('shell_brand')),
    description: page.description ?? text(keys.description, page.vars),
    canonical: noindex ? null : canonical,
    noindex,
    openGraph: page.openGraph ?? [],
    ...(page.preloadImage ? { preloadImage: page.preloadImage } : {}),
  };
}
