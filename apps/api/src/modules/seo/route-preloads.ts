import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKind } from '@skins/contract';
import { escapeMarkup } from '../../lib/escape-markup.ts';

/** The lazy page module of the first views Lighthouse weighs (apps/web/src/app/router.tsx). */
const PAGE_MODULES: Partial<Record<PageKind, string>> = {
  home: 'src/features/home/home-page.tsx',
  products: 'src/features/catalog/product-list-page.tsx',
  product: 'src/features/catalog/product-details-page.tsx',
  sale: 'src/features/catalog/sale-page.tsx',
  new: 'src/features/catalog/new-items-page.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * BUDGET-10: the `<link rel="modulepreload">` tags of a page kind's own chunks (its lazy page and
 * what that imports, less what index.html already loads), read from the build's Vite manifest.
 * Without them the browser asks for the page's code only once the app's code has run: one more
 * round trip before the first view can paint on a slow phone network. Empty without a build.
 */
export function routePreloads(distDir: string): (kind: PageKind) => string[] {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const tags = new Map<PageKind, string[]>();
  for (const [kind, module] of Object.entries(PAGE_MODULES) as [PageKind, string][]) {
    const files = [...closure(module)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
    tags.set(kind, files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}" />`));
  }
  return (kind) => tags.get(kind) ?? [];
}
