import { randomBytes } from 'node:crypto';
import { sandboxWebhookEventSchema, type SandboxWebhookEvent } from '@skins/contract';
import type { PaymentProvider, ProviderEvent } from './port.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';

/**
 * The built-in provider: its checkout page is hosted by this app under /api/sandbox/pay/{ref}
 * (sandbox-page.ts) and its buttons send the signed webhook. No network, no accounts.
 */
export function createSandboxProvider(opts: { publicUrl: string; secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout: async (input) => sandboxPage(opts.publicUrl, 'pay', input.reference),
    verifyWebhook: (headers, rawBody) => verifySandboxEvent(opts.secret, headers, rawBody),
    // STRIPE-7: no money moved in, so none moves back; the answer has the shape of a real refund's.
    refund: async (reference, amountMinor) =>
      REFERENCE.test(reference) && Number.isSafeInteger(amountMinor) && amountMinor > 0 ? { ok: true, refundId: `re_sandbox_${randomBytes(8).toString('hex')}` } : { ok: false, reason: 'bad refund', refused: true },
    // PAY-35: the sandbox page keeps no state: a payment it did not report by webhook was never made.
    paymentStatus: async () => 'unknown',
  };
}

const REFERENCE = /^[A-Za-z0-9_-]{8,100}$/;

/** The sandbox page of a reference under /api/sandbox/{kind}/; a reference that cannot be a path segment is refused. */
export function sandboxPage(publicUrl: string, kind: 'pay' | 'payout', reference: string): { ok: true; redirectUrl: string } | { ok: false; reason: string } {
  if (!REFERENCE.test(reference)) return { ok: false, reason: 'bad reference' };
  return { ok: true, redirectUrl: `${publicUrl}/api/sandbox/${kind}/${reference}` };
}

/**
 * PAY-10, SEC-13: checks a sandbox webhook (a fresh signature over the sending time and the raw body,
 * then its shape). Shared by the sandbox payment and payout providers, which send the same event
 * signed with their own secrets.
 */
export function verifySandboxEvent(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): { ok: true; event: ProviderEvent & { status: SandboxWebhookEvent['status'] } } | { ok: false; reason: 'bad_signature' | 'malformed' } {
  const sig = headers[SIGNATURE_HEADER];
  if (!signatureMatches(secret, rawBody, typeof sig === 'string' ? sig : undefined)) return { ok: false, reason: 'bad_signature' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = sandboxWebhookEventSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const e = parsed.data;
  return { ok: true, event: { eventId: e.event_id, reference: e.payment_ref, status: e.status, amountMinor: e.amount, currency: e.currency, payload: e } };
}
