import { reservedPageSlugs, staticPageSlugSchema } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_ROUTES } from './page-routes.ts';

describe('the routes the server names a document by', () => {
  it('OPS-132: the first segment of every route but /:slug is a reserved page slug, so no static page can hide behind a route', () => {
    const firstSegments = [...new Set(PAGE_ROUTES.map((r) => r.path.split('/')[1] ?? '').filter((s) => s !== '' && !s.startsWith(':')))];
    expect(firstSegments.length).toBeGreaterThan(15);
    expect(firstSegments.filter((s) => !(reservedPageSlugs as readonly string[]).includes(s))).toEqual([]);
    // What a slug the contract takes names: the static page.
    expect(staticPageSlugSchema.parse('shipping-policy')).toBe('shipping-policy');
    expect(matchPage('/shipping-policy')).toMatchObject({ kind: 'staticPage', params: { slug: 'shipping-policy' } });
  });
});
