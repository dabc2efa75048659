#!/usr/bin/env node
// BUDGET-7 (issue 16): `npm run lighthouse` — mobile Lighthouse, 3 runs each on home, a list and a
// product's details, against the built product started as in production (fresh data dir, seeded),
// printing the median performance, accessibility, SEO, LCP, TBT and CLS. Not part of npm test: its
// figures depend on how quiet the machine is; record them in docs/benchmarks.md.
// Needs `npm run build` first. CHROME_PATH picks the browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
if (process.argv.includes('--help')) {
  console.log('Usage: npm run lighthouse   (after npm run build; CHROME_PATH overrides /usr/bin/chromium)\nMobile Lighthouse, median of 3 runs, on home, a list and a details page (BUDGET-7).');
  process.exit(0);
}
const { version } = createRequire(import.meta.url)('lighthouse/package.json');
const root = resolve(import.meta.dirname, '..');
if (!existsSync(join(root, 'apps/api/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const port = await new Promise((ok, fail) => {
  const srv = createServer();
  srv.once('error', fail);
  srv.listen(0, '127.0.0.1', () => {
    const p = srv.address().port;
    srv.close(() => ok(p));
  });
});
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'skins-lighthouse-'));
const secret = () => randomBytes(32).toString('hex');
// Production as an operator runs it behind a TLS proxy; mail stays in the outbox table.
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, TLS_TERMINATED_BY_PROXY: 'true', MAIL_TRANSPORT: 'outbox', PAYMENT_WEBHOOK_SECRET: secret(), PAYOUT_WEBHOOK_SECRET: secret(), PAYOUT_DETAILS_KEY: secret() },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function ready() {
  for (let until = Date.now() + 120_000; Date.now() < until; ) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server was not ready within 120 s');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let chrome;
try {
  await ready();
  const items = (await (await fetch(`${baseURL}/api/items/list`)).json()).payload;
  const pages = { home: '/', list: '/products/cs2', details: `/products/cs2/all/${items[0].id}` };
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // The default config is Lighthouse's mobile run (Moto G Power, simulated slow 4G, 4x CPU).
      const { lhr } = await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({ name, path, performance: m('performance'), accessibility: m('accessibility'), seo: m('seo'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') });
  }
  console.log(`\nLighthouse ${version} mobile, median of ${RUNS} runs\n`);
  console.log('| page | path | performance | accessibility | SEO | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.path} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.seo.toFixed(0)} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} |`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
