import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents } from './tables.ts';

/**
 * PAY-10, PAYOUT-9: records a provider's webhook event id once (payment_events is unique per
 * provider and event id). False when the event was seen before: the caller then changes nothing.
 */
export async function recordProviderEvent(tx: DbOrTx, provider: string, eventId: string, payload: unknown, paymentId: number | null = null): Promise<boolean> {
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, paymentId, payload: payload as object })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded !== undefined;
}
