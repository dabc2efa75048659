/**
 * SEAM-1: the face of the audit module (the back office's audit log, OPS-30).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { type ActorEmails, type AuditFilter, type AuditRecord, exportAudit, listAudit, recordAudit } from './service.ts';
