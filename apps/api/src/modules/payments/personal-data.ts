import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { deposits, payments } from './tables.ts';

/**
 * GDPR-1: the person's top-ups (with the contact details given for them) and the provider
 * payments of their top-ups and of their orders (`orderIds`: the checkout's part names them).
 */
export async function paymentsPersonalData(db: DbOrTx, userId: number, orderIds: readonly number[]): Promise<PersonalDataTable[]> {
  const topUps = await db.select().from(deposits).where(eq(deposits.userId, userId)).orderBy(asc(deposits.id));
  const depositIds = topUps.map((d) => d.id);
  const targets = [...(orderIds.length > 0 ? [inArray(payments.orderId, [...orderIds])] : []), ...(depositIds.length > 0 ? [inArray(payments.depositId, depositIds)] : [])];
  const paid = targets.length === 0 ? [] : await db.select().from(payments).where(or(...targets)).orderBy(asc(payments.id));
  return [
    {
      name: 'top_ups',
      rows: topUps.map((d) => ({
        id: d.id,
        status: d.status,
        payment_type: d.paymentType,
        amount_minor: d.amountCents,
        currency: 'EUR',
        amount_in_currency_minor: d.amountInCurrencyMinor,
        paid_in_currency: d.currency,
        credited_minor: d.internalAmountMinor,
        contact: JSON.stringify(d.contact),
        created_at: isoTime(d.createdAt),
      })),
    },
    {
      name: 'payments',
      rows: paid.map((p) => ({ id: p.id, order_id: p.orderId, top_up_id: p.depositId, provider: p.provider, provider_ref: p.providerRef, method: p.method, amount_minor: p.amountCents, currency: 'EUR', status: p.status, created_at: isoTime(p.createdAt) })),
    },
  ];
}

/** GDPR-5: whether a top-up of the person still waits for its payment (it would credit an erased account). */
export async function hasPendingTopUps(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: deposits.id }).from(deposits).where(and(eq(deposits.userId, userId), eq(deposits.status, 'pending'))).limit(1);
  return row !== undefined;
}

/** GDPR-7: the top-ups and payments stay (the books); the contact details given for a top-up are erased. */
export async function erasePaymentsPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.update(deposits).set({ contact: {}, updatedAt: new Date() }).where(eq(deposits.userId, userId));
}
