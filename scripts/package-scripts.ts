// SEAM-4: what the docs and the package scripts promise, read from the files, so that a check can
// hold them to it (scripts/package-scripts.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Workspace {
  /** The package's folder, relative to the repository root ('' for the root). */
  dir: string;
  name: string;
  scripts: Record<string, string>;
}

/** npm's own commands the docs may name (everything else must be a script). */
const NPM_COMMANDS = new Set(['ci', 'install', 'exec', 'pkg']);
/** `npm <name>` runs the script of that name (npm's lifecycle shortcuts). */
const SCRIPT_SHORTCUTS = new Set(['start', 'test', 'stop', 'restart']);

/** The code of a markdown text: fenced blocks and inline `spans`, where commands are written. */
export function codeOf(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1] ?? '');
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  return [...fenced, ...inline];
}

/**
 * The script each `npm …` command of a code text runs ({ script, workspace? }), or
 * { npm: command } for npm's own commands.
 */
export function npmCommands(code: string): ({ script: string; workspace?: string } | { npm: string })[] {
  const found: ({ script: string; workspace?: string } | { npm: string })[] = [];
  // A command starts a line or follows a shell separator, after any VAR=value assignments.
  for (const m of code.matchAll(/(?:^|&&|\|\||;|\|)[ \t]*(?:[A-Z_][A-Z0-9_]*=\S*[ \t]+)*npm((?:[ \t]+[^\s;&|]+)+)/gm)) {
    const words = (m[1] ?? '').trim().split(/[ \t]+/);
    const run = words[0] === 'run' || words[0] === 'run-script';
    const args = run ? words.slice(1) : words;
    let workspace: string | undefined;
    let name: string | undefined;
    for (let i = 0; i < args.length && args[i] !== '--'; i++) {
      const a = args[i] ?? '';
      if (a === '-w' || a === '--workspace') workspace = args[++i];
      else if (!a.startsWith('-') && name === undefined) name = a;
    }
    if (name === undefined) continue;
    if (run || SCRIPT_SHORTCUTS.has(name)) found.push(workspace ? { script: name, workspace } : { script: name });
    else found.push({ npm: name });
  }
  return found;
}

/** What is wrong with the npm commands of one markdown file (empty when all exist). */
export function missingInDoc(file: string, markdown: string, workspaces: Workspace[]): string[] {
  const root = workspaces.find((w) => w.dir === '');
  const problems: string[] = [];
  for (const code of codeOf(markdown)) {
    for (const c of npmCommands(code)) {
      if ('npm' in c) {
        if (!NPM_COMMANDS.has(c.npm)) problems.push(`${file}: \`npm ${c.npm}\` is neither a script nor an npm command`);
        continue;
      }
      const owner = c.workspace ? workspaces.find((w) => w.name === c.workspace) : root;
      if (!owner) problems.push(`${file}: \`npm run ${c.script} -w ${c.workspace}\` names no workspace`);
      else if (!(c.script in owner.scripts)) problems.push(`${file}: \`npm run ${c.script}\` is not a script of ${owner.name}`);
    }
  }
  return problems;
}

/**
 * What is wrong with the scripts themselves: a file they run that does not exist, or an
 * `npm run x -w y` that names a missing script. Files under dist/ are build outputs: they exist
 * after `npm run build`, and the suite's browser journeys start the built server.
 */
export function missingTargets(rootDir: string, workspaces: Workspace[], exists: (path: string) => boolean = existsSync): string[] {
  const problems: string[] = [];
  for (const w of workspaces) {
    for (const [name, command] of Object.entries(w.scripts)) {
      for (const file of command.match(/[\w./-]+\.(?:mjs|cjs|js|mts|ts)\b/g) ?? []) {
        if (/(^|\/)dist\//.test(file)) continue;
        if (!exists(join(rootDir, w.dir, file))) problems.push(`${w.name} script "${name}" runs ${file}, which does not exist`);
      }
      for (const c of npmCommands(command)) {
        if ('npm' in c) continue;
        const owner = c.workspace ? workspaces.find((o) => o.name === c.workspace) : w;
        if (!owner || !(c.script in owner.scripts)) problems.push(`${w.name} script "${name}" runs npm run ${c.script}${c.workspace ? ` -w ${c.workspace}` : ''}, which does not exist`);
      }
    }
  }
  return problems;
}

/** The root package and its workspaces, as their package.json files say. */
export function readWorkspaces(rootDir: string): Workspace[] {
  const read = (dir: string): Workspace => {
    const pkg = JSON.parse(readFileSync(join(rootDir, dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string>; workspaces?: string[] };
    return { dir, name: pkg.name, scripts: pkg.scripts ?? {} };
  };
  const root = read('');
  const dirs = (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { workspaces?: string[] }).workspaces ?? [];
  return [root, ...dirs.map((d) => read(d))];
}
