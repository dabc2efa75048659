// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');
const clientFile = resolve(import.meta.dirname, 'client.ts');

/** Where the options argument sits in each call of the client: api.get(path, opts), api.post(path, body, opts), request(method, path, opts). */
const OPTIONS_INDEX: Record<string, number> = { get: 1, delete: 1, post: 2, put: 2, patch: 2 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The options argument of a call of the HTTP client, or undefined when the node is not one. */
function clientCallOptions(node: ts.CallExpression, file: string): { call: string; options: ts.Expression | undefined } | undefined {
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'api' && callee.name.text in OPTIONS_INDEX) {
    return { call: `api.${callee.name.text}`, options: node.arguments[OPTIONS_INDEX[callee.name.text]!] };
  }
  // The client's own `api` methods forward their caller's options to request(); anywhere else request() is a call.
  if (ts.isIdentifier(callee) && callee.text === 'request' && file !== clientFile) return { call: 'request', options: node.arguments[2] };
  return undefined;
}

const hasSchema = (options: ts.Expression | undefined) =>
  !!options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === 'schema');

/** The calls of the client in one file that pass no `schema` option, as file:line and call. */
function offendersIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const offenders: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const found = clientCallOptions(node, file);
      if (found && !hasSchema(found.options)) offenders.push(`${relative(srcDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${found.call}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

describe('the web data layer: every call names its answer schema', () => {
  it('SEAM-12: every call of the HTTP client in apps/web/src passes the contract schema of its answer (checked in development and tests)', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => offendersIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('SEAM-12: the scan finds a call without a schema, in each of the client\'s call forms', () => {
    const source = [
      "api.get('/a');",
      "api.post('/b', { x: 1 });",
      "api.delete('/c', { withLocale: false });",
      "request('GET', '/d', {});",
      "api.get('/ok', { schema: import.meta.env.DEV && okSchema });",
      "api.put('/ok', {}, { schema });",
    ].join('\n');
    const calls = offendersIn(join(srcDir, 'features/x/api/calls.ts'), source);
    expect(calls).toEqual(['features/x/api/calls.ts:1 api.get', 'features/x/api/calls.ts:2 api.post', 'features/x/api/calls.ts:3 api.delete', 'features/x/api/calls.ts:4 request']);
  });
});
