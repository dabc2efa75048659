import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export type ModuleGraph = Map<string, Set<string>>;

const specifiers = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * SEAM-15: which module imports which, read from the import specifiers of every non-test file of
 * `apps/api/src/modules` (faces, tables and deep paths alike: a foreign key is a dependency too).
 */
export function moduleImports(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const m of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const deps = new Set<string>();
    for (const file of sourceFiles(join(modulesDir, m))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifiers)) {
        if (!spec!.startsWith('.')) continue;
        const target = relative(modulesDir, resolve(file, '..', spec!)).split(sep);
        if (target[0] !== '..' && target[0] !== m && target.length > 1) deps.add(target[0]!);
      }
    }
    graph.set(m, deps);
  }
  return graph;
}

/** The import circles of a graph: its strongly connected parts of more than one module (Tarjan), each sorted. */
export function circles(graph: ModuleGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
