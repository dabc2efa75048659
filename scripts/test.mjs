#!/usr/bin/env node
// The README's test command: type-check, lint, unit, API integration on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), build, browser journeys. Prints a summary and
// exits non-zero on any failure. Each step runs even when an earlier one failed, so one run
// shows every problem. The machine's prerequisites are checked first (SEAM-8).
// Steps of one `together` group run side by side (docs/benchmarks-history.md "CI time"): type-check, lint
// and the build are one process each, single-threaded for the most part, so alone each leaves a
// core of this 2-core machine idle. Their output is held back and printed whole as each ends.
import { spawn } from 'node:child_process';
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
  { name: 'type-check', cmd: ['npm', 'run', '-s', 'typecheck'], together: 'static' },
  { name: 'lint', cmd: ['npm', 'run', '-s', 'lint'], together: 'static' },
  // The journeys need the build; nothing before them reads it (lint and tsc skip dist/).
  { name: 'build', cmd: ['npm', 'run', '-s', 'build'], together: 'static' },
  { name: 'unit (contract, web, scripts)', vitest: ['--project', 'contract*', '--project', 'web*', '--project', 'scripts*'] },
  { name: 'api on PGlite', vitest: ['--project', 'api*'], env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api on PostgreSQL', vitest: ['--project', 'api*'], env: { TEST_DB: 'postgres' } }] : []),
  { name: 'browser journeys', vitest: ['--project', 'e2e*'] },
];

/** Runs one step; `live` shows its output as it comes, otherwise it is printed whole at the end. */
async function runStep(step, i, live) {
  const started = Date.now();
  const report = join(reports, `${i}.json`);
  const cmd = step.vitest ? ['npx', 'vitest', 'run', ...step.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : step.cmd;
  const header = `\n=== ${step.name}: ${cmd.join(' ')}`;
  if (live) console.log(header);
  const child = spawn(cmd[0], cmd.slice(1), { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  const status = await new Promise((ok) => {
    child.once('error', () => ok(1));
    child.once('close', (code) => ok(code));
  });
  if (!live) {
    console.log(header);
    process.stdout.write(Buffer.concat(output));
  }
  let counts = '';
  let tests = { passed: 0, failed: 0 };
  if (step.vitest) {
    try {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      tests = { passed: r.numPassedTests, failed: r.numFailedTests };
      counts = ` (${r.numPassedTests} passed, ${r.numFailedTests} failed)`;
      // A journey that passed on its retry still says so: its first failure is kept in the report.
      const retried = r.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'passed' && a.failureMessages?.length).map((a) => a.fullName));
      if (retried.length) counts += ` (passed on retry: ${retried.join('; ')})`;
    } catch {
      counts = ' (no report)';
    }
  }
  return { name: step.name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), counts, tests };
}

// Consecutive steps of one `together` group form a batch; a batch ends before the next begins.
const batches = [];
for (const [i, step] of steps.entries()) {
  const last = batches.at(-1);
  if (step.together && last?.[0].step.together === step.together) last.push({ step, i });
  else batches.push([{ step, i }]);
}
const results = [];
for (const batch of batches) results.push(...(await Promise.all(batch.map(({ step, i }) => runStep(step, i, batch.length === 1)))));
const passed = results.reduce((n, r) => n + r.tests.passed, 0);
const failed = results.reduce((n, r) => n + r.tests.failed, 0);
rmSync(reports, { recursive: true, force: true });

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.counts}  ${r.seconds}s`);
const ok = results.every((r) => r.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
