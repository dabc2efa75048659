import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKind } from '@skins/contract';
import { escapeMarkup } from '../../lib/escape-markup.ts';

/** The chunk (a group of apps/web/vite.config.ts) that holds the lazy pages of the catalogue's first views. */
const PAGE_CHUNKS: Partial<Record<PageKind, string>> = { home: 'storefront', products: 'storefront', product: 'storefront', sale: 'storefront', new: 'storefront' };

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * BUDGET-10: the `<link rel="modulepreload">` tags of a page kind's own chunks (the chunk of its
 * lazy page and what that imports, less what index.html already loads), read from the build's Vite manifest.
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
  const keyOf = (name: string) => Object.keys(manifest).find((key) => manifest[key]!.name === name) ?? '';
  for (const [kind, name] of Object.entries(PAGE_CHUNKS) as [PageKind, string][]) {
    const files = [...closure(keyOf(name))].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
    tags.set(kind, files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}" />`));
  }
  return (kind) => tags.get(kind) ?? [];
}
