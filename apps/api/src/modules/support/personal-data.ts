import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { supportMessages, supportReplies } from './tables.ts';

/** The person's support messages: sent signed in, or (as a guest) from the account's email address. */
function theirs(person: { userId: number; email: string | null }): SQL {
  const byUser = eq(supportMessages.userId, person.userId);
  return person.email ? (or(byUser, sql`lower(${supportMessages.email}) = ${person.email.toLowerCase()}`) ?? byUser) : byUser;
}

/** GDPR-1: the person's support messages and the shop's replies to them. */
export async function supportPersonalData(db: DbOrTx, person: { userId: number; email: string | null }): Promise<PersonalDataTable[]> {
  const messages = await db.select().from(supportMessages).where(theirs(person)).orderBy(asc(supportMessages.id));
  const replies = messages.length === 0 ? [] : await db.select().from(supportReplies).where(inArray(supportReplies.messageId, messages.map((m) => m.id))).orderBy(asc(supportReplies.id));
  return [
    {
      name: 'support_messages',
      rows: messages.map((m) => ({ id: m.id, name: m.name, surname: m.surname, email: m.email, topic: m.topic, message: m.message, created_at: isoTime(m.createdAt), answered_at: isoTime(m.answeredAt) })),
    },
    { name: 'support_replies', rows: replies.map((r) => ({ message_id: r.messageId, message: r.message, created_at: isoTime(r.createdAt) })) },
  ];
}

/** GDPR-6: the person's support messages and the replies to them are deleted (no law keeps them). */
export async function eraseSupportPersonalData(tx: Tx, person: { userId: number; email: string | null }): Promise<void> {
  const ids = (await tx.select({ id: supportMessages.id }).from(supportMessages).where(theirs(person))).map((m) => m.id);
  if (ids.length === 0) return;
  await tx.delete(supportReplies).where(inArray(supportReplies.messageId, ids));
  await tx.delete(supportMessages).where(inArray(supportMessages.id, ids));
}
