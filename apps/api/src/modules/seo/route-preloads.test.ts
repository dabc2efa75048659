import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('routePreloads (BUDGET-10)', () => {
  it("names a page kind's own chunks, less those index.html loads, and nothing without a build", () => {
    expect(routePreloads(dist)('home')).toEqual([]);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-1.js' },
        '_storefront.js': { file: 'assets/storefront-1.js', name: 'storefront', imports: ['_vendor.js', '_cards.js'] },
        '_cards.js': { file: 'assets/cards-1.js', imports: ['_storefront.js'] },
      }),
    );
    const preloads = routePreloads(dist);
    expect(preloads('home')).toEqual(['assets/storefront-1.js', 'assets/cards-1.js'].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`));
    expect(preloads('auth')).toEqual([]);
  });
});
