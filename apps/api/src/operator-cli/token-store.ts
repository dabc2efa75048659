import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * OPS-26: where `login` keeps the operator's bearer token between commands:
 * $XDG_CONFIG_HOME/skins-operator/token (default ~/.config), readable by its owner only.
 * OPERATOR_TOKEN, when set, wins (a token kept in a secret store instead of a file).
 */
export function tokenPath(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'skins-operator', 'token');
}

export async function readToken(env: NodeJS.ProcessEnv): Promise<string | null> {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN.trim();
  const saved = await readFile(tokenPath(env), 'utf8').catch(() => '');
  return saved.trim() || null;
}

export async function saveToken(env: NodeJS.ProcessEnv, token: string): Promise<string> {
  const path = tokenPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${token}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that already exists: make sure it is the owner's only.
  await chmod(path, 0o600);
  return path;
}

export async function removeToken(env: NodeJS.ProcessEnv): Promise<void> {
  await rm(tokenPath(env), { force: true });
}
