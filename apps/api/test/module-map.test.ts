import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = resolve(import.meta.dirname, '../src/modules');
const map = readFileSync(resolve(import.meta.dirname, '../../../docs/modules.md'), 'utf8');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// `## flows` documents apps/api/src/flows/, the layer above the modules (issue 48), not a module.
const documented = [...map.matchAll(/^## (\S+)$/gm)].map((m) => m[1]).filter((m) => m !== 'flows');
const section = (m: string) => map.split(/^## /m).find((s) => s.startsWith(`${m}\n`)) ?? '';

describe('docs/modules.md, the module map', () => {
  it('SEAM-9: every module has an index.ts, its face', () => {
    expect(modules.filter((m) => !existsSync(resolve(modulesDir, m, 'index.ts')))).toEqual([]);
  });

  it('SEAM-9: the map names every module that exists, and no module that does not', () => {
    expect([...documented].sort()).toEqual([...modules].sort());
  });

  it('SEAM-9: every export of a face is named in its module\'s section of the map', () => {
    const missing = modules.flatMap((m) => {
      const face = readFileSync(resolve(modulesDir, m, 'index.ts'), 'utf8');
      const names = [...face.matchAll(/^export (?:type )?\{ ([^}]*) \}/gm)].flatMap((e) => e[1]!.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()));
      return names.filter((n) => !section(m).includes(`\`${n}\``)).map((n) => `${m}.${n}`);
    });
    expect(missing).toEqual([]);
  });
});
