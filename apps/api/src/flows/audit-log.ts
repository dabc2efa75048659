import type { DbOrTx } from '../db/client.ts';
import { emailsByUserId } from '../modules/account/index.ts';
import { type AuditFilter, exportAudit, listAudit } from '../modules/audit/index.ts';

/**
 * OPS-30, OPS-153: the back office's audit log with each actor's email. The log (tier 1) keeps
 * actor ids only; the emails are the accounts' (tier 5), so the two meet here (issue 48).
 */
export function auditLogPage(db: DbOrTx, filter: AuditFilter) {
  return listAudit(db, filter, emailsByUserId);
}

export function auditLogCsv(db: DbOrTx, filter: Omit<AuditFilter, 'page'>) {
  return exportAudit(db, filter, emailsByUserId);
}
