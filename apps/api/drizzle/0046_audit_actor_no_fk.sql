-- Issue 48: the audit log sits below the accounts and outlives what it names: its actor keeps the id, without a foreign key to users.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
