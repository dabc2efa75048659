import { CATEGORY, productPath } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { countListedItems, listedItems, listSubcategories } from '../catalog/index.ts';
import { listStaticPages } from '../content/index.ts';

/** SEO-4: the sitemaps protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** What the sitemap lists: the shop's own pages first, then every listed item's details, in id order. */
export interface SitemapSource {
  pagePaths: string[];
  itemCount: number;
  itemPaths(offset: number, limit: number): Promise<string[]>;
}

/** SEO-4: home, the lists (all, sale, new, each subcategory), support and every static page by its slug. */
export async function loadSitemapSource(db: DbOrTx): Promise<SitemapSource> {
  const [subcategories, staticPages, itemCount] = await Promise.all([listSubcategories(db), listStaticPages(db), countListedItems(db)]);
  return {
    pagePaths: [
      '/',
      '/products',
      '/sale',
      '/new',
      `/products/${CATEGORY}`,
      ...subcategories.map((s) => `/products/${CATEGORY}/${encodeURIComponent(s.url)}`),
      '/support',
      ...staticPages.map((p) => `/${encodeURIComponent(p.slug)}`),
    ],
    itemCount,
    itemPaths: async (offset, limit) => (await listedItems(db, offset, limit)).map(productPath),
  };
}

/** The paths at [start, start + count) of the whole list: pages first, then items. */
async function pathsAt(source: SitemapSource, start: number, count: number): Promise<string[]> {
  const pages = source.pagePaths.slice(start, start + count);
  const itemStart = Math.max(0, start - source.pagePaths.length);
  return [...pages, ...(await source.itemPaths(itemStart, count - pages.length))];
}

const urlset = (publicUrl: string, paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${paths.map((p) => `<url><loc>${escapeMarkup(publicUrl + p)}</loc></url>\n`).join('')}</urlset>\n`;

const sitemapIndex = (publicUrl: string, pages: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${Array.from({ length: pages }, (_, i) => `<sitemap><loc>${escapeMarkup(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;

/**
 * SEO-4: the sitemap document `page` (null for /sitemap.xml), or null when there is none. Up to
 * `pageSize` URLs /sitemap.xml lists them all; past it, it is an index of /sitemap-1.xml ... each
 * holding `pageSize` URLs.
 */
export async function sitemapDocument(source: SitemapSource, publicUrl: string, page: number | null, pageSize: number = SITEMAP_MAX_URLS): Promise<string | null> {
  const total = source.pagePaths.length + source.itemCount;
  const pages = Math.ceil(total / pageSize);
  if (page === null) return pages > 1 ? sitemapIndex(publicUrl, pages) : urlset(publicUrl, await pathsAt(source, 0, total));
  if (pages <= 1 || page < 1 || page > pages) return null;
  return urlset(publicUrl, await pathsAt(source, (page - 1) * pageSize, pageSize));
}
