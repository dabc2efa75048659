import { z } from 'zod';
import { customerIdQueryField } from './common.ts';
import { dayRangeMessages, withDayRange } from './day-range.ts';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';

/**
 * What the shop mails (the mail port's kinds, adapters/mail): the kind is also what the outbox and
 * the log name and the key of its template in each language (OPS-101); the mail log filters by it.
 */
export const mailKindValues = [
  'email_verification',
  'password_reset',
  'email_change',
  'email_change_notice',
  'new_sign_in',
  'support_message',
  'support_reply',
  'offer_received',
  'offer_alert',
  'offer_quoted',
  'offer_rejected',
  'offer_cancelled',
  'item_received',
  'offer_trade_sent',
  'payout_requested',
  'payout_sent',
  'payout_failed',
  'payout_held',
  'offer_reversed',
  'trade_reversed_alert',
  'topup_credited',
  'order_paid',
  'order_delivered',
  'order_delivery_failed',
  'pack_bought',
  'prompt_placed',
  'prompt_fulfilled',
  'prompt_refused',
  'order_refund',
  'order_refund_card',
  'order_dispute',
  'price_alert',
  'staff_invite',
  'personal_data_ready',
] as const;

/** MAIL-1: what became of a mail the shop sent: the mail port took it, or it refused (the error is kept). */
export const mailStateValues = ['sent', 'failed'] as const;
export type MailState = (typeof mailStateValues)[number];

/**
 * MAIL-1, MAIL-3: one row of the mail log (newest first in the list). `one_time_link`: it carried a
 * password reset, verification or email change link, so it is never resent (MAIL-5) and its body
 * is kept without the link. `resend_of`: the row it sends again, when it is a resend (MAIL-4).
 */
export const operatorMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  user_id: z.number().int().nullable(),
  kind: z.string(),
  subject: z.string(),
  language: z.string(),
  state: z.enum(mailStateValues),
  error: z.string().nullable(),
  one_time_link: z.boolean(),
  resend_of: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type OperatorMail = z.infer<typeof operatorMailSchema>;

/** MAIL-3: GET /operator/mails/{id}: the row with its rendered body (text, and the HTML when the mail had one). */
export const operatorMailDetailSchema = operatorMailSchema.extend({ text: z.string(), html: z.string().nullable() });
export type OperatorMailDetail = z.infer<typeof operatorMailDetailSchema>;

/** MAIL-2: the log's day messages name their field. */
const dayMessages = (field: string) => ({ format: `${field}: use a date like 2026-01-31`, missing: `${field}: this date does not exist` });
const mailDayRangeMessages = { from: dayMessages('From'), to: dayMessages('To'), order: dayRangeMessages.order };

/**
 * MAIL-2: GET /operator/mails?q=&kind=&state=&from=&to=&user_id=&page= : q is part of the recipient
 * or the subject; from/to are UTC days, both included. A bad date or customer id is a 422 naming
 * it (INPUT-2); an unknown state reads as none.
 */
export const operatorMailsQuerySchema = withDayRange(
  {
    q: z.string().trim().max(100).optional().catch(undefined),
    kind: z.string().trim().min(1).max(50).optional().catch(undefined),
    state: z.enum(mailStateValues).optional().catch(undefined),
    user_id: customerIdQueryField,
    page: pageQueryField,
  },
  mailDayRangeMessages,
);
export type OperatorMailsQuery = z.infer<typeof operatorMailsQuerySchema>;

export const operatorMailsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorMailSchema), meta: paginationMetaSchema });
export const operatorMailResponseSchema = z.object({ status: z.literal('OK'), payload: operatorMailDetailSchema });
/** MAIL-4: POST /operator/mails/{id}/resend: the new row of the log (the resend). */
export const operatorMailResendResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorMailDetailSchema });
