import { z } from 'zod';
import { withDayRange } from './day-range.ts';

/**
 * WALLET-1: the kinds of a wallet statement row. The first five are the balance ledger's reasons
 * (every movement of the balance); direct_payment is an order paid by card, MB WAY or Multibanco,
 * which moves no balance. WALLET-12: offer_payout is a payout of a sold skin's offer to a card or
 * bank account (requested, paid or failed), which moves no balance either.
 */
export const statementKinds = ['top_up', 'purchase', 'refund', 'adjustment', 'payout', 'direct_payment', 'offer_payout'] as const;
export type StatementKind = (typeof statementKinds)[number];

/** WALLET-6: the rows of one statement page unless per_page asks fewer or more (at most STATEMENT_MAX_PER_PAGE), and of one CSV download. */
export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_MAX_PER_PAGE = 50;
export const STATEMENT_CSV_MAX_ROWS = 5000;
/** WALLET-6: the deepest page asked (page x size rows are read from each source). */
export const STATEMENT_MAX_PAGE = 250;

/** WALLET-5: GET /user/statement(.csv)?kind=&from=&to=&page=&per_page=: a bad kind, date or page is a 422 naming it. */
export const statementQuerySchema = withDayRange({
  kind: z.enum(statementKinds, { message: `Choose one of: ${statementKinds.join(', ')}` }).optional(),
  page: z.coerce.number({ message: 'The page must be a number' }).int('The page must be a whole number').min(1, 'The page starts at 1').max(STATEMENT_MAX_PAGE, `The page is at most ${STATEMENT_MAX_PAGE}`).optional(),
  per_page: z.coerce.number({ message: 'per_page must be a number' }).int('per_page must be a whole number').min(1, 'per_page is at least 1').max(STATEMENT_MAX_PER_PAGE, `per_page is at most ${STATEMENT_MAX_PER_PAGE}`).optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementRowStatusValues = ['success', 'pending', 'failed', 'cancelled'] as const;

/**
 * WALLET-2: one statement row, newest first. amount is signed (a debit is negative); a balance
 * row's amount and balance_after are in the balance's unit (the internal currency, as the
 * profile's balance); a direct payment's amount is in the request's currency (currency) and its
 * balance_after is the balance at that moment, unchanged.
 */
export const statementRowSchema = z.object({
  id: z.string(),
  created_at: z.number(),
  kind: z.enum(statementKinds),
  description: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  currency: z.string(),
  moves_balance: z.boolean(),
  order_id: z.number().nullable(),
  /** WALLET-12: the offer an offer_payout row (or a ledger row crediting an offer) is about. */
  offer_id: z.number().nullable(),
  payment_method: z.string().nullable(),
  status: z.enum(statementRowStatusValues),
  reason: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementPayloadSchema = z.object({
  rows: z.array(statementRowSchema),
  page: z.number(),
  has_more: z.boolean(),
  /** The balance now and its unit (the internal currency's name), as the profile shows it. */
  balance: z.number(),
  balance_currency: z.string(),
});
export type StatementPayload = z.infer<typeof statementPayloadSchema>;
