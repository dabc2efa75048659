import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * OPS-23: the sandbox payout provider's own record of where a card payout goes, as a real
 * provider keeps it on its side. The shop's payouts table keeps only the last 4 digits.
 */
export const sandboxPayoutCards = pgTable('sandbox_payout_cards', {
  reference: text('reference').primaryKey(),
  cardNumber: text('card_number').notNull(),
  holderName: text('holder_name').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
