import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import type { OrderStatus } from './machine.ts';
import { orderItems, orders } from './tables.ts';

/** GDPR-5: the orders that are not finished: waiting for payment, paid and with the trade bot, a skin request being looked for, a failed delivery the shop still owes. */
const openOrderStatuses = ['pending', 'processing', 'in_process', 'delivery_failed'] as const satisfies readonly OrderStatus[];

/** GDPR-1: the person's orders (with the delivery details they gave) and the items in them, oldest first. */
export async function checkoutPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const lines = rows.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((o) => o.id))).orderBy(asc(orderItems.id));
  return [
    {
      name: 'orders',
      rows: rows.map((o) => ({
        id: o.id,
        kind: o.kind,
        status: o.status,
        payment_method: o.paymentMethod,
        subtotal_minor: o.subtotalCents,
        delivery_minor: o.deliveryCents,
        vat_minor: o.vatCents,
        promo_discount_minor: o.promoDiscountCents,
        total_minor: o.totalCents,
        currency: o.currency,
        refunded_minor: o.refundedCents,
        refunded_at: isoTime(o.refundedAt),
        name: o.name,
        surname: o.surname,
        email: o.email,
        phone: o.phone,
        country_id: o.countryId,
        city: o.city,
        address: o.address,
        post_code: o.postCode,
        trade_url: o.tradeUrl,
        steam_id: o.steamId,
        created_at: isoTime(o.createdAt),
        paid_at: isoTime(o.paidAt),
      })),
    },
    { name: 'order_items', rows: lines.map((l) => ({ order_id: l.orderId, title: l.title, quality: l.quality, type: l.type, price_minor: l.priceCents, currency: 'EUR' })) },
  ];
}

/** GDPR-5: whether the person has an order that is not finished. */
export async function hasOpenOrders(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.status, [...openOrderStatuses]))).limit(1);
  return row !== undefined;
}

/**
 * GDPR-7: the orders stay (invoices and the books: amounts, items, dates, method, status, the
 * country that set the VAT) under the anonymous account; the contact and delivery details the
 * person typed into them are blanked.
 */
export async function eraseCheckoutPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ name: '', surname: '', email: '', phone: '', city: '', address: '', postCode: '', tradeUrl: '', steamId: null, deliveryTradeUrl: null, updatedAt: new Date() })
    .where(eq(orders.userId, userId));
}
