#!/usr/bin/env node
// The README's test command: type-check, lint, unit, API integration on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), build, browser journeys. Prints a summary and
// exits non-zero on any failure. Each step runs even when an earlier one failed, so one run
// shows every problem. The machine's prerequisites are checked first (SEAM-8).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrerequisites } from './prerequisites.mjs';

const prerequisites = await ensurePrerequisites(process.env);
if (!prerequisites) process.exit(1);
Object.assign(process.env, prerequisites.env);
process.on('exit', prerequisites.stop);

const reports = mkdtempSync(join(tmpdir(), 'skins-test-'));
const steps = [
  { name: 'type-check', cmd: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '-s', 'lint'] },
  { name: 'unit (contract, web, scripts)', vitest: ['--project', 'contract', '--project', 'web', '--project', 'scripts'] },
  { name: 'api on PGlite', vitest: ['--project', 'api'], env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api on PostgreSQL', vitest: ['--project', 'api'], env: { TEST_DB: 'postgres' } }] : []),
  { name: 'build', cmd: ['npm', 'run', '-s', 'build'] },
  { name: 'browser journeys', vitest: ['--project', 'e2e'] },
];

const results = [];
let passed = 0;
let failed = 0;
for (const [i, step] of steps.entries()) {
  const started = Date.now();
  const report = join(reports, `${i}.json`);
  const cmd = step.vitest ? ['npx', 'vitest', 'run', ...step.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : step.cmd;
  console.log(`\n=== ${step.name}: ${cmd.join(' ')}`);
  const run = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  let counts = '';
  if (step.vitest) {
    try {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      counts = ` (${r.numPassedTests} passed, ${r.numFailedTests} failed)`;
      // A journey that passed on its retry still says so: its first failure is kept in the report.
      const retried = r.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'passed' && a.failureMessages?.length).map((a) => a.fullName));
      if (retried.length) counts += ` (passed on retry: ${retried.join('; ')})`;
    } catch {
      counts = ' (no report)';
    }
  }
  results.push({ name: step.name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), counts });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.counts}  ${r.seconds}s`);
const ok = results.every((r) => r.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
