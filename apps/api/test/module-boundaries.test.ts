import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const fixtures = resolve(import.meta.dirname, 'lint-fixtures/module-boundaries');
const eslint = new ESLint({ cwd: repoRoot });

/** Lints a fixture as if it were the file `as` inside the dashboard module, the top tier, so that only the face rules speak (the fixtures themselves are ignored by `eslint .`). */
async function lintAs(fixture: string, as: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(resolve(fixtures, fixture), 'utf8'), { filePath: resolve(repoRoot, 'apps/api/src/modules/dashboard', as) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Loading ESLint and typescript-eslint takes seconds on a busy machine.
describe('API module boundaries (eslint.config.js)', { timeout: 120_000 }, () => {
  it.each([
    ['reads-other-tables.ts', "'../checkout/tables.ts'"],
    ['imports-other-routes.ts', "'../offers/routes.ts'"],
    ['deep-import.ts', "'../account/ledger.ts'"],
  ])('SEAM-1: when a module file imports another module other than through its face (%s), then lint refuses it', async (fixture, path) => {
    const messages = await lintAs(fixture, 'promo.ts');
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^no-restricted-imports: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} import is restricted.*face \\(its index\\.ts\\)`))]);
  });

  it('SEAM-1: when a non-route module file imports Fastify, then lint refuses it', async () => {
    expect(await lintAs('service-imports-fastify.ts', 'service.ts')).toEqual([expect.stringContaining("no-restricted-imports: 'fastify' import is restricted")]);
  });

  it('SEAM-1: when a module file uses another module through its face, its own files and lib/, then lint passes it', async () => {
    expect(await lintAs('clean-service.ts', 'service.ts')).toEqual([]);
  });

  it('SEAM-1: when a route file imports Fastify, then lint passes it', async () => {
    expect(await lintAs('route-imports-fastify.ts', 'routes.ts')).toEqual([]);
    expect(await lintAs('route-imports-fastify.ts', 'operator-routes.ts')).toEqual([]);
  });

  it('SEAM-1: a tables.ts may reference another module\'s tables (foreign keys), but not its other files', async () => {
    expect(await lintAs('reads-other-tables.ts', 'tables.ts')).toEqual([]);
    expect(await lintAs('deep-import.ts', 'tables.ts')).toHaveLength(1);
  });

  it('SEAM-11: when app.ts, main.ts, a seed or a plugin imports a module file other than its face or routes.ts, then lint refuses it', async () => {
    const [result] = await eslint.lintText(readFileSync(resolve(fixtures, 'wiring-deep-import.ts'), 'utf8'), { filePath: resolve(repoRoot, 'apps/api/src/app.ts') });
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringMatching(/operator-account\.ts' import is restricted.*SEAM-11/), expect.stringMatching(/catalog\/tables\.ts' import is restricted.*SEAM-11/)]);
    const [seed] = await eslint.lintText(readFileSync(resolve(fixtures, 'wiring-deep-import.ts'), 'utf8').replaceAll("'./modules/", "'../../modules/"), { filePath: resolve(repoRoot, 'apps/api/src/db/seed/items.ts') });
    expect(seed!.messages).toHaveLength(2);
  });

  it('SEAM-11: when the wiring uses a face, a routes.ts and db/schema.ts, then lint passes it', async () => {
    const [result] = await eslint.lintText(readFileSync(resolve(fixtures, 'wiring-clean.ts'), 'utf8'), { filePath: resolve(repoRoot, 'apps/api/src/main.ts') });
    expect(result!.messages).toEqual([]);
  });

  it("SEAM-12: a web page that refreshes the cache itself (useQueryClient) is refused; its feature's api/ folder may", async () => {
    const text = "import { useQueryClient } from '@tanstack/react-query';\nexport const useRefresh = () => useQueryClient();\n";
    const lintWeb = async (path: string) => (await eslint.lintText(text, { filePath: resolve(repoRoot, 'apps/web/src/features/cart', path) }))[0]!.messages.map((m) => m.message);
    expect(await lintWeb('cart-page.tsx')).toEqual([expect.stringMatching(/'useQueryClient' import from '@tanstack\/react-query' is restricted.*SEAM-12/)]);
    expect(await lintWeb('api/change-cart.ts')).toEqual([]);
  });

  it('SEAM-1: the fixtures stay out of the normal `eslint .` run', async () => {
    expect(await eslint.isPathIgnored(resolve(fixtures, 'reads-other-tables.ts'))).toBe(true);
  });
});
