import { reservedPageSlugs } from '@skins/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path of the route tree, children included. */
const pathsOf = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

describe('the router and the static pages', () => {
  it('OPS-132: the first segment of every route before /:slug is a reserved page slug, so no static page can hide behind a route of the shop', () => {
    const firstSegments = [...new Set(pathsOf(routes).map((p) => p.split('/')[1] ?? ''))].filter((s) => s !== '' && s !== '*' && !s.startsWith(':'));
    expect(firstSegments.length).toBeGreaterThan(15);
    expect(firstSegments.filter((s) => !(reservedPageSlugs as readonly string[]).includes(s))).toEqual([]);
  });
});
