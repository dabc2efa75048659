import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';

/**
 * STYLE.md "One hop": every rule ID of docs/rules.md has a row of its own and a test, and every
 * error code of the catalogue is reached by a test. This file names no ID or code itself (beyond
 * its own rule's), so that it cannot count as the test of another.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const SEARCHED = ['apps', 'packages', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The first cell of every table row of docs/rules.md (header and separator rows left out). */
function ruleCells(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .filter((cell) => cell !== 'ID' && !/^-+$/.test(cell));
}

const ONE_ID = /^[A-Z][A-Z0-9]*(-[A-Z][A-Z0-9]*)*-\d+$/;
/** `X-1..3`, `X-1..X-3`, `X-1…3`, `X-1–3`, `X-1 to 3`: a range hides the IDs inside it from `git grep`. */
const RANGE = /\b[A-Z][A-Z0-9-]*-\d+\s*(\.\.|…|–|—|\bto\b)\s*([A-Z][A-Z0-9-]*-)?\d+/g;
/** Where code and docs are: every source, test, script and text file of the repository's own folders. */
const TEXT_FILE = /\.(tsx?|mjs|js|md|sql|sh)$/;
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`\\b${escape(word)}\\b`);
const report = (what: string, offenders: string[]) => `${what} (${offenders.length}):\n  ${offenders.join('\n  ')}`;

const rulesMarkdown = readFileSync(join(root, 'docs/rules.md'), 'utf8');
const cells = ruleCells(rulesMarkdown);
const tests = SEARCHED.flatMap((dir) => testFiles(join(root, dir))).map((path) => readFileSync(path, 'utf8'));
const inSomeTest = (word: string) => tests.some((text) => wholeWord(word).test(text));

describe('docs/rules.md and the error catalogue are covered by tests', () => {
  it('SEAM-5: the test search sees the test files of every project', () => {
    // Guards the checks below against passing on an empty search (a moved root, a renamed suffix).
    expect(tests.length).toBeGreaterThan(100);
    expect(cells.length).toBeGreaterThan(100);
  });

  it('SEAM-5: every row of docs/rules.md holds exactly one rule ID', () => {
    const notOneId = cells.filter((cell) => !ONE_ID.test(cell));
    expect(notOneId, report('rows whose ID cell is not one rule ID', notOneId)).toEqual([]);
  });

  it('SEAM-5: no range notation of rule IDs remains in docs/rules.md, in an ID cell or in a rule', () => {
    const ranges = [...rulesMarkdown.matchAll(RANGE)].map((m) => m[0]);
    expect(ranges, report('range notations in docs/rules.md', ranges)).toEqual([]);
  });

  it("SEAM-5: no range notation of rule IDs remains anywhere in code or docs (this file's examples aside)", () => {
    const here = fileURLToPath(import.meta.url);
    const files = [...[...SEARCHED, 'docs'].flatMap((dir) => textFiles(join(root, dir))), join(root, 'README.md')].filter((path) => path !== here);
    const ranges = files.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(RANGE)].map((m) => `${path.slice(root.length)}: ${m[0]}`));
    expect(files.length).toBeGreaterThan(500);
    expect(ranges, report('range notations of rule IDs', ranges)).toEqual([]);
  });

  it('SEAM-5: no rule ID has two rows', () => {
    const seen = new Set<string>();
    const twice = cells.filter((id) => seen.size === seen.add(id).size);
    expect(twice, report('rule IDs with more than one row', twice)).toEqual([]);
  });

  it('SEAM-5: every rule ID of docs/rules.md appears, as a whole word, in a test file (*.test.ts, *.test.tsx, *.e2e.ts)', () => {
    const untested = cells.filter((id) => ONE_ID.test(id) && !inSomeTest(id));
    expect(untested, report('rule IDs no test names', untested)).toEqual([]);
  });

  it('SEAM-5: every error code of the catalogue is asserted by a test', () => {
    const unasserted = errorCodes.filter((code) => !inSomeTest(code));
    expect(unasserted, report('error codes no test asserts', unasserted)).toEqual([]);
  });
});
