import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { server } from './server';

/** The shop's operator account the server ensures at startup (global-setup passes them as env). */
export const OPERATOR_EMAIL = 'operator@example.com';
export const OPERATOR_PASSWORD = 'Operator123';

/**
 * SEC-24: the operator's authenticator. The shop creates the operator without two-factor sign-in
 * (OPERATOR_EMAIL); the first journey that needs the back office turns it on through the API, as
 * the operator would from the profile, and keeps the shop's secret in a file of that shop's data
 * folder (beside its mail log), with the last 30 s step whose code was used: the shop accepts each
 * code once (SEC-21), whichever journey file or process of the worker asks.
 */
const stateFile = (name: 'secret' | 'step') => join(dirname(server().mailLog), `operator-totp-${name}`);
const readState = (name: 'secret' | 'step') => (existsSync(stateFile(name)) ? readFileSync(stateFile(name), 'utf8') : null);
let twoFactorOn: Promise<void> | null = null;

async function apiCall(path: string, body: unknown, bearer?: string, baseURL = server().baseURL): Promise<Response> {
  return fetch(`${baseURL}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) });
}

/**
 * SEC-21: a code of a step after `lastStep`, within the shop's tolerance of one step either way:
 * the current step, or the next one while the current was used; waits when both were.
 */
export async function codeAfter(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    step = lastStep + 1;
    const wait = (step - 1) * 30_000 - Date.now();
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait + 200));
  }
  return { code: await generate({ secret, epoch: step * 30 }), step };
}

/** The operator's next code (codeAfter), its step kept for every journey of the shop. */
export async function nextOperatorCode(): Promise<string> {
  const secret = readState('secret');
  if (!secret) throw new Error('the operator has no two-factor secret yet (ensureOperatorTwoFactor)');
  const { code, step } = await codeAfter(secret, Number(readState('step') ?? 0));
  writeFileSync(stateFile('step'), String(step));
  return code;
}

/**
 * SEC-24: turns two-factor sign-in on for another account (a staff member just invited, or the
 * operator of a journey's own shop at `baseURL`) through the API, as its owner would from the
 * profile; resolves to its authenticator: each call a code of a step not used before.
 */
export async function turnOnTwoFactor(email: string, password: string, baseURL = server().baseURL): Promise<() => Promise<string>> {
  const login = (await (await apiCall('/auth/token', { username: email, password }, undefined, baseURL)).json()) as { payload?: { token?: string } };
  const bearer = login.payload?.token;
  if (!bearer) throw new Error(`sign-in of ${email} refused`);
  const setup = (await (await apiCall('/user/two-factor/setup', { current_password: password }, bearer, baseURL)).json()) as { payload: { secret: string } };
  let last = 0;
  const next = async () => {
    const { code, step } = await codeAfter(setup.payload.secret, last);
    last = step;
    return code;
  };
  const enabled = await apiCall('/user/two-factor/enable', { code: await next() }, bearer, baseURL);
  if (!enabled.ok) throw new Error(`two-factor sign-in of ${email} not turned on: ${await enabled.text()}`);
  await apiCall('/auth/token/revoke', {}, bearer, baseURL);
  return next;
}

/** SEC-24: turns the operator's two-factor sign-in on (once per shop) and keeps its secret. */
export function ensureOperatorTwoFactor(): Promise<void> {
  twoFactorOn ??= (async () => {
    if (readState('secret')) return;
    const login = await apiCall('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD });
    const answer = (await login.json()) as { payload?: { token?: string }; code?: string };
    if (!answer.payload?.token) throw new Error(`operator sign-in refused: ${JSON.stringify(answer)}`);
    const bearer = answer.payload.token;
    // The shop draws its own secret: enabling proves the app holds it, so the journeys take that one.
    const setup = (await (await apiCall('/user/two-factor/setup', { current_password: OPERATOR_PASSWORD }, bearer)).json()) as { payload: { secret: string } };
    writeFileSync(stateFile('secret'), setup.payload.secret);
    const enabled = await apiCall('/user/two-factor/enable', { code: await nextOperatorCode() }, bearer);
    if (!enabled.ok) throw new Error(`two-factor sign-in not turned on: ${await enabled.text()}`);
    await apiCall('/auth/token/revoke', {}, bearer);
  })();
  return twoFactorOn;
}

/**
 * SEC-24: the journey that sets two-factor sign-in up through the screens starts from an operator
 * without it: turns it off through the API (with a code) and forgets the kept secret.
 */
export async function turnOffOperatorTwoFactor(): Promise<void> {
  await ensureOperatorTwoFactor();
  const bearer = await operatorToken();
  const off = await apiCall('/user/two-factor/disable', { otp: await nextOperatorCode() }, bearer);
  if (!off.ok) throw new Error(`two-factor sign-in not turned off: ${await off.text()}`);
  rmSync(stateFile('secret'));
}

/** SEC-24: the secret the operator set up through the screens, kept for the journeys after it; its first code's step is used. */
export function keepOperatorSecret(secret: string): void {
  writeFileSync(stateFile('secret'), secret);
  writeFileSync(stateFile('step'), String(Math.floor(Date.now() / 30_000)));
}

let token: string | null = null;

/** The operator's bearer token, asked for once per test file (as the CLI's `login` does, OPS-26), with its code (SEC-20). */
async function operatorToken(): Promise<string> {
  if (token) return token;
  await ensureOperatorTwoFactor();
  const login = await apiCall('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD, otp: await nextOperatorCode() });
  const json = (await login.json()) as { payload?: { token?: string }; message?: string };
  if (!login.ok || !json.payload?.token) throw new Error(`operator token refused: ${json.message ?? login.status}`);
  return (token = json.payload.token);
}

/**
 * Signs in through the shop's form on the page (already on /auth): email, password, Enter, then
 * the code of the second step (SEC-20); resolves once the app has left /auth.
 */
export async function signInWithCode(page: Page, email: string, password: string, code: () => Promise<string>): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.getByLabel('Authentication code').fill(await code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((u) => u.pathname !== '/auth');
}

/** The shop's operator signs in (signInWithCode), its two-factor sign-in on first. */
export async function signInAsOperator(page: Page): Promise<void> {
  await ensureOperatorTwoFactor();
  await signInWithCode(page, OPERATOR_EMAIL, OPERATOR_PASSWORD, nextOperatorCode);
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
