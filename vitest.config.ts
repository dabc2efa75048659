import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/** The test files under `dirs` (paths from the repository's root) that replace a module (`vi.mock`). */
function mockingTests(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(test|e2e)\.tsx?$/.test(f) && !f.includes('node_modules') && readFileSync(join(dir, f), 'utf8').includes('vi.mock('))
      .map((f) => join(dir, f).split('\\').join('/')),
  );
}

interface Project {
  root?: string;
  define?: Record<string, unknown>;
  test: { name: string; include: string[] } & Record<string, unknown>;
}

/**
 * A project whose files (all under `dirs`) run without isolation, one module registry per worker:
 * each file's own import of the app's modules cost 1-2 s of CPU, about half of each step
 * (docs/benchmarks-history.md "CI time, fourth round"). A module mock only holds in a registry of its own,
 * so the files that replace a module run beside it as `<name>-mocks`, isolated (the test command
 * names projects as `<name>*`, so such a file is never left out).
 */
function sharedRegistry(project: Project, dirs: string[]): Project[] {
  const mocking = mockingTests(dirs).map((path) => path.slice(project.root ? project.root.length + 1 : 0));
  // A `define` of its own for each: two projects given one object lost it in the second (vitest consumes it).
  const withTest = (test: Project['test']): Project => ({ ...project, ...(project.define && { define: { ...project.define } }), test });
  return [
    withTest({ ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] }),
    ...(mocking.length ? [withTest({ ...project.test, name: `${project.test.name}-mocks`, include: mocking })] : []),
  ];
}

/** Test projects: contract, scripts and web units, API integration (PGlite or PostgreSQL), browser journeys. */
export default defineConfig({
  test: {
    // One worker per core. Left unset, vitest runs cpus - 1 workers (one on a 2-core CI machine),
    // and the unit step then leaves a core idle while the other runs one file at a time.
    maxWorkers: '100%',
    projects: [
      ...sharedRegistry({ test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } }, ['packages/contract/src']),
      // SEAM-4, SEAM-8: the repository's own scripts and what the docs say about them.
      ...sharedRegistry({ test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } }, ['scripts']),
      // Every file opens its own database and app; what the modules keep is per database handle.
      ...sharedRegistry(
        {
          test: {
            name: 'api',
            include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
            globalSetup: ['apps/api/test/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            pool: 'forks',
            maxWorkers: 2,
          },
        },
        ['apps/api/src', 'apps/api/test'],
      ),
      ...sharedRegistry({ ...web, root: 'apps/web', test: { ...web.test, name: 'web', include: web.test?.include ?? [] } }, ['apps/web/src']),
      // A worker's journey files share its browser (browser.ts) and the modules' load.
      ...sharedRegistry(
        {
          test: {
            name: 'e2e',
            include: ['apps/web/e2e/**/*.e2e.ts'],
            globalSetup: ['apps/web/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // expect.poll's default second is shorter than a page's first load on a slow 2-core
            // machine (the app's JS, then its API calls); a poll that waits on a load gets a step's time.
            expect: { poll: { timeout: 15_000 } },
            // Two journeys at once, each on its own shop (global-setup starts one per worker): a
            // journey mostly waits on the browser and the server, so one alone leaves a core idle.
            maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
            // A journey drives a real browser on a shared 2-core machine; one that fails for timing
            // (a page slower than the 15 s step timeout) runs once more, and the report marks it
            // "retry x1". A journey that is truly broken fails both times.
            retry: 1,
          },
        },
        ['apps/web/e2e'],
      ),
    ],
  },
});
