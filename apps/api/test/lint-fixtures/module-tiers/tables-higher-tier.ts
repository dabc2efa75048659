// Linted as audit/tables.ts (tier 1): a foreign key to account's users (tier 5) points up, so lint refuses it.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const notes = pgTable('notes', { userId: integer('user_id').references(() => users.id) });
