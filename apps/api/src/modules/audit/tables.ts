import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * OPS-30: the back office's audit log: who did what, when, to what, with the values before and
 * after. Rows are only ever inserted: a trigger (migration) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The operator who acted; null for the shop itself (a CLI run without a user, a timer). No
     * foreign key: a logged step outlives what it names, and the log sits below the accounts (issue 48).
     */
    actorId: integer('actor_id'),
    /** What was done, `<area>.<verb>`: `offer.quote`, `setting.change`, `item.create` ... */
    action: text('action').notNull(),
    /** What it was done to: a kind (`offer`, `item`, `setting` ...) and its id or key. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_target').on(t.targetType, t.targetId)],
);
