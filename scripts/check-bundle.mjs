#!/usr/bin/env node
// Issue 3 budget: the JavaScript of a first view (entry chunk, what it preloads, and the page's
// own lazy chunks) stays under 150 KB gzip for the home page and the product list.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
let over = false;
for (const page of ['src/features/home/home-page.tsx', 'src/features/catalog/product-list-page.tsx']) {
  const chunks = closure(page, closure(entry));
  const bytes = [...chunks].reduce((sum, k) => sum + gzipSync(readFileSync(new URL(manifest[k].file, dist)), { level: 9 }).length, 0);
  const kb = bytes / 1024;
  over ||= kb > BUDGET_KB;
  console.log(`${kb > BUDGET_KB ? 'OVER' : 'ok  '}  ${page}: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
}
process.exit(over ? 1 : 0);
