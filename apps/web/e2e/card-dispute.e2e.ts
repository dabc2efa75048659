import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deliverTo, startFakeStripe, type FakeStripe } from '../../api/test/fake-stripe.ts';
import { DESKTOP, useBrowser } from './browser';
import { freePort, waitReady } from './global-setup';
import { buyNow, consentedPage, fillCheckout, verifiedCustomer } from './journeys';
import { signInWithCode, turnOnTwoFactor } from './operator';
import { server } from './server';

/**
 * DISPUTE-7 (issue 49): a card dispute end to end, on a Stripe shop of its own (the built server
 * with its Stripe client pointed at a fake Stripe API on 127.0.0.1, as stripe.e2e.ts does) whose
 * sandbox trade bot delivers at once: the buyer pays by card, the bot delivers, the fake opens a
 * dispute, the operator reverses the delivery from the order page.
 */
const root = resolve(import.meta.dirname, '../../..');
const WEBHOOK_SECRET = 'whsec_journeyFakeStripeDisputeSecret';
const OPERATOR = { email: 'dispute-operator@example.com', password: 'Operator123' };
const b = useBrowser();

let fake: FakeStripe;
let url = '';
let stop = async () => {};

beforeAll(async () => {
  fake = await startFakeStripe(WEBHOOK_SECRET);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skins-e2e-dispute-'));
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
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_journeyFakeKey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.apiBase,
      DELIVERY_DELAY_MS: '0',
      JOBS_INTERVAL_MS: '500',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitReady(url, child, 180_000);
  fake.deliver = deliverTo(`${url}/api/payments/webhook/stripe`);
});

afterAll(async () => stop());

// The machine the journeys share can be slow: the whole journey (two sign-ins, a delivery) gets its own time.
describe('a card dispute reverses a delivery (issue 49)', { timeout: 180_000 }, () => {
  it("DISPUTE-7: buy by card, the sandbox bot delivers, the fake Stripe opens a dispute, the operator reverses the delivery and the order shows 'Delivery reversed'", async () => {
    const customer = await verifiedCustomer(b, 'dispute', { context: await b.context(DESKTOP, url) });
    await buyNow(customer, 0);
    await fillCheckout(customer);
    await customer.getByRole('button', { name: 'Pay by card' }).click();
    await customer.waitForURL((u) => u.origin === fake.apiBase);
    const session = fake.sessionOf(customer.url());
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();
    await customer.waitForURL((u) => u.pathname === '/success-payment');
    const orderId = new URL(customer.url()).searchParams.get('order_id');

    // The sweep hands the order to the sandbox bot, which accepts at once: the buyer's page states the protection.
    await customer.goto(`/account/orders/${orderId}`);
    for (let tries = 0; !(await customer.getByText(/^Trade protected until /).isVisible()) && tries < 20; tries++) {
      await customer.waitForTimeout(500);
      await customer.reload();
    }
    await customer.getByText(/^Trade protected until /).waitFor();

    await fake.openDispute(session.id, 'fraudulent');

    const operator = await consentedPage(b, DESKTOP, await b.context(DESKTOP, url));
    const code = await turnOnTwoFactor(OPERATOR.email, OPERATOR.password, url);
    await operator.goto(`/operator/orders/${orderId}`);
    await operator.waitForURL((u) => u.pathname === '/auth');
    await signInWithCode(operator, OPERATOR.email, OPERATOR.password, code);
    await operator.waitForURL((u) => u.pathname === `/operator/orders/${orderId}`);
    await operator.getByText(/^Card dispute opened .*: fraudulent$/).waitFor();
    await operator.getByRole('button', { name: 'Reverse delivery' }).click();
    const dialog = operator.getByRole('dialog', { name: `Reverse the delivery of order #${orderId}?` });
    await dialog.getByRole('button', { name: 'Reverse delivery' }).click();
    await operator.getByTestId('order-trade').getByText('Delivery reversed').waitFor();

    await customer.reload();
    await customer.getByText('Delivery reversed').waitFor();
  });
});
