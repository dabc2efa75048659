import { PAGE_SIZE, type AuditEntry, type DayRange } from '@skins/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { exportRows, inChunks } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import { type CsvTable } from '../../lib/csv.ts';
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

/** OPS-176: from/to are the UTC days of the steps. */
export interface AuditFilter extends DayRange {
  page: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: number;
}

/**
 * Issue 48: the log names its actors by id; their emails are the accounts', a module above this
 * one, so the caller (flows/audit-log.ts) hands in the lookup.
 */
export type ActorEmails = (db: DbOrTx, ids: number[]) => Promise<Map<number, string | null>>;

function auditList(db: DbOrTx, filter: Omit<AuditFilter, 'page'>) {
  const conditions: (SQL | undefined)[] = [inDayRange(auditLog.at, filter)];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  return { table: auditLog, where: and(...conditions), ordered: db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic() };
}

/** OPS-153: the same log (the same filters and order, no page) as a CSV table; before and after as JSON text. */
export async function exportAudit(db: DbOrTx, filter: Omit<AuditFilter, 'page'>, emailsByUserId: ActorEmails): Promise<CsvTable> {
  const { rows, truncated } = await exportRows(auditList(db, filter));
  const header = ['id', 'at', 'actor_id', 'actor_email', 'action', 'target_type', 'target_id', 'before', 'after'];
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  const out = await inChunks(rows, async (chunk) => {
    const emails = await emailsByUserId(db, [...new Set(chunk.flatMap((r) => (r.actorId === null ? [] : [r.actorId])))]);
    return chunk.map((r) => [r.id, r.at.toISOString(), r.actorId, r.actorId === null ? null : (emails.get(r.actorId) ?? null), r.action, r.targetType, r.targetId, json(r.before), json(r.after)]);
  });
  return { header, truncated, rows: out };
}

/** OPS-30: the log, newest first, optionally of one action, target or actor, with the actor's email. */
export async function listAudit(db: DbOrTx, filter: AuditFilter, emailsByUserId: ActorEmails) {
  const { rows, total, pages } = await paginate(db, auditList(db, filter), filter.page, PAGE_SIZE.operator);
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
