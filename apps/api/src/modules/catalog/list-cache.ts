import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Cached list answers (ARCHITECTURE "The catalogue at scale"): a page of the catalogue is
 * cached per query and currency, and dropped as soon as catalog_state.version moves. The
 * version is read at most once per VERSION_CHECK_MS, so another process's change is seen
 * within that time; this process's own changes call bumpCatalogVersion and are seen at once.
 */
const VERSION_CHECK_MS = 1000;
const MAX_ENTRIES = 2000;

/** SCALE-1: the catalogue's version: the row's plus the checkouts' delta rows not yet folded (tables.ts catalogState). */
const CATALOG_VERSION = sql`SELECT (version + (SELECT count(*) FROM item_facet_deltas))::int AS version FROM catalog_state WHERE id = 1`;

interface CacheState {
  version: number;
  checkedAt: number;
  entries: Map<string, unknown>;
}
/** One cache per database handle (tests run several databases in one process). */
const states = new Map<object, CacheState>();

function stateOf(db: DbOrTx): CacheState {
  let s = states.get(db);
  if (!s) {
    s = { version: -1, checkedAt: 0, entries: new Map() };
    states.set(db, s);
  }
  return s;
}

async function freshState(db: DbOrTx): Promise<CacheState> {
  const s = stateOf(db);
  if (Date.now() - s.checkedAt >= VERSION_CHECK_MS) {
    const [row] = await queryRows(db, z.object({ version: z.number().int() }), CATALOG_VERSION);
    const version = row?.version ?? 0;
    if (version !== s.version) s.entries.clear();
    s.version = version;
    s.checkedAt = Date.now();
  }
  return s;
}

/** The cached value for key, or computes, stores and returns it. */
export async function cached<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  const s = await freshState(db);
  if (s.entries.has(key)) return s.entries.get(key) as T;
  const version = s.version;
  const value = await compute();
  // A change that landed while computing makes this value stale: do not keep it.
  if (s.version === version) {
    if (s.entries.size >= MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value as string);
    s.entries.set(key, value);
  }
  return value;
}

/**
 * Marks every cached page stale, in the caller's transaction: call it with the same `tx` that
 * changes an item's availability or price. A request racing the commit may cache the old page
 * for at most VERSION_CHECK_MS.
 */
export async function bumpCatalogVersion(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`UPDATE catalog_state SET version = version + 1 WHERE id = 1`);
  markPagesStale();
}

/**
 * SCALE-1: marks this process's cached pages stale after a change that moves the version without
 * the shared row (a checkout's facet delta rows): other processes see it within VERSION_CHECK_MS.
 */
export function markPagesStale(): void {
  for (const s of states.values()) {
    s.entries.clear();
    s.checkedAt = 0;
  }
}

/** Forgets a closed database's cache. */
export function dropCatalogCache(db: DbOrTx): void {
  states.delete(db);
}
