import { escapeMarkup } from '../../lib/escape-markup.ts';
import type { DocumentMeta } from './page-meta.ts';

/** Replaces the first match of `pattern` with `replacement`, or inserts it before </head> when there is none. */
function setInHead(html: string, pattern: RegExp, replacement: string): string {
  if (pattern.test(html)) return html.replace(pattern, () => replacement);
  return html.replace(/<\/head>/i, () => `${replacement}\n  </head>`);
}

/**
 * SEO-1, SEO-2: the SPA's index.html with the page's language, title, description, canonical
 * address, robots and Open Graph tags, so that crawlers and link previews read them without
 * running the app. Every value is escaped.
 */
export function writeDocumentHead(html: string, meta: DocumentMeta, preloads: readonly string[] = []): string {
  const e = escapeMarkup;
  const extra = [
    ...(meta.canonical ? [`<link rel="canonical" href="${e(meta.canonical)}" />`] : []),
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...meta.openGraph.map(([property, content]) => `<meta property="${e(property)}" content="${e(content)}" />`),
    // BUDGET-10: the details page's LCP is the item's art; without this the request waits for the app's code and the item's API answer.
    ...(meta.preloadImage ? [`<link rel="preload" as="image" href="${e(meta.preloadImage)}" fetchpriority="high" />`] : []),
    ...preloads,
  ];
  let out = html.replace(/<html\b[^>]*>/i, (tag) => (/\blang="[^"]*"/.test(tag) ? tag.replace(/\blang="[^"]*"/, `lang="${e(meta.lang)}"`) : tag.replace(/^<html/i, `<html lang="${e(meta.lang)}"`)));
  out = setInHead(out, /<title>[\s\S]*?<\/title>/i, `<title>${e(meta.title)}</title>`);
  out = setInHead(out, /<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${e(meta.description)}" />`);
  return extra.length ? out.replace(/<\/head>/i, () => `  ${extra.join('\n    ')}\n  </head>`) : out;
}
