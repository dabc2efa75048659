import { isShopImagePath } from '@skins/contract';
import sanitize from 'sanitize-html';

/** Headings, text, lists, quotes and code, links, pictures, tables and plain boxes: nothing that runs, loads, posts or styles. */
const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'span', 'div'],
  'a',
  'img',
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
];

/** A link of the shop's own (`/privacy`, never `//host` or `/\host`), a fragment, or an http(s) or mailto address. */
function isAllowedHref(href: string): boolean {
  // Browsers skip spaces and control characters in a scheme ("java\tscript:", "/\t/evil.com").
  const bare = href.replace(/[\u0000-\u0020]+/g, '');
  return /^(?:https?:\/\/[^/\\]|mailto:[^/\\]|\/(?![/\\])|#)/i.test(bare);
}

/** The attributes that have a value (an object spread of optional ones reads worse). */
const present = (attribs: Record<string, string | undefined>): sanitize.Attributes =>
  Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));

const wholeNumber = (value: string | undefined) => (value !== undefined && /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined);

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No class or id (the shop's own classes could lay a page over the shop's forms; an id can clobber
  // the page's globals) and no style (SEC-12: the CSP refuses inline styles).
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  // What these hold is no text of the page (a script's source, an iframe's fallback, a picture's markup).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noembed', 'noframes', 'xmp', 'select', 'button'],
  transformTags: {
    a: (tagName, { href, target }) => {
      const kept = href !== undefined && isAllowedHref(href);
      return { tagName, attribs: present({ href: kept ? href : undefined, target: kept && target?.trim().toLowerCase() === '_blank' ? '_blank' : undefined, rel: kept ? 'noopener noreferrer' : undefined }) };
    },
    img: (tagName, { src, alt, width, height }) => ({
      tagName,
      attribs: present({ src: src !== undefined && isShopImagePath(src.trim()) ? src.trim() : undefined, alt, width: wholeNumber(width), height: wholeNumber(height) }),
    }),
  },
  // A picture whose address was not the shop's is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
};

/** Cleaned texts by their raw text (a few pages in three languages; at most 100,000 characters each): when full, simply emptied. */
const cleaned = new Map<string, string>();
const CACHE_MAX = 64;

/**
 * SEC-16: a static page's HTML as the shop may show it: only the allowlist above survives (links to
 * http, https, mailto or a path of the shop, with rel="noopener noreferrer" and target only _blank;
 * pictures only from /img/); scripts, handlers, styles, forms, frames, meta, base, objects, SVG and
 * MathML go, as do other hosts' pictures. Run when a page is saved and again when it is served, so
 * rows saved before this rule are served clean too; the second run is a cache hit.
 */
export function cleanPageHtml(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html, OPTIONS);
  if (cleaned.size >= CACHE_MAX) cleaned.clear();
  cleaned.set(html, clean);
  return clean;
}
