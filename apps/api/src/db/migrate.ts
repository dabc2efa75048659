import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsDir } from '../paths.ts';
import { queryRows, type Db } from './client.ts';

const journalSchema = z.object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() })) });

/** An arbitrary constant: the advisory lock that serialises migrations of concurrent processes. */
const MIGRATION_LOCK_ID = 727_361;

/**
 * Applies drizzle-kit's generated migrations in order, each once, in one transaction.
 * Our own runner for the advisory lock: processes starting together against one database apply
 * each migration once (drizzle's migrator takes no lock; decision 002).
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const journal = journalSchema.parse(JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')));
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await queryRows(tx, z.object({ tag: z.string() }), sql`SELECT tag FROM schema_migrations`)).map((r) => r.tag));
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(entry.tag)) continue;
      const text = readFileSync(join(dir, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (tag) VALUES (${entry.tag})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}
