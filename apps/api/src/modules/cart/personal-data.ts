import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartItems } from './tables.ts';

/** GDPR-6: the cart of an erased account is emptied (no law keeps it). */
export async function eraseCartPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
