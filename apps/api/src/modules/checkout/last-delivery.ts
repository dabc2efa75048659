import type { LastDelivery } from '@skins/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from './tables.ts';

/**
 * JOURNEY-4: the delivery details of the buyer's last paid cart checkout, or null. A checkout does
 * not change the profile, so the forms prefill from here; pack and prompt orders copy the profile
 * and are left out, as are orders never paid (failed, expired, still at the provider).
 */
export async function lastDelivery(db: DbOrTx, userId: number): Promise<LastDelivery | null> {
  const [row] = await db
    .select({ country: orders.countryId, city: orders.city, address: orders.address, post_code: orders.postCode })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'product'), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}
