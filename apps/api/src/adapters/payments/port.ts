/** The outcome a provider reports for one payment. */
export type ProviderPaymentStatus = 'success' | 'error' | 'pending' | 'cancelled';

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
 * A card and other-methods payment provider (ARCHITECTURE "The outside world"). Expected
 * outcomes are results, never throws: a refused checkout, a bad signature.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CreateCheckoutInput): Promise<{ ok: true; redirectUrl: string } | { ok: false; reason: string }>;
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { ok: true; event: ProviderEvent } | { ok: false; reason: 'bad_signature' | 'malformed' };
}
