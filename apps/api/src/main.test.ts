import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Starts the real server with only `env` (no inherited settings) and waits for it to exit. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // A server that does not refuse would listen forever: stop it, and the test fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', SMTP_URL: 'smtp://mail.example:587', PORT: '0', DATA_DIR: '/nonexistent/refused' };

describe('production refusals of the real server', () => {
  it.each([
    ['SEC-5', { PUBLIC_URL: 'http://shop.example' }, /^Production refuses to start: set PUBLIC_URL to the https:\/\/ address .*TLS_TERMINATED_BY_PROXY=true.*\.$/],
    ['SEC-6', { SMTP_URL: '' }, /^Production refuses to start: set SMTP_URL \(or MAIL_TRANSPORT=outbox.*\.$/],
  ])('%s: NODE_ENV=production with %j exits 1 printing one line that names what to set', async (_rule, change, line) => {
    const run = await startServer({ ...PRODUCTION, ...change });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  }, 60_000);
});
