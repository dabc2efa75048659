import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { circles, moduleImports } from './import-graph.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const modulesDir = resolve(repoRoot, 'apps/api/src/modules');
const fixtures = resolve(import.meta.dirname, 'lint-fixtures/module-tiers');
const { tiers } = JSON.parse(readFileSync(resolve(modulesDir, 'tiers.json'), 'utf8')) as { tiers: string[][] };
const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const eslint = new ESLint({ cwd: repoRoot });

/** Lints a fixture as if it were the file `as` of apps/api/src/modules (the fixtures themselves are ignored by `eslint .`). */
async function lintAs(fixture: string, as: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(resolve(fixtures, fixture), 'utf8'), { filePath: resolve(modulesDir, as) });
  return result!.messages.map((m) => m.message);
}

describe('the module tiers (apps/api/src/modules/tiers.json)', { timeout: 120_000 }, () => {
  it('SEAM-14: every module sits in exactly one tier, and every name of a tier is a module', () => {
    const named = tiers.flat();
    expect([...named].sort()).toEqual([...modules].sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it('SEAM-14: docs/modules.md shows the same tiers, lowest first', () => {
    const map = readFileSync(resolve(repoRoot, 'docs/modules.md'), 'utf8');
    const rows = [...map.matchAll(/^\| (\d+) \| ([a-z0-9, -]+) \|$/gm)].map((r) => [Number(r[1]), r[2]!.split(', ')]);
    expect(rows).toEqual(tiers.map((tier, i) => [i + 1, tier]));
  });

  it.each([
    ['imports-higher-tier.ts', 'catalog/service.ts', 'a higher tier'],
    ['imports-same-tier.ts', 'i18n/service.ts', 'the same tier'],
    ['imports-higher-tier.ts', 'catalog/routes.ts', 'a higher tier, from a route file'],
    ['tables-higher-tier.ts', 'audit/tables.ts', 'a higher tier, from tables.ts'],
  ])('SEAM-14: when a module imports a module of %s (%s), then lint refuses it', async (fixture, as) => {
    expect(await lintAs(fixture, as)).toEqual([expect.stringMatching(/import is restricted.*only modules of a lower tier.*SEAM-14/)]);
  });

  it('SEAM-14: when a module imports only lower tiers, then lint passes it', async () => {
    expect(await lintAs('imports-lower-tier.ts', 'checkout/service.ts')).toEqual([]);
  });

  it('SEAM-16: when a module imports a flow, then lint refuses it', async () => {
    expect(await lintAs('imports-flow.ts', 'checkout/service.ts')).toEqual([expect.stringMatching(/flows\/purchase\.ts' import is restricted.*SEAM-16/)]);
  });

  it('SEAM-15: no import circle among the modules', () => {
    expect(circles(moduleImports(modulesDir))).toEqual([]);
  });

  it('SEAM-15: the circle finder sees a circle when there is one', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toEqual([]);
  });
});
