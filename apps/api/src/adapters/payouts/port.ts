/** OPS-23: a card a payout goes to (the full number: only the provider keeps it). */
export interface PayoutCard {
  cardNumber: string;
  holderName: string;
  expireMonth: number;
  expireYear: number;
}

/** Where a payout stands at the provider. */
export type ProviderPayoutStatus = 'approved' | 'failed' | 'processing';

export interface CreatePayoutInput {
  /** Our unique reference of the payout; the provider reports it back in its webhooks. */
  reference: string;
  amountMinor: number;
  currency: string;
  method: string;
  returnUrls: { success: string; fail: string; pending: string };
  /** OPS-23: the card a card payout goes to, handed over within this call and kept by the provider only. */
  card?: PayoutCard;
}

/** A verified payout webhook event. */
export interface PayoutEvent {
  eventId: string;
  reference: string;
  status: ProviderPayoutStatus;
  /** SEC-13: what the provider paid out, in minor units of `currency`. */
  amountMinor: number;
  currency: string;
  payload: unknown;
}

/**
 * A payout provider (card and other methods): it hosts the page where the customer confirms
 * where the money goes, then reports the outcome by a signed webhook. Expected outcomes are
 * results, never throws.
 */
export interface PayoutProvider {
  readonly name: string;
  createPayout(input: CreatePayoutInput): Promise<{ ok: true; redirectUrl: string } | { ok: false; reason: string }>;
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { ok: true; event: PayoutEvent } | { ok: false; reason: 'bad_signature' | 'malformed' };
}
