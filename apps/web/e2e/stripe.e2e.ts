import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deliverTo, startFakeStripe, type FakeStripe } from '../../api/test/fake-stripe.ts';
import { adminQuery, withDatabase } from '../../api/test/test-database.ts';
import { DESKTOP, useBrowser } from './browser';
import { freePort, waitReady } from './global-setup';
import { buyNow, fillCheckout, verifiedCustomer } from './journeys';
import { server } from './server';

/**
 * STRIPE-8: the shop with PAYMENT_PROVIDER=stripe, as more instances of the built server next to the
 * shared sandbox one, each with its Stripe client pointed at a fake Stripe API of its own on
 * 127.0.0.1 and mailing through the shared local SMTP server: one on PGlite (its data in a temp
 * folder) and, when TEST_DATABASE_URL is set (CI, `npm test` with PostgreSQL), one on a fresh
 * database of that PostgreSQL server, dropped afterwards. Both start at once, so the second costs
 * its journeys and little more. Not production mode: production refuses STRIPE_API_BASE.
 */
const root = resolve(import.meta.dirname, '../../..');
const WEBHOOK_SECRET = 'whsec_journeyFakeStripeSecret';
const b = useBrowser();

type Database = 'PGlite' | 'PostgreSQL';
const databases: Database[] = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

/** One Stripe shop: its fake Stripe, one verified customer's page in it (checkout needs a verified email), and how to stop it. */
interface StripeShop {
  fake: FakeStripe;
  customer: Page;
  stop(): Promise<void>;
}
const shops = new Map<Database, StripeShop>();

/** An empty database on TEST_DATABASE_URL's server (the shop migrates and seeds it at start) and how to drop it. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skins_e2e_stripe_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return { url: withDatabase(serverUrl, name), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function startStripeShop(database: Database): Promise<StripeShop> {
  const fake = await startFakeStripe(WEBHOOK_SECRET);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skins-e2e-stripe-'));
  const postgres = database === 'PostgreSQL' ? await freshPostgres(process.env.TEST_DATABASE_URL!) : null;
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${server().mailPort}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_journeyFakeKey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.apiBase,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    await waitReady(url, child, 180_000);
    fake.deliver = deliverTo(`${url}/api/payments/webhook/stripe`);
    // Set up here, outside the journeys' time: the sign-up journey has tests of its own.
    return { fake, customer: await verifiedCustomer(b, 'stripe', { context: await b.context(DESKTOP, url) }), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

beforeAll(async () => {
  const started = await Promise.allSettled(databases.map(async (d) => shops.set(d, await startStripeShop(d))));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
});

afterAll(async () => {
  await Promise.all([...shops.values()].map((s) => s.stop()));
});

/** Puts the nth item in the cart, fills the checkout form and pays with `method`; answers on the fake Stripe page. */
async function checkoutAtStripe(shop: StripeShop, nth: number, method: string): Promise<string> {
  const page = shop.customer;
  const title = await buyNow(page, nth);
  await fillCheckout(page);
  await page.getByRole('button', { name: method }).click();
  await page.waitForURL((u) => u.origin === shop.fake.apiBase);
  await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
  return title;
}

// The machine the journeys share can be slow: a journey's own time, not the default minute.
describe.each(databases)('paying through Stripe Checkout on %s (issue 18)', { timeout: 90_000 }, (database) => {
  const shop = () => shops.get(database)!;

  it('STRIPE-8: Pay on the Stripe page -> the success page, and the order is in the history', async () => {
    const page = shop().customer;
    const title = await checkoutAtStripe(shop(), 0, 'Pay by card');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    await page.goto('/account/orders');
    await page.getByText(title).first().waitFor();
  });

  it('STRIPE-8, PAY-26: Decline on the Stripe page -> the fail page with the error; Try again shows the item back in the cart', async () => {
    const page = shop().customer;
    const title = await checkoutAtStripe(shop(), 1, 'Pay by card');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((u) => u.pathname === '/fail-payment');
    await page.getByText(new URL(page.url()).searchParams.get('error') ?? '').first().waitFor();
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    // The buyer changes their mind: the journeys after this one start from an empty cart.
    await page.getByRole('button', { name: `Remove ${title} from cart` }).click();
    await page.getByText('Your cart is empty').waitFor();
  });

  it('STRIPE-8: Multibanco paid later -> the pending page, then the async success -> the success page', async () => {
    const { customer: page, fake } = shop();
    const title = await checkoutAtStripe(shop(), 2, 'Pay with Multibanco');
    const session = fake.sessionOf(page.url());
    await page.getByRole('button', { name: 'Pay later' }).click();
    await page.waitForURL((u) => u.pathname === '/pending-payment');
    await page.getByText('Payment is being processed. Status: Pending').waitFor();
    await fake.settleAsync(session.id, 'succeeded');
    await page.waitForURL((u) => u.pathname === '/success-payment', { timeout: 15_000 });
    await page.goto('/account/orders');
    await page.getByText(title).first().waitFor();
  });
});
