import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, missingInDoc, missingTargets, npmCommands, readWorkspaces, type Workspace } from './package-scripts.ts';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workspaces = readWorkspaces(root);
const rootScripts = workspaces.find((w) => w.dir === '')?.scripts ?? {};
const docs = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** A root script's own run, cheap enough for every `npm test`: its arguments and what it prints. */
const SMOKE: Record<string, { args: string[]; prints: string }> = {
  seed: { args: ['--help'], prints: 'Usage: npm run seed' },
  operator: { args: ['help'], prints: 'Usage: npm run operator' },
  backup: { args: ['--help'], prints: 'Usage: npm run backup' },
  restore: { args: ['--help'], prints: 'Usage: npm run restore' },
  bench: { args: ['--help'], prints: 'Usage: npm run bench' },
  'replica-check': { args: ['--help'], prints: 'Usage: npm run replica-check' },
  lighthouse: { args: ['--help'], prints: 'Usage: npm run lighthouse' },
};

/** Root scripts that no step of scripts/test.mjs runs by name, and what covers them instead. */
const RUN_ELSEWHERE: Record<string, string> = {
  test: 'it is the suite itself',
  start: 'the build step, then the browser journeys start apps/api/dist/main.js (apps/web/e2e/global-setup.ts)',
  dev: 'not run: a file watcher that never exits; the src/main.ts it watches is checked to exist',
};

/** How scripts/test.mjs writes a step that runs `command`, in the two forms it uses. */
function stepForms(name: string, command: string): string[] {
  const vitest = /^vitest run (.+)$/.exec(command);
  // A script's argument may be shell-quoted ('api*', so that the shell leaves the pattern to vitest).
  const args = (vitest?.[1] ?? '').split(/\s+/).map((a) => `'${a.replace(/^'(.*)'$/, '$1')}'`);
  return [`['npm', 'run', '-s', '${name}']`, ...(vitest ? [`vitest: [${args.join(', ')}]`] : [])];
}

function runScript(name: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((ok) => {
    const child = spawn('npm', ['run', '-s', name, '--', ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => ok({ code, out }));
  });
}

describe('SEAM-4: the documented commands and the package scripts', () => {
  it('SEAM-4: every `npm run x` / `npm x` in README.md and docs/*.md is a script of package.json (or npm\'s own command)', () => {
    expect(docs.length).toBeGreaterThan(3);
    expect(docs.flatMap((f) => missingInDoc(f, read(f), workspaces))).toEqual([]);
  });

  it('SEAM-4: every file a script runs exists, and every `npm run` inside a script names a script', () => {
    expect(missingTargets(root, workspaces)).toEqual([]);
  });

  it('SEAM-4: npm test runs every root script at least once (a step of scripts/test.mjs, a smoke run here, or the e2e server start)', () => {
    const steps = read('scripts/test.mjs');
    const unrun = Object.entries(rootScripts).filter(([name, command]) => !(name in SMOKE) && !(name in RUN_ELSEWHERE) && !stepForms(name, command).some((form) => steps.includes(form)));
    expect(unrun.map(([name]) => name)).toEqual([]);
    // No entry of the tables above outlives its script.
    expect([...Object.keys(SMOKE), ...Object.keys(RUN_ELSEWHERE)].filter((name) => !(name in rootScripts))).toEqual([]);
  });

  it('SEAM-4: `npm start` runs the built server that the browser journeys start', () => {
    expect(rootScripts.start).toBe('npm run build && node apps/api/dist/main.js');
    expect(read('apps/web/e2e/global-setup.ts')).toContain("['apps/api/dist/main.js']");
  });

  it('SEAM-4: the cheap scripts run and print their usage (seed, operator, bench)', async () => {
    const runs = await Promise.all(Object.entries(SMOKE).map(async ([name, s]) => ({ name, ...(await runScript(name, s.args)), prints: s.prints })));
    for (const r of runs) {
      expect(r.code, `${r.name}: ${r.out}`).toBe(0);
      expect(r.out, r.name).toContain(r.prints);
    }
  }, 60_000);
});

describe('SEAM-4: the check finds what drifted', () => {
  const ws: Workspace[] = [
    { dir: '', name: 'root', scripts: { build: 'npm run build -w web', test: 'node scripts/test.mjs', gone: 'node scripts/gone.mjs', dist: 'node app/dist/main.js', bad: 'npm run nothing' } },
    { dir: 'web', name: 'web', scripts: { build: 'vite build' } },
  ];

  it('SEAM-4: reads commands from fenced blocks and inline code only, not from prose', () => {
    const md = 'The npm package foo is used.\n\n```sh\nnpm ci && npm test\nDATA_DIR=/tmp npm run -s seed -- --items 5 # seed\n```\n```\nlayout: from the npm package x\n```\nthen `npm run build -w web`.';
    expect(codeOf(md).flatMap((c) => npmCommands(c))).toEqual([{ npm: 'ci' }, { script: 'test' }, { script: 'seed' }, { script: 'build', workspace: 'web' }]);
  });

  it('SEAM-4: a documented script that does not exist, an unknown npm command and an unknown workspace are reported', () => {
    const md = '`npm run build`, `npm test`, `npm run test:e2e`, `npm frobnicate`, `npm run build -w nope`';
    expect(missingInDoc('README.md', md, ws)).toEqual([
      'README.md: `npm run test:e2e` is not a script of root',
      'README.md: `npm frobnicate` is neither a script nor an npm command',
      'README.md: `npm run build -w nope` names no workspace',
    ]);
  });

  it('SEAM-4: a script that runs a missing file or a missing script is reported; build outputs under dist/ are not', () => {
    const present = new Set(['scripts/test.mjs']);
    expect(missingTargets('', ws, (p) => present.has(p))).toEqual([
      'root script "gone" runs scripts/gone.mjs, which does not exist',
      'root script "bad" runs npm run nothing, which does not exist',
    ]);
  });
});
