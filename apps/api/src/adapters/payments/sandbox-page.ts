import { randomBytes } from 'node:crypto';
import { formatMoney } from '@skins/contract';
import type { FastifyPluginAsync } from 'fastify';
import { SIGNATURE_HEADER, signBody } from './signature.ts';

/** What the sandbox page needs to know about a payment or payout (the app looks it up by reference). */
export interface SandboxPayment {
  /** Minor units of `currency` (EUR when not given). */
  amountCents: number;
  currency?: string;
  method: string;
  status: 'pending' | 'success' | 'error' | 'cancelled';
  returnUrls: { success: string; fail: string; pending: string };
}

export interface SandboxPageOptions {
  secret: string;
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

function page(reference: string, p: SandboxPayment, texts: NonNullable<SandboxPageOptions['page']>): string {
  const base = `/api${texts.basePath}/${encodeURIComponent(reference)}`;
  const button = (action: Action, label: string) =>
    `<form method="post" action="${base}/${action}"><button type="submit" name="action" value="${action}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto;">
<h1>${escapeHtml(texts.title)}</h1>
<p>This is the built-in test provider. No money moves.</p>
<p>Amount: <strong>${escapeHtml(formatMoney(p.amountCents / 100, p.currency ?? 'EUR'))}</strong></p>
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
 */
export const sandboxPageRoutes: FastifyPluginAsync<SandboxPageOptions> = async (app, opts) => {
  // The form posts urlencoded; the page needs no field of it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
  const texts = opts.page ?? PAYMENT_PAGE;

  app.get<{ Params: { ref: string } }>(`${texts.basePath}/:ref`, { schema: { hide: true } }, async (request, reply) => {
    const payment = REF.test(request.params.ref) ? await opts.lookup(request.params.ref) : null;
    if (!payment) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This payment does not exist.</p>');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(request.params.ref, payment, texts));
  });

  app.post<{ Params: { ref: string; action: string } }>(`${texts.basePath}/:ref/:action`, { config: { noCsrf: true }, schema: { hide: true } }, async (request, reply) => {
    const action = request.params.action as Action;
    const payment = REF.test(request.params.ref) && action in ACTIONS ? await opts.lookup(request.params.ref) : null;
    if (!payment) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This payment does not exist.</p>');
    const raw = JSON.stringify({ event_id: `evt_${randomBytes(12).toString('hex')}`, payment_ref: request.params.ref, status: ACTIONS[action] });
    const res = await app.inject({ method: 'POST', url: opts.webhookPath, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(opts.secret, raw) }, payload: raw });
    if (res.statusCode !== 200) request.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
    const after = (await opts.lookup(request.params.ref)) ?? payment;
    const to = after.status === 'success' ? after.returnUrls.success : after.status === 'pending' ? after.returnUrls.pending : after.returnUrls.fail;
    return reply.redirect(to, 303);
  });
};
