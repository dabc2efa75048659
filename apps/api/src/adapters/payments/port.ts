/** The outcome a provider reports for one payment; refunded comes after success (STRIPE-5). */
export type ProviderPaymentStatus = 'success' | 'error' | 'pending' | 'cancelled' | 'refunded';

export interface CreateCheckoutInput {
  /** Our unique reference of the payment; the provider reports it back in its webhooks. */
  reference: string;
  amountCents: number;
  method: string;
  returnUrls: { success: string; fail: string; pending: string };
}

/** A verified webhook event. */
export interface ProviderEvent {
  eventId: string;
  reference: string;
  status: ProviderPaymentStatus;
  /** SEC-13: what the provider charged, in minor units of `currency`. */
  amountMinor: number;
  currency: string;
  payload: unknown;
}

/**
 * DISPUTE-1, DISPUTE-3: a card dispute (chargeback) on a payment: opened, or closed won or lost. The
 * provider names the disputed payment by its own id (`providerPayment`; Stripe: the payment intent),
 * which `referenceOf` turns into ours.
 */
export interface DisputeEvent {
  eventId: string;
  disputeId: string;
  providerPayment: string;
  status: 'open' | 'won' | 'lost';
  reason: string;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  openedAt: Date;
  payload: unknown;
}

export type VerifiedWebhook =
  /** `event` null: a genuine event about nothing the shop follows (STRIPE-6: answered 200, ignored). */
  | { ok: true; event: ProviderEvent | null }
  | { ok: true; dispute: DisputeEvent }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

/** DELIV-11: a refund's answer: taken, refused for sure (the provider said no), or not known (`refused: false`). */
export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string; refused: boolean };

/**
 * A card and other-methods payment provider (ARCHITECTURE "The outside world"). Expected
 * outcomes are results, never throws: a refused checkout, a bad signature, a refused refund.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CreateCheckoutInput): Promise<{ ok: true; redirectUrl: string } | { ok: false; reason: string }>;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedWebhook;
  /**
   * STRIPE-7: gives back `amountMinor` of a settled payment to where it came from (the card).
   * `attempt` (DELIV-11) is part of the idempotency key: a call of the same attempt is the same
   * refund, so it is raised only after a definite refusal (`refused`), never after an unknown
   * outcome (network error, provider fault), whose retry must find the refund it may have made.
   */
  refund(reference: string, amountMinor: number, attempt: number): Promise<RefundResult>;
  /**
   * PAY-35: what the provider says now of the payment of `reference`, asked when its webhook has
   * not come in time: 'unknown' when no payment was started (or the provider keeps no state, as
   * the sandbox), or when the provider could not be asked.
   */
  paymentStatus(reference: string): Promise<ProviderPaymentStatus | 'unknown'>;
  /**
   * DISPUTE-1: our reference of the provider's payment a dispute names; null: it is none of the
   * shop's; throws when the provider could not be asked (the webhook then fails and is retried). A
   * provider without card disputes (the sandbox) has none.
   */
  referenceOf?(providerPayment: string): Promise<string | null>;
}
