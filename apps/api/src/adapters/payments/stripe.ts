import Stripe from 'stripe';
import { z } from 'zod';
import type { DisputeEvent, PaymentProvider, ProviderEvent, ProviderPaymentStatus, VerifiedWebhook } from './port.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the address (protocol, host, port) of a fake Stripe API; unset: api.stripe.com. */
  apiBase?: string;
}

/** STRIPE-2: our method codes (settings.payment_methods) and the Stripe payment method type each opens. */
const METHOD_TYPES: Record<string, string> = { card: 'card', mbway: 'mb_way', multibanco: 'multibanco' };
/** A Multibanco voucher is paid after the buyer leaves Checkout: they come back to the pending page, not the success page. */
const DELAYED_METHODS = new Set(['multibanco']);
/** Stripe's shortest Checkout Session life; a payment after the reservation ended goes to the balance (PAY-12). */
const SESSION_LIFETIME_SECONDS = 30 * 60;
const REFERENCE = /^[A-Za-z0-9_-]{8,100}$/;

const sessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
});
const chargeSchema = z.object({
  id: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount: z.number().int(),
  currency: z.string(),
  refunded: z.boolean(),
});

const disputeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  charge: z.string().nullish(),
  payment_intent: z.string().nullish(),
  reason: z.string(),
  status: z.string(),
  created: z.number().int(),
});
/** DISPUTE-3: a closed dispute's outcome: an inquiry closed without a chargeback (warning_closed) leaves the money with the shop, as a won one. */
const CLOSED_OUTCOMES: Record<string, 'won' | 'lost'> = { won: 'won', warning_closed: 'won', lost: 'lost' };

/**
 * DISPUTE-1, DISPUTE-3: charge.dispute.created (open) and charge.dispute.closed (won or lost) as the
 * port's dispute; null for another outcome or a dispute of a charge without a payment intent (none
 * of Checkout's). The recorded payload keeps ids, amounts and the reason only.
 */
export function disputeEventOf(event: { id: string; type: string; data: { object: unknown } }): DisputeEvent | null | 'malformed' {
  const parsed = disputeSchema.safeParse(event.data.object);
  if (!parsed.success) return 'malformed';
  const d = parsed.data;
  const status = event.type === 'charge.dispute.created' ? 'open' : CLOSED_OUTCOMES[d.status];
  if (!status || !d.payment_intent) return null;
  return {
    eventId: event.id,
    disputeId: d.id,
    providerPayment: d.payment_intent,
    status,
    reason: d.reason,
    amountMinor: d.amount,
    currency: d.currency.toUpperCase(),
    openedAt: new Date(d.created * 1000),
    payload: { type: event.type, dispute: d.id, charge: d.charge ?? null, payment_intent: d.payment_intent, amount: d.amount, reason: d.reason, status: d.status },
  };
}
const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.closed']);

const SESSION_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired'] as const;
type SessionEvent = (typeof SESSION_EVENTS)[number];
const isSessionEvent = (type: string): type is SessionEvent => (SESSION_EVENTS as readonly string[]).includes(type);

/** STRIPE-4: a completed session is paid (card) or still unpaid (a delayed method, settled by the async events). */
function sessionStatus(type: SessionEvent, paymentStatus: z.infer<typeof sessionSchema>['payment_status']): ProviderPaymentStatus {
  if (type === 'checkout.session.completed') return paymentStatus === 'unpaid' ? 'pending' : 'success';
  if (type === 'checkout.session.async_payment_succeeded') return 'success';
  if (type === 'checkout.session.async_payment_failed') return 'error';
  return 'cancelled';
}

/**
 * STRIPE-4, STRIPE-5, STRIPE-6: a verified Stripe event as the port's event, 'malformed' when a
 * followed event lacks its fields, null when it is about nothing the shop follows (another event
 * type, a session of another integration, a partial refund). The recorded payload keeps ids and
 * amounts only, not the buyer's details Stripe sends along.
 */
export function providerEventOf(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent | null | 'malformed' {
  if (isSessionEvent(event.type)) {
    const parsed = sessionSchema.safeParse(event.data.object);
    if (!parsed.success) return 'malformed';
    const s = parsed.data;
    const reference = s.client_reference_id ?? s.metadata?.reference;
    if (!reference || s.amount_total === null || s.currency === null) return null;
    const status = sessionStatus(event.type, s.payment_status);
    return { eventId: event.id, reference, status, amountMinor: s.amount_total, currency: s.currency.toUpperCase(), payload: { type: event.type, session: s.id, payment_status: s.payment_status } };
  }
  if (event.type === 'charge.refunded') {
    const parsed = chargeSchema.safeParse(event.data.object);
    if (!parsed.success) return 'malformed';
    const c = parsed.data;
    const reference = c.metadata?.reference;
    // A partial refund leaves the payment paid; the back office keeps its own record of it.
    if (!reference || !c.refunded) return null;
    return { eventId: event.id, reference, status: 'refunded', amountMinor: c.amount, currency: c.currency.toUpperCase(), payload: { type: event.type, charge: c.id } };
  }
  return null;
}

function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) };
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : 'Stripe request failed');

/**
 * DELIV-11: Stripe said no for sure: a 4xx it executed (stored under the idempotency key for 24 h,
 * so the next try needs a new key). Not a refusal: no answer (network), a 5xx (outcome unknown),
 * 409 (a concurrent request with the key) and 429 (not executed); their retry keeps the key.
 */
function isRefusal(e: unknown): boolean {
  const status = e instanceof Stripe.errors.StripeError ? e.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/**
 * STRIPE-1, STRIPE-2, STRIPE-3, STRIPE-4, STRIPE-5, STRIPE-6, STRIPE-7: Stripe Checkout. One Checkout Session per payment (order or top-up) in euro
 * cents (PAY-5), our reference as client_reference_id and metadata (copied onto the payment intent,
 * whose charge carries it into charge.refunded); each call has an idempotency key, so the library's
 * retries never open a second session or refund twice.
 */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, { ...apiAddress(opts.apiBase), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  return {
    name: 'stripe',
    async createCheckout(input) {
      const type = METHOD_TYPES[input.method];
      if (!type) return { ok: false, reason: `no Stripe payment method for ${input.method}` };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: [type],
            line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: input.amountCents, product_data: { name: `Payment ${input.reference}` } } }],
            client_reference_id: input.reference,
            metadata: { reference: input.reference },
            payment_intent_data: { metadata: { reference: input.reference } },
            success_url: DELAYED_METHODS.has(input.method) ? input.returnUrls.pending : input.returnUrls.success,
            cancel_url: input.returnUrls.fail,
            expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
          },
          { idempotencyKey: `checkout-${input.reference}` },
        );
        return session.url ? { ok: true, redirectUrl: session.url } : { ok: false, reason: 'Stripe answered no checkout address' };
      } catch (e) {
        return { ok: false, reason: reasonOf(e) };
      }
    },
    verifyWebhook(headers, rawBody): VerifiedWebhook {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return { ok: false, reason: 'bad_signature' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (e) {
        return { ok: false, reason: e instanceof Stripe.errors.StripeSignatureVerificationError ? 'bad_signature' : 'malformed' };
      }
      if (DISPUTE_EVENTS.has(event.type)) {
        const dispute = disputeEventOf(event);
        return dispute === 'malformed' ? { ok: false, reason: 'malformed' } : dispute ? { ok: true, dispute } : { ok: true, event: null };
      }
      const mapped = providerEventOf(event);
      return mapped === 'malformed' ? { ok: false, reason: 'malformed' } : { ok: true, event: mapped };
    },
    async refund(reference, amountMinor, attempt) {
      if (!REFERENCE.test(reference) || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { ok: false, reason: 'bad refund', refused: true };
      try {
        const found = await stripe.paymentIntents.search({ query: `metadata['reference']:'${reference}'`, limit: 1 });
        const intent = found.data[0];
        if (!intent) return { ok: false, reason: 'no Stripe payment for this reference', refused: true };
        const refund = await stripe.refunds.create(
          { payment_intent: intent.id, amount: amountMinor, metadata: { reference } },
          { idempotencyKey: `refund-${reference}-${amountMinor}-${attempt}` },
        );
        return { ok: true, refundId: refund.id };
      } catch (e) {
        return { ok: false, reason: reasonOf(e), refused: isRefusal(e) };
      }
    },
    async referenceOf(paymentIntentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        return intent.metadata.reference ?? null;
      } catch (e) {
        // A payment intent Stripe does not know is none of the shop's; any other failure is retried by Stripe.
        if (e instanceof Stripe.errors.StripeError && e.statusCode === 404) return null;
        throw e;
      }
    },
    async paymentStatus(reference) {
      if (!REFERENCE.test(reference)) return 'unknown';
      try {
        const found = await stripe.paymentIntents.search({ query: `metadata['reference']:'${reference}'`, limit: 1 });
        return intentStatus(found.data[0]?.status);
      } catch {
        return 'unknown';
      }
    },
  };
}

/**
 * PAY-35: a payment intent's state as the port's outcome. Checkout makes the intent when the buyer
 * pays, so none means none was tried; a delayed method (a Multibanco voucher) waits in
 * requires_action or processing; an intent left without a method when its session ended is no payment.
 */
function intentStatus(status: Stripe.PaymentIntent.Status | undefined): ProviderPaymentStatus | 'unknown' {
  if (status === 'succeeded') return 'success';
  if (status === 'canceled') return 'cancelled';
  if (status === 'processing' || status === 'requires_action' || status === 'requires_capture' || status === 'requires_confirmation') return 'pending';
  return 'unknown';
}
