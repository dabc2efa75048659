import { z } from 'zod';
import { isEmail, okMessageEnvelope } from './auth.ts';
import { orderedForm } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';
import { messagesSupportEn } from './messages-support-en.ts';

/** Spec §2 Other screens: the contact/support form. Lengths are ours (the spec gives none). */
export const SUPPORT_LIMITS = { name: 100, surname: 100, topic: 100, messageMin: 10, messageMax: 5000 } as const;

/**
 * The topics the web offers (value sent, label key). The API takes any topic of up to 100
 * characters, so other clients may send their own.
 */
export const SUPPORT_TOPICS = [
  { value: 'Order', label: 'support_topic_order' },
  { value: 'Payment', label: 'support_topic_payment' },
  { value: 'Selling skins', label: 'support_topic_selling' },
  { value: 'Account', label: 'support_topic_account' },
  { value: 'Other', label: 'support_topic_other' },
] as const satisfies readonly { value: string; label: keyof typeof messagesSupportEn }[];

/** The answer of a sent message (the web toasts it). */
export const SUPPORT_SENT_MESSAGE = messagesSupportEn.support_sent;

type SupportKey = keyof typeof messagesSupportEn;

/**
 * SUPPORT-1: the support form's rules in order (first failure per field): name, surname, email,
 * topic and message each required; name, surname and topic at most 100 characters; email
 * 'Invalid email format'; message 10 to 5000 characters. `text` turns a message key into what the
 * schema reports: the English text for the API, the key itself for the web (which translates it).
 */
export function supportMessageSchema(text: (key: SupportKey) => string) {
  const field = (required: SupportKey) => z.string({ error: text(required) }).trim().nullish();
  const atMost = (f: 'name' | 'surname' | 'topic', key: SupportKey) => ({
    field: f,
    message: text(key),
    fails: (v: Partial<Record<typeof f, string | null>>) => lengthOf(v[f]) > SUPPORT_LIMITS[f],
  });
  return orderedForm(
    z.object({
      name: field('support_name_required'),
      surname: field('support_surname_required'),
      email: field('support_email_required'),
      topic: field('support_topic_required'),
      message: field('support_message_required'),
    }),
    [
      { field: 'name', message: text('support_name_required'), fails: (v) => isBlank(v.name) },
      atMost('name', 'support_name_too_long'),
      { field: 'surname', message: text('support_surname_required'), fails: (v) => isBlank(v.surname) },
      atMost('surname', 'support_surname_too_long'),
      { field: 'email', message: text('support_email_required'), fails: (v) => isBlank(v.email) },
      { field: 'email', message: text('support_email_invalid'), fails: (v) => !isEmail(v.email) },
      { field: 'topic', message: text('support_topic_required'), fails: (v) => isBlank(v.topic) },
      atMost('topic', 'support_topic_too_long'),
      { field: 'message', message: text('support_message_required'), fails: (v) => isBlank(v.message) },
      { field: 'message', message: text('support_message_too_short'), fails: (v) => lengthOf(v.message) < SUPPORT_LIMITS.messageMin },
      { field: 'message', message: text('support_message_too_long'), fails: (v) => lengthOf(v.message) > SUPPORT_LIMITS.messageMax },
    ],
  ).transform((v) => ({ name: v.name ?? '', surname: v.surname ?? '', email: v.email ?? '', topic: v.topic ?? '', message: v.message ?? '' }));
}

/** SUPPORT-1: POST /support/messages, with the English texts of the rules. */
export const supportMessageBodySchema = supportMessageSchema((key) => messagesSupportEn[key]);
export type SupportMessageBody = z.output<typeof supportMessageBodySchema>;

/** SUPPORT-2: the answer of POST /support/messages: the stored message's id. */
export const supportMessageResponseSchema = okMessageEnvelope(z.object({ id: z.number().int() }));
