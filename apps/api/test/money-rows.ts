import type { DbOrTx } from '../src/db/client.ts';
import { orders } from '../src/modules/checkout/tables.ts';
import { deposits } from '../src/modules/payments/tables.ts';

/**
 * Money movements written straight into their tables at a chosen time, for the figures that sum
 * them over a period (the dashboard's day, the reports' ranges): the routes cannot backdate them.
 */
const contact = { name: 'Ann', surname: 'Buyer', email: 'ann@example.com', phone: '+351912345678', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' };

/** A balance order of `totalCents`, paid at `paidAt` (null: never paid), in `status`, perhaps refunded, placed at `createdAt` (unset: now). */
export async function insertPaidOrder(db: DbOrTx, userId: number, totalCents: number, paidAt: Date | null, status: (typeof orders.$inferInsert)['status'], refund?: { cents: number; at: Date }, createdAt?: Date) {
  await db.insert(orders).values({
    ...(createdAt && { createdAt }),
    userId,
    status,
    paymentMethod: 'balance',
    directPayment: false,
    subtotalCents: totalCents,
    totalCents,
    tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
    paidAt,
    ...(refund && { refundedCents: refund.cents, refundedAt: refund.at, refundedTo: 'balance' as const }),
    ...contact,
  });
}

/** A top-up of `amountCents` in euro that reached `status` at `updatedAt`. */
export async function insertDeposit(db: DbOrTx, userId: number, amountCents: number, status: (typeof deposits.$inferInsert)['status'], updatedAt: Date) {
  await db.insert(deposits).values({ userId, amountCents, currency: 'EUR', amountInCurrencyMinor: amountCents, internalAmountMinor: amountCents, status, contact, updatedAt });
}

export { contact as buyerContact };
