import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * The test files under `dir` (relative to it) that replace a module (`vi.mock`). The unit and API
 * projects run their files without isolation, one module registry per worker: each file's own
 * import of the app's modules cost 1-2 s of CPU, about half of each step (docs/benchmarks.md "CI
 * time, fourth round"). A module mock only holds in a registry of its own, so those files keep one.
 */
function mockingTests(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules') && readFileSync(join(dir, f), 'utf8').includes('vi.mock('))
    .map((f) => f.split('\\').join('/'));
}
const webMocking = mockingTests('apps/web/src').map((f) => `src/${f}`);

/** Test projects: contract, scripts and web units, API integration (PGlite or PostgreSQL), browser journeys. */
export default defineConfig({
  test: {
    // One worker per core. Left unset, vitest runs cpus - 1 workers (one on a 2-core CI machine),
    // and the unit step then leaves a core idle while the other runs one file at a time.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], isolate: false } },
      // SEAM-4, SEAM-8: the repository's own scripts and what the docs say about them.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Every file opens its own database and app; what modules keep is per database handle.
          isolate: false,
          exclude: [...configDefaults.exclude, ...mockingTests('apps/api/src').map((f) => `apps/api/src/${f}`)],
        },
      },
      { ...web, define: { ...web.define }, root: 'apps/web', test: { ...web.test, name: 'web', exclude: [...configDefaults.exclude, ...webMocking], isolate: false } },
      { ...web, define: { ...web.define }, root: 'apps/web', test: { ...web.test, name: 'web-mocks', include: webMocking } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two journeys at once, each on its own shop (global-setup starts one per worker): a
          // journey mostly waits on the browser and the server, so one alone leaves a core idle.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A worker's files share its browser (browser.ts) and the modules' load.
          isolate: false,
          // A journey drives a real browser on a shared 2-core machine; one that fails for timing
          // (a page slower than the 15 s step timeout) runs once more, and the report marks it
          // "retry x1". A journey that is truly broken fails both times.
          retry: 1,
        },
      },
    ],
  },
});
