import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSteamInventory } from '../../api/src/adapters/steam-inventory/fake.ts';
import { startFakeSteamOpenId, type FakeSteamOpenId } from '../../api/test/fake-steam-openid.ts';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { freePort, waitReady } from './global-setup';
import { verifiedCustomer } from './journeys';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from './operator';
import { server } from './server';

/**
 * INV-7: selling from the Steam inventory, in the browser: another instance of the built server next
 * to the shared one, in development mode (the local fake inventory; production has none without a
 * Steam Web API key) with Steam sign-in pointed at a local OpenID provider, mailing through the
 * shared local SMTP server.
 */
const root = resolve(import.meta.dirname, '../../..');
const STEAM_ID = '76561198055512100';
const b = useBrowser();
let openid: FakeSteamOpenId;
let shop: { url: string; stop(): Promise<void> };

async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skins-e2e-inventory-'));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${server().mailPort}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      STEAM_OPENID_URL: openid.endpoint,
      OPERATOR_EMAIL,
      OPERATOR_PASSWORD,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, 180_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

/** A JSON call to this shop's API. */
async function call(path: string, body: unknown, bearer?: string): Promise<{ payload?: { token?: string; secret?: string } }> {
  const res = await fetch(`${shop.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { payload?: { token?: string; secret?: string }; message?: string };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${json.message ?? ''}`);
  return json;
}

/** INV-5: the shop's operator sets a quote (operators act with two-factor sign-in on, SEC-24: turned on here first). */
async function setQuote(marketName: string, price: number): Promise<void> {
  const first = (await call('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })).payload?.token;
  const secret = (await call('/user/two-factor/setup', { current_password: OPERATOR_PASSWORD }, first)).payload?.secret ?? '';
  const step = Math.floor(Date.now() / 30_000);
  await call('/user/two-factor/enable', { code: await generate({ secret, epoch: step * 30 }) }, first);
  const bearer = (await call('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD, otp: await generate({ secret, epoch: (step + 1) * 30 }) })).payload?.token;
  await call('/operator/sell-quotes', { market_name: marketName, price }, bearer);
}

beforeAll(async () => {
  openid = await startFakeSteamOpenId(STEAM_ID);
  shop = await startShop();
}, 200_000);

afterAll(async () => {
  await shop?.stop();
  await openid?.close();
});

describe('selling from the Steam inventory (issue 49)', { timeout: 120_000 }, () => {
  it('INV-7: a seller links Steam, picks two items at 375 px, takes the quote for one, types a price for the other, and sees both offers', async () => {
    const steam = await createFakeSteamInventory().fetch(STEAM_ID);
    if (!steam.ok) throw new Error('the fake inventory refused');
    const [quoted, asked] = steam.items.filter((i) => i.tradable);
    await setQuote(quoted!.marketName, 12.5);

    const page = await verifiedCustomer(b, 'inventory', { context: await b.context(DESKTOP, shop.url) });
    await page.setViewportSize(PHONE);
    await page.goto('/account/offers');
    await page.getByRole('button', { name: 'Sell from Steam inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell from your Steam inventory' });
    await dialog.getByText('Link your Steam account first: your inventory comes from Steam.').waitFor();
    await dialog.getByRole('link', { name: 'Link Steam' }).click();

    // Back from the (local) Steam sign-in, the view is open again with the inventory.
    await page.waitForURL((u) => u.pathname === '/account/offers' && u.searchParams.get('steam') === 'linked');
    await dialog.getByText('Steam is linked to your account.').waitFor();
    expect(await dialog.getByTestId('inventory-card').count()).toBe(steam.items.length);
    await dialog.getByText(/^Tradable from /).first().waitFor();
    await b.checkAccessible(page, 'the inventory dialog');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await dialog.getByRole('checkbox', { name: `Pick ${quoted!.marketName}` }).check();
    await dialog.getByRole('checkbox', { name: 'Take the quote: €12.50' }).waitFor();
    await dialog.getByRole('checkbox', { name: `Pick ${asked!.marketName}` }).check();
    await dialog.getByLabel('Your price (EUR)').fill('15');
    await dialog.getByRole('button', { name: 'Send offers' }).click();
    const done = page.getByRole('dialog', { name: 'Offers sent' });
    await done.getByRole('button', { name: 'OK' }).click();

    const quotedRow = page.getByTestId('offer-row').filter({ hasText: quoted!.marketName });
    const askedRow = page.getByTestId('offer-row').filter({ hasText: asked!.marketName });
    await askedRow.getByText('Pending review').waitFor();
    await quotedRow.waitFor();
    expect(await quotedRow.innerText()).not.toContain('Pending review');

    // The two items now show as offered.
    await page.getByRole('button', { name: 'Sell from Steam inventory' }).click();
    await page.getByRole('dialog', { name: 'Sell from your Steam inventory' }).getByText('Already offered').first().waitFor();
    expect(await page.getByText('Already offered').count()).toBe(2);
  });
});
