import { PAGE_SIZE, type AuditEntry } from '@skins/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { emailsByUserId } from '../account/index.ts';
import { auditLog } from './tables.ts';

/** What one back-office step records (OPS-30). `before`/`after` are the changed values only, never secrets. */
export interface AuditRecord {
  actorId: number | null;
  action: string;
  target: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

/**
 * OPS-30: records one step. Pass the transaction that made the change, so the step and its
 * record commit together (or neither does).
 */
export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.target.type,
    targetId: String(record.target.id),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditFilter {
  page: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: number;
}

/** OPS-30: the log, newest first, optionally of one action, target or actor, with the actor's email. */
export async function listAudit(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  const ordered = db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: auditLog, where: and(...conditions), ordered }, filter.page, PAGE_SIZE.operator);
  const emails = await emailsByUserId(db, rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const payload: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor_id: r.actorId,
    actor_email: r.actorId === null ? null : (emails.get(r.actorId) ?? null),
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
  return { payload, meta: { total, pages } };
}
