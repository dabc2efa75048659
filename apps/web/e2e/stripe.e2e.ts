import { spawn, type ChildProcess } from 'node:child_process';
import { server } from './server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deliverTo, startFakeStripe, type FakeStripe } from '../../api/test/fake-stripe.ts';
import { DESKTOP, useBrowser } from './browser';
import { freePort, waitReady } from './global-setup';
import { buyNow, consentedPage, fillCheckout, newEmail, signUp } from './journeys';
import { waitForLink } from './mailbox';

/**
 * STRIPE-8: the shop with PAYMENT_PROVIDER=stripe, as a second instance of the built server (its own
 * PGlite data in a temp folder, mail through the shared local SMTP server), its Stripe client
 * pointed at a fake Stripe API on 127.0.0.1. Not production mode: production refuses STRIPE_API_BASE.
 */
const root = resolve(import.meta.dirname, '../../..');
const WEBHOOK_SECRET = 'whsec_journeyFakeStripeSecret';
const b = useBrowser();
let fake: FakeStripe;
let shop: ChildProcess;
let shopURL = '';
let dataDir = '';
let customer: Page;

beforeAll(async () => {
  fake = await startFakeStripe(WEBHOOK_SECRET);
  const port = await freePort();
  shopURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'skins-e2e-stripe-'));
  shop = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: shopURL,
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
  await waitReady(shopURL, shop, 120_000);
  fake.deliver = deliverTo(`${shopURL}/api/payments/webhook/stripe`);
  // Set up here, outside the journeys' time: the sign-up journey has tests of its own.
  customer = await verifiedStripeCustomer();
});

afterAll(async () => {
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** One verified customer of the Stripe shop for the whole file (checkout needs a verified email). */
async function verifiedStripeCustomer(): Promise<Page> {
  const page = await consentedPage(b, DESKTOP, await b.context(DESKTOP, shopURL));
  const email = newEmail('stripe');
  await signUp(page, email);
  await page.goto(await waitForLink(email, /verify/));
  await page.getByText('Your email has been verified').waitFor();
  return page;
}

/** Puts the nth item in the cart, fills the checkout form and pays with `method`; answers on the fake Stripe page. */
async function checkoutAtStripe(page: Page, nth: number, method: string): Promise<string> {
  const title = await buyNow(page, nth);
  await fillCheckout(page);
  await page.getByRole('button', { name: method }).click();
  await page.waitForURL((u) => u.origin === fake.apiBase);
  await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
  return title;
}

// The machine the journeys share can be slow: a journey's own time, not the default minute.
describe('paying through Stripe Checkout (issue 18)', { timeout: 90_000 }, () => {
  it('STRIPE-8: Pay on the Stripe page -> the success page, and the order is in the history', async () => {
    const page = customer;
    const title = await checkoutAtStripe(page, 0, 'Pay by card');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/success-payment');
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    await page.goto('/account/orders');
    await page.getByText(title).first().waitFor();
  });

  it('STRIPE-8: Decline on the Stripe page -> the fail page with the error', async () => {
    const page = customer;
    await checkoutAtStripe(page, 1, 'Pay by card');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((u) => u.pathname === '/fail-payment');
    await page.getByText(new URL(page.url()).searchParams.get('error') ?? '').first().waitFor();
  });

  it('STRIPE-8: Multibanco paid later -> the pending page, then the async success -> the success page', async () => {
    const page = customer;
    const title = await checkoutAtStripe(page, 2, 'Pay with Multibanco');
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
