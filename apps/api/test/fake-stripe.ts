import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API (STRIPE-8): the few endpoints the adapter calls (create and
 * retrieve a Checkout Session, search and retrieve payment intents, create a refund) and a hosted
 * checkout page whose buttons pay, decline or leave a delayed payment pending; DISPUTE-1: a paid
 * session's page (and `openDispute`) opens a card dispute, `closeDispute` closes it. Every event it sends is signed the
 * way Stripe signs (`Stripe.webhooks.generateTestHeaderString`). 127.0.0.1, a random port, no network.
 */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  allowed_payment_method_types: string[];
  success_url: string;
  cancel_url: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

/** Where the fake's webhooks go: the app's endpoint (inject in API tests, fetch in journeys). */
export type Deliver = (raw: string, signature: string) => Promise<{ status: number; body: string }>;

export interface SentEvent {
  raw: string;
  status: number;
  body: string;
}

export interface FakeStripe {
  apiBase: string;
  webhookSecret: string;
  deliver: Deliver;
  requests: FakeRequest[];
  sessions: Map<string, FakeSession>;
  /** Every event sent to the endpoint, oldest first, with the endpoint's answer. */
  events: SentEvent[];
  /** When set, the Refund API refuses every refund with this message (as Stripe does, e.g. for a charge refunded in the dashboard). */
  refuseRefunds: string | null;
  /** DELIV-11: the answers of the next this-many refund requests (Stripe's replays included) are lost: the connection drops after the request was carried out. */
  dropRefundAnswers: number;
  /** Sends an event of `type` about `object`, signed with `secret` (the endpoint's by default). */
  send(type: string, object: object, secret?: string): Promise<SentEvent>;
  /** Sends a raw body again with a fresh signature: a replay, or Stripe's own retry. */
  resend(raw: string, secret?: string): Promise<SentEvent>;
  /** Settles a delayed (pending) payment of a completed session, as Stripe does days later. */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<SentEvent>;
  /** DISPUTE-1: the buyer's bank disputes the paid session's charge: charge.dispute.created. Answers the dispute's id and the event sent. */
  openDispute(sessionId: string, reason?: string): Promise<{ disputeId: string; sent: SentEvent }>;
  /** DISPUTE-3: Stripe closes the dispute, won or lost: charge.dispute.closed. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<SentEvent>;
  /** The session a checkout address opens. */
  sessionOf(checkoutUrl: string): FakeSession;
  close(): Promise<void>;
}

/** Posts to an app's webhook address, as Stripe does. */
export function deliverTo(url: string): Deliver {
  return async (raw, signature) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: raw });
    return { status: res.status, body: await res.text() };
  };
}

/** Delivers the fake's events to a test app's webhook in-process (no port): what deliverTo does over HTTP. */
export function deliverToApp(app: { inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{ statusCode: number; body: string }> }): Deliver {
  return async (raw, signature) => {
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: raw });
    return { status: res.statusCode, body: res.body };
  };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const stripeError = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: { type: 'invalid_request_error', message } });

function checkoutPage(s: FakeSession): string {
  const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
  const button = (action: string, label: string) => `<form method="post" action="/pay/${s.id}/${action}"><button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main>
<h1>Fake Stripe Checkout</h1>
<p>Amount: <strong>${escapeHtml(amount)}</strong></p>
<p>Method: <strong>${escapeHtml(s.allowed_payment_method_types.join(', '))}</strong></p>
<p>Status: <strong>${escapeHtml(s.status)}</strong></p>
${s.status === 'open' ? `${button('approve', 'Pay')}${button('pending', 'Pay later')}${button('decline', 'Decline')}` : ''}
${s.status === 'complete' && s.payment_status === 'paid' ? button('dispute', 'Open a card dispute') : ''}
</main></body></html>`;
}

export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  /** Payment intents by id, with the reference their metadata carries. */
  const intents = new Map<string, { id: string; object: 'payment_intent'; amount: number; currency: string; metadata: Record<string, string>; latest_charge: string; status: string }>();
  /** Stripe's idempotency store: the answer (status and body) first given to a key, replayed for every later request with it. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  const events: SentEvent[] = [];
  /** DISPUTE-1: the disputes opened, by id. */
  const disputes = new Map<string, { id: string; object: 'dispute'; amount: number; currency: string; charge: string; payment_intent: string; reason: string; status: string; created: number }>();

  const sign = (raw: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: raw, secret });
  const resend = async (raw: string, secret = webhookSecret): Promise<SentEvent> => {
    const sent = { raw, ...(await fake.deliver(raw, sign(raw, secret))) };
    events.push(sent);
    return sent;
  };
  const send = (type: string, object: object, secret?: string) =>
    resend(JSON.stringify({ id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } }), secret);

  /** The hosted page's buttons: what Stripe would do, then back to the shop. */
  async function pageAction(s: FakeSession, action: string): Promise<string> {
    if (action === 'decline') {
      // The buyer gives up after the decline and the session ends: the shop hears checkout.session.expired.
      s.status = 'expired';
      await send('checkout.session.expired', s);
      return s.cancel_url;
    }
    // PAY-35: as Stripe's, a paid intent has succeeded and a Multibanco voucher's waits for its payment.
    const status = action === 'approve' ? 'succeeded' : 'requires_action';
    const intent = { id: id('pi'), object: 'payment_intent' as const, amount: s.amount_total, currency: s.currency, metadata: { ...s.metadata }, latest_charge: id('ch'), status };
    intents.set(intent.id, intent);
    Object.assign(s, { status: 'complete', payment_intent: intent.id, payment_status: action === 'approve' ? 'paid' : 'unpaid' });
    await send('checkout.session.completed', s);
    return s.success_url;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const body = new URLSearchParams(req.method === 'POST' ? await readBody(req) : url.search);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body });
    if (!/^Bearer (sk|rk)_test_\w+$/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided');
    const replayKey = idempotencyKey && `${url.pathname}:${idempotencyKey}`;
    // DELIV-11: a dropped refund answer: the request is carried out (and stored under its key) as usual, only its answer never arrives.
    const drop = req.method === 'POST' && url.pathname === '/v1/refunds' && fake.dropRefundAnswers > 0;
    if (drop) fake.dropRefundAnswers -= 1;
    const reply = (status: number, value: unknown) => (drop ? void req.socket.destroy() : sendJson(res, status, value));
    const stored = replayKey ? idempotent.get(replayKey) : undefined;
    if (stored) {
      res.setHeader('idempotent-replayed', 'true');
      return reply(stored.status, stored.body);
    }
    // As Stripe: an executed request's answer, a refusal included, is kept under its key (24 h there, the fake's life here).
    const answer = (value: unknown, status = 200) => {
      if (replayKey) idempotent.set(replayKey, { status, body: value });
      reply(status, value);
    };

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const reference = body.get('client_reference_id');
      const s: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${fake.apiBase}/pay/${sessionId}`,
        client_reference_id: reference,
        metadata: reference ? { reference: body.get('metadata[reference]') ?? reference } : {},
        amount_total: Number(body.get('line_items[0][price_data][unit_amount]')) * Number(body.get('line_items[0][quantity]') ?? 1),
        currency: body.get('line_items[0][price_data][currency]') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        allowed_payment_method_types: body.getAll('allowed_payment_method_types[0]'),
        success_url: body.get('success_url') ?? '',
        cancel_url: body.get('cancel_url') ?? '',
      };
      if (!(s.amount_total > 0) || !s.currency || !s.success_url || !s.cancel_url) return stripeError(res, 400, 'Missing required param');
      sessions.set(sessionId, s);
      return answer(s);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const s = sessions.get(retrieve[1] ?? '');
      return s ? sendJson(res, 200, s) : stripeError(res, 404, 'No such checkout.session');
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      const reference = /^metadata\['reference'\]:'([\w-]+)'$/.exec(body.get('query') ?? '')?.[1];
      const data = [...intents.values()].filter((i) => i.metadata.reference === reference);
      return sendJson(res, 200, { object: 'search_result', data, has_more: false, next_page: null, url: url.pathname });
    }
    const intentId = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && intentId && intentId !== 'search') {
      const intent = intents.get(intentId);
      return intent ? sendJson(res, 200, intent) : stripeError(res, 404, 'No such payment_intent');
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const refuse = (message: string) => answer({ error: { type: 'invalid_request_error', message } }, 400);
      if (fake.refuseRefunds) return refuse(fake.refuseRefunds);
      const intent = intents.get(body.get('payment_intent') ?? '');
      const amount = Number(body.get('amount') ?? intent?.amount);
      if (!intent || !(amount > 0) || amount > intent.amount) return refuse('Cannot refund this payment intent');
      const refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata: { reference: body.get('metadata[reference]') ?? '' } };
      // Stripe tells the endpoint about the refunded charge; here before answering, so a test sees its effect at once.
      await send('charge.refunded', { id: intent.latest_charge, object: 'charge', amount: intent.amount, amount_refunded: amount, currency: intent.currency, refunded: amount === intent.amount, payment_intent: intent.id, metadata: intent.metadata });
      return answer(refund);
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, , sessionId, action] = url.pathname.split('/');
    const s = sessions.get(sessionId ?? '');
    if (!s) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
    if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(s));
    if (action === 'dispute' && s.status === 'complete') {
      await fake.openDispute(s.id);
      return void res.writeHead(303, { location: `/pay/${s.id}` }).end();
    }
    if (s.status !== 'open' || !['approve', 'pending', 'decline'].includes(action ?? '')) return void res.writeHead(409, { 'content-type': 'text/plain' }).end('This checkout session is closed');
    const to = await pageAction(s, action ?? '');
    res.writeHead(303, { location: to }).end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handle = url.pathname.startsWith('/pay/') ? page : api;
    handle(req, res, url).catch((e: unknown) => stripeError(res, 500, String(e)));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;

  const fake: FakeStripe = {
    apiBase: `http://127.0.0.1:${port}`,
    webhookSecret,
    deliver: async () => {
      throw new Error('set fake.deliver to the app webhook');
    },
    requests,
    sessions,
    events,
    refuseRefunds: null,
    dropRefundAnswers: 0,
    send,
    resend,
    async settleAsync(sessionId, outcome) {
      const s = sessions.get(sessionId);
      if (!s || s.status !== 'complete' || s.payment_status !== 'unpaid') throw new Error(`session ${sessionId} has no pending payment`);
      if (outcome === 'succeeded') s.payment_status = 'paid';
      const intent = intents.get(s.payment_intent ?? '');
      if (intent) intent.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
      return send(`checkout.session.async_payment_${outcome}`, s);
    },
    async openDispute(sessionId, reason = 'fraudulent') {
      const s = sessions.get(sessionId);
      const intent = intents.get(s?.payment_intent ?? '');
      if (!s || !intent || s.payment_status !== 'paid') throw new Error(`session ${sessionId} has no paid charge to dispute`);
      const dispute = { id: id('dp'), object: 'dispute' as const, amount: intent.amount, currency: intent.currency, charge: intent.latest_charge, payment_intent: intent.id, reason, status: 'needs_response', created: Math.floor(Date.now() / 1000) };
      disputes.set(dispute.id, dispute);
      return { disputeId: dispute.id, sent: await send('charge.dispute.created', dispute) };
    },
    async closeDispute(disputeId, outcome) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      dispute.status = outcome;
      return send('charge.dispute.closed', dispute);
    },
    sessionOf(checkoutUrl) {
      const s = sessions.get(checkoutUrl.split('/').pop() ?? '');
      if (!s) throw new Error(`no fake session at ${checkoutUrl}`);
      return s;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
  return fake;
}
