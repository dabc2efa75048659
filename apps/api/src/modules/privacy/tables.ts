import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

/** bytea as a Buffer (both drivers hand one back). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const personalDataExportStates = ['pending', 'building', 'ready', 'downloaded', 'expired'] as const;

/**
 * GDPR-2: a person's request for their data (GDPR art. 15, 20), built by a sweep (GDPR-3) into one
 * zip kept here (the process keeps nothing: any process serves the download), and mailed as a
 * link. Only the SHA-256 of the link's token is stored; the file is dropped once downloaded or
 * expired (GDPR-4).
 */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: personalDataExportStates }).notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    file: bytes('file'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_exports_user').on(t.userId, t.id),
    index('personal_data_exports_open').on(t.state, t.id),
    uniqueIndex('personal_data_exports_token').on(t.tokenHash),
    check('personal_data_exports_state_valid', sql`${t.state} IN ('pending', 'building', 'ready', 'downloaded', 'expired')`),
  ],
);
