import type { OfferStatus } from '@skins/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offerMachine } from './machine.ts';
import { offerEvents, offers } from './tables.ts';

export type OfferRow = typeof offers.$inferSelect;
/** Who moved an offer: 'user:<id>', 'operator:<id>' or 'provider' (recorded in offer_events). */
export type Actor = `user:${number}` | `operator:${number}` | 'provider';

/**
 * OFFER-8: the one way an offer changes status. The row is locked, then a conditional UPDATE from
 * the states the table allows (so of two racing changes one applies) and its offer_events row, in
 * the caller's transaction. Returns the moved row, or null when the offer was not in a source state.
 */
export async function moveOffer(
  tx: DbOrTx,
  offerId: number,
  to: OfferStatus,
  actor: Actor,
  extra: { servicePriceMinor?: number; reason?: string | null; userId?: number; from?: readonly OfferStatus[]; protectedUntil?: Date } = {},
  now = new Date(),
): Promise<OfferRow | null> {
  const scope = extra.userId === undefined ? undefined : eq(offers.userId, extra.userId);
  // `from` narrows the table's sources to the use case's own (the shop's reject must not fail a payout).
  const sources = offerMachine.sourcesOf(to).filter((st) => !extra.from || extra.from.includes(st));
  const [before] = await tx
    .select({ status: offers.status })
    .from(offers)
    .where(and(eq(offers.id, offerId), scope))
    .for('update');
  const [moved] = await tx
    .update(offers)
    .set({
      status: to,
      updatedAt: now,
      ...(extra.servicePriceMinor === undefined ? {} : { servicePriceMinor: extra.servicePriceMinor }),
      ...(extra.reason === undefined ? {} : { reason: extra.reason }),
      ...(extra.protectedUntil === undefined ? {} : { protectedUntil: extra.protectedUntil }),
    })
    .where(and(eq(offers.id, offerId), scope, inArray(offers.status, sources)))
    .returning();
  if (!moved) return null;
  // The row is locked since the SELECT ... FOR UPDATE, so `before` is the state the UPDATE left.
  await tx.insert(offerEvents).values({ offerId, fromStatus: before?.status ?? null, toStatus: to, actor, at: now });
  return moved;
}
