import { orderStatusValues } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { items } from '../catalog/tables.ts';
import { countries } from '../content/tables.ts';
import { packs } from '../packs/tables.ts';
import { promoCodes } from '../promos/tables.ts';

export const orderKinds = ['product', 'pack', 'prompt'] as const;
/** Order statuses of spec §4: completed/accepted success, processing/in_process in progress, others failure. */
export const orderStatuses = orderStatusValues;

/** An order with its totals (spec §3 Order totals) stored at the time of checkout, in euro cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: orderKinds }).notNull().default('product'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    directPayment: boolean('direct_payment').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /**
     * PAY-29: the currency the buyer saw the order in (the request's), the total in its minor units
     * and its rate (units per euro) at checkout, kept beside the euro total charged; null on orders
     * placed before they were kept.
     */
    displayCurrency: text('display_currency'),
    displayTotalMinor: integer('display_total_minor'),
    displayRate: numeric('display_rate', { precision: 18, scale: 8, mode: 'number' }),
    /** ORDER-3: the settings' VAT percent the order was priced with (the receipt's VAT line); null on older orders. */
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** The pack bought, for kind pack (issue 7). */
    packId: integer('pack_id').references(() => packs.id),
    idempotencyKey: text('idempotency_key'),
    steamId: text('steam_id'),
    tradeUrl: text('trade_url').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postCode: text('post_code').notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** When the order was paid (became processing): the trade bot delivers from then (PAY-13). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** OPS-81: the operator's refund to the balance (once per order): euro cents, when and why. */
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** DELIV-6: where the refund went: the balance, or the card through the payment provider. */
    refundedTo: text('refunded_to', { enum: ['balance', 'card'] }),
    /**
     * DELIV-1: the trade bot's current attempt at this order: claimed (delivery_claimed_at) in a
     * transaction before the bot is asked, so one attempt sends at most one offer; the offer's id
     * once sent; why it failed (delivery_failed). A retry starts the next attempt.
     */
    deliveryAttempt: integer('delivery_attempt').notNull().default(0),
    deliveryClaimedAt: timestamp('delivery_claimed_at', { withTimezone: true }),
    deliveryOfferId: text('delivery_offer_id'),
    deliveryFailure: text('delivery_failure'),
    /**
     * OPS-107, issue 20: the paid mail of a balance checkout is still to be sent: set by the order's
     * insert, cleared by the sweep that claims it (mailPaidOrders), so the mail costs the purchase no
     * statement and no rendering on the response path.
     */
    paidMailDue: boolean('paid_mail_due').notNull().default(false),
    /** DELIV-10: the trade link the current attempt's offer went to (the order's on the first, the buyer's current one on a retry). */
    deliveryTradeUrl: text('delivery_trade_url'),
    /** DELIV-11: how many card refunds of this order the provider refused: the next try's idempotency key is a new one. */
    cardRefundRefusals: integer('card_refund_refusals').notNull().default(0),
    /** DISPUTE-4: when the trade bot's offer was accepted (the order completed): the buyer's Trade Protection runs from then. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** DISPUTE-5: when the operator reversed the delivery (a card dispute within the protection); the order stays completed. */
    deliveryReversedAt: timestamp('delivery_reversed_at', { withTimezone: true }),
    /** DISPUTE-1, DISPUTE-3: the card dispute the payment provider reported: its id, reason, amount (euro cents), when it opened and how it stands. */
    disputeId: text('dispute_id'),
    disputeReason: text('dispute_reason'),
    disputeAmountCents: integer('dispute_amount_cents'),
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true }),
    disputeStatus: text('dispute_status', { enum: ['open', 'won', 'lost'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created').on(t.userId, t.createdAt),
    index('orders_pending_reservations').on(t.reservedUntil).where(sql`${t.status} = 'pending'`),
    index('orders_processing_paid').on(t.paidAt).where(sql`${t.status} = 'processing'`),
    index('orders_delivery_offer').on(t.deliveryOfferId),
    index('orders_paid_mail_due').on(t.id).where(sql`${t.paidMailDue}`),
    check('orders_refund_within_total', sql`${t.refundedCents} IS NULL OR (${t.refundedCents} > 0 AND ${t.refundedCents} <= ${t.totalCents})`),
    check('orders_money_nonnegative', sql`${t.subtotalCents} >= 0 AND ${t.deliveryCents} >= 0 AND ${t.vatCents} >= 0 AND ${t.promoDiscountCents} >= 0 AND ${t.totalCents} >= 0`),
  ],
);

/** The items of an order, with the price and description they were sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    priceCents: integer('price_cents').notNull(),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    quality: text('quality'),
    type: text('type').notNull(),
  },
  (t) => [uniqueIndex('order_items_order_item_key').on(t.orderId, t.itemId), check('order_items_price_nonnegative', sql`${t.priceCents} >= 0`)],
);

/**
 * OPS-80: every status an order has had, written by a trigger on orders (see the migration
 * order_events), so no path that creates or moves an order can forget it. from_status is null at creation.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);
