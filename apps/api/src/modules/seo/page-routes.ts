import type { PageKind } from '@skins/contract';

/**
 * SEO-1: the SPA's routes (apps/web/src/app/router.tsx, spec §2) as the server sees them, to name
 * the kind of page a document is for. `private` pages (a customer's own, one payment's result, a
 * 404) tell crawlers not to index them. OPS-132: a static page may not take a first segment of
 * one of them as its slug (the contract's reservedPageSlugs; page-routes.test.ts).
 */
export const PAGE_ROUTES: readonly { path: string; kind: PageKind; private?: true }[] = [
  { path: '/', kind: 'home' },
  { path: '/auth', kind: 'auth' },
  { path: '/reset-password', kind: 'resetPassword', private: true },
  { path: '/success-payment', kind: 'payment', private: true },
  { path: '/fail-payment', kind: 'payment', private: true },
  { path: '/pending-payment', kind: 'payment', private: true },
  { path: '/processing-payment', kind: 'payment', private: true },
  { path: '/success-payout', kind: 'payout', private: true },
  { path: '/fail-payout', kind: 'payout', private: true },
  { path: '/pending-payout', kind: 'payout', private: true },
  { path: '/sale', kind: 'sale' },
  { path: '/new', kind: 'new' },
  { path: '/products', kind: 'products' },
  { path: '/products/:category/:subcategory?', kind: 'products' },
  { path: '/products/:category/:subcategory/:productId', kind: 'product' },
  { path: '/account', kind: 'account', private: true },
  { path: '/account/:tab', kind: 'account', private: true },
  { path: '/email-verification', kind: 'email', private: true },
  { path: '/cart', kind: 'cart', private: true },
  { path: '/request-skin', kind: 'requestSkin', private: true },
  { path: '/email/verify/success', kind: 'email', private: true },
  { path: '/email/change', kind: 'email', private: true },
  { path: '/email/verify/already-success', kind: 'email', private: true },
  { path: '/packs/:id', kind: 'pack' },
  { path: '/static-page/:id', kind: 'staticPage' },
  { path: '/support', kind: 'support' },
  { path: '/:slug', kind: 'staticPage' },
];

export interface PageMatch {
  kind: PageKind;
  private: boolean;
  params: Record<string, string>;
}

/** Segments of a pattern (`:name`, `:name?` optional) against a path's; the params, or null. */
function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of pattern) {
    const optional = part.endsWith('?');
    const segment = path[i];
    if (segment === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1, optional ? -1 : undefined)] = segment;
    else if (part !== segment) return null;
    i += 1;
  }
  return i === path.length ? params : null;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The decoded segments of a request path, or null when one is not valid percent-encoding. */
function decodedSegments(path: string): string[] | null {
  try {
    return segmentsOf(path).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** SEO-1: the first route (in the router's order) that matches the path; none is the Not Found page. */
export function matchPage(path: string): PageMatch {
  const segments = decodedSegments(path);
  for (const route of segments ? PAGE_ROUTES : []) {
    const params = matchSegments(segmentsOf(route.path), segments ?? []);
    if (params) return { kind: route.kind, private: route.private ?? false, params };
  }
  return { kind: 'notFound', private: true, params: {} };
}
