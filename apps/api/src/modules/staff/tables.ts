import { staffRoleValues } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

/**
 * STAFF-4: an owner's invitation of a person to the back office with a staff role. Only the SHA-256
 * of the mailed token is stored; it works once (accepted_at) until expires_at. One invite waits per
 * email: a new one replaces it (the partial unique index guards a race).
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    staffRole: text('staff_role', { enum: staffRoleValues }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** STAFF-7: when the link was used, and the account that became staff by it. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    uniqueIndex('staff_invites_waiting_email').on(sql`lower(${t.email})`).where(sql`${t.acceptedAt} IS NULL`),
    index('staff_invites_created').on(t.createdAt, t.id),
    check('staff_invites_role_valid', sql`${t.staffRole} IN ('owner', 'support', 'finance')`),
  ],
);
