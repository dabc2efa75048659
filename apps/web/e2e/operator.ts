import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { server } from './server';

/** The shop's operator account the server ensures at startup (global-setup passes them as env). */
export const OPERATOR_EMAIL = 'operator@example.com';
export const OPERATOR_PASSWORD = 'Operator123';

let token: string | null = null;

/** The operator's bearer token, asked for once per test file (as the CLI's `login` does, OPS-26). */
async function operatorToken(): Promise<string> {
  if (token) return token;
  const login = await fetch(`${server().baseURL}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD }) });
  const json = (await login.json()) as { payload?: { token?: string }; message?: string };
  if (!login.ok || !json.payload?.token) throw new Error(`operator token refused: ${json.message ?? login.status}`);
  return (token = json.payload.token);
}

/** A call to the operator API as the operator (bearer token: no CSRF needed); rejects with the API's message. */
export async function operatorCall<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const bearer = await operatorToken();
  // Changes always carry a JSON body (some operator routes take an optional one).
  const res = await fetch(`${server().baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return json;
}

/** Runs the operator CLI as a shop's operator would (`npm run -s operator -- ...`, signed in: OPERATOR_TOKEN); resolves to its output. */
export async function operatorCli(...args: string[]): Promise<string> {
  const env = { ...process.env, OPERATOR_API_URL: server().baseURL, OPERATOR_TOKEN: await operatorToken() };
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'operator', '--', ...args], { cwd: resolve(import.meta.dirname, '../../..'), env });
  return stdout;
}
