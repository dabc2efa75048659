import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMoney, toMajor } from '@skins/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ProviderPaymentStatus } from './port.ts';
import { SIGNATURE_HEADER, signBody } from './signature.ts';

/** What the sandbox page needs to know about a payment or payout (the app looks it up by reference). */
export interface SandboxPayment {
  /** Minor units of `currency` (EUR when not given). */
  amountCents: number;
  currency?: string;
  method: string;
  status: ProviderPaymentStatus;
  returnUrls: { success: string; fail: string; pending: string };
}

export interface SandboxPageOptions {
  /** Signs the webhooks the page sends and its forms' tokens. */
  secret: string;
  /** The app's own address: a form post from any other origin is refused. */
  publicUrl: string;
  webhookPath: string;
  lookup(reference: string): Promise<SandboxPayment | null>;
  /** Where the page lives under /api and what it calls itself: payments by default, payouts too (PAYOUT-8). */
  page?: { basePath: string; title: string; labels: Record<Action, string> };
}

const ACTIONS = { approve: 'success', decline: 'error', pending: 'pending' } as const;
type Action = keyof typeof ACTIONS;
const PAYMENT_PAGE = { basePath: '/sandbox/pay', title: 'Sandbox payment', labels: { approve: 'Approve', decline: 'Decline', pending: 'Keep pending' } };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const REF = /^[A-Za-z0-9_-]{8,100}$/;
/** How long an opened page's buttons work. */
const TOKEN_TTL_SECONDS = 60 * 60;

/**
 * SEC-2: the page's form token, `<expiry>.<HMAC of the page and the expiry>`. Keyed by the webhook
 * secret (the prefix keeps it apart from webhook signatures), so every server process accepts it.
 */
function formToken(secret: string, page: string, expires: number): string {
  return `${expires}.${createHmac('sha256', secret).update(`sandbox-page:${page}:${expires}`).digest('hex')}`;
}

function formTokenValid(secret: string, page: string, presented: string | null): boolean {
  const expires = Number(/^(\d{1,12})\./.exec(presented ?? '')?.[1]);
  if (!presented || !(expires >= Date.now() / 1000)) return false;
  const expected = Buffer.from(formToken(secret, page, expires));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const PAGE_CSS = 'body { font-family: sans-serif; max-width: 28rem; margin: 3rem auto; }\n';

function page(reference: string, p: SandboxPayment, texts: NonNullable<SandboxPageOptions['page']>, token: string): string {
  const base = `/api${texts.basePath}/${encodeURIComponent(reference)}`;
  const button = (action: Action, label: string) =>
    `<form method="post" action="${base}/${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" name="action" value="${action}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title><link rel="stylesheet" href="/api${texts.basePath}/page.css"></head>
<body>
<h1>${escapeHtml(texts.title)}</h1>
<p>This is the built-in test provider. No money moves.</p>
<p>Amount: <strong>${escapeHtml(formatMoney(toMajor(p.amountCents), p.currency ?? 'EUR'))}</strong></p>
<p>Method: <strong>${escapeHtml(p.method)}</strong></p>
<p>Status: <strong>${escapeHtml(p.status)}</strong></p>
${button('approve', texts.labels.approve)}
${button('decline', texts.labels.decline)}
${button('pending', texts.labels.pending)}
</body></html>`;
}

/**
 * PAY-15, PAYOUT-8: the sandbox provider's hosted checkout (or payout) page. Plain HTML forms
 * (no script, so the app's CSP holds); each button sends the app its own signed webhook with a
 * fresh event id, then sends the browser to the result page that matches the status afterwards.
 * SEC-2: each form carries the page's token and a post from another origin is refused, both 403.
 */
export const sandboxPageRoutes: FastifyPluginAsync<SandboxPageOptions> = async (app, opts) => {
  // The form posts urlencoded; the page reads only its token.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, new URLSearchParams(String(body))));
  const texts = opts.page ?? PAYMENT_PAGE;
  const ownOrigin = new URL(opts.publicUrl).origin;

  // SEC-12: the page's look comes from a stylesheet, since the CSP refuses inline styles.
  app.get(`${texts.basePath}/page.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PAGE_CSS),
  );

  app.get<{ Params: { ref: string } }>(`${texts.basePath}/:ref`, { schema: { hide: true } }, async (request, reply) => {
    const payment = REF.test(request.params.ref) ? await opts.lookup(request.params.ref) : null;
    if (!payment) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This payment does not exist.</p>');
    const token = formToken(opts.secret, `${texts.basePath}/${request.params.ref}`, Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS);
    // The app's no-referrer policy would make the browser send `Origin: null` with the form post (Fetch spec).
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'same-origin').send(page(request.params.ref, payment, texts, token));
  });

  app.post<{ Params: { ref: string; action: string } }>(`${texts.basePath}/:ref/:action`, { config: { noCsrf: true }, schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    if ((origin !== undefined && origin !== ownOrigin) || !formTokenValid(opts.secret, `${texts.basePath}/${request.params.ref}`, form.get('token'))) {
      throw new AppError('AUTH_CSRF_MISMATCH');
    }
    const action = request.params.action as Action;
    const payment = REF.test(request.params.ref) && action in ACTIONS ? await opts.lookup(request.params.ref) : null;
    if (!payment) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This payment does not exist.</p>');
    const raw = JSON.stringify({
      event_id: `evt_${randomBytes(12).toString('hex')}`,
      payment_ref: request.params.ref,
      status: ACTIONS[action],
      amount: payment.amountCents,
      currency: payment.currency ?? 'EUR',
    });
    const res = await app.inject({ method: 'POST', url: opts.webhookPath, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(opts.secret, raw) }, payload: raw });
    if (res.statusCode !== 200) request.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
    const after = (await opts.lookup(request.params.ref)) ?? payment;
    const to = after.status === 'success' ? after.returnUrls.success : after.status === 'pending' ? after.returnUrls.pending : after.returnUrls.fail;
    return reply.redirect(to, 303);
  });
};
