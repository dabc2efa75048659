import { afterAll, beforeAll, describe, it } from 'vitest';
import { deliverTo, startFakeStripe, type FakeStripe } from '../../api/test/fake-stripe.ts';
import { DESKTOP, useBrowser } from './browser';
import { buyNow, consentedPage, fillCheckout, verifiedCustomer } from './journeys';
import { signInWithCode, turnOnTwoFactor } from './operator';
import { startOwnServer } from './own-server';

/**
 * DISPUTE-7 (issue 49): a card dispute end to end, on a Stripe shop of its own (the built server
 * with its Stripe client pointed at a fake Stripe API on 127.0.0.1, as stripe.e2e.ts does) whose
 * sandbox trade bot delivers at once: the buyer pays by card, the bot delivers, the fake opens a
 * dispute, the operator reverses the delivery from the order page.
 */
const WEBHOOK_SECRET = 'whsec_journeyFakeStripeDisputeSecret';
const OPERATOR = { email: 'dispute-operator@example.com', password: 'Operator123' };
const b = useBrowser();

let fake: FakeStripe;
let url = '';
let stop = async () => {};

beforeAll(async () => {
  fake = await startFakeStripe(WEBHOOK_SECRET);
  const shop = await startOwnServer('dispute', {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_journeyFakeKey',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.apiBase,
    DELIVERY_DELAY_MS: '0',
    JOBS_INTERVAL_MS: '500',
    OPERATOR_EMAIL: OPERATOR.email,
    OPERATOR_PASSWORD: OPERATOR.password,
  });
  url = shop.url;
  stop = async () => {
    await shop.stop();
    await fake.close();
  };
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
