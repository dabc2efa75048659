import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, queryRows, type DbOrTx } from '../../db/client.ts';
import { dropAll, leave, seenBefore, shows, stateOf, states, store, used, type CacheState, type Without } from './list-cache-entries.ts';

/**
 * Cached list answers (ARCHITECTURE "The catalogue at scale", ADR 003 and 023): a page of the
 * catalogue is cached per query and currency together with the ids it shows.
 * - SCALE-20: an item that leaves the shop (sold, reserved) drops only the cached pages that show
 *   it: at once in this process (itemsLeftShop), and within RECHECK_MS in the others, because a
 *   page older than that re-checks its ids' availability by primary key before it is served again.
 *   Pages that do not show it stay (they may lag by the few items sold since, for ENTRY_TTL_MS).
 * - Anything that can bring an item into a list (a release, a new item, a price change) bumps
 *   catalog_state.version, read at most once per RECHECK_MS, which drops every page.
 * - SCALE-21: identical queries in flight are computed once.
 * - SCALE-22: at most LIST_QUERY_SLOTS list computations use the database at a time, so a burst
 *   of cold list queries cannot take every pooled connection from purchases.
 * - SCALE-56: a search's match set (collectedAside) is collected in the background, and loses the
 *   items found gone instead of going.
 * - SCALE-68: a page is kept from its second request on (seenBefore), so pages asked once do not
 *   push out those asked again and again.
 * The values and how they are kept and let go live in list-cache-entries.ts.
 */
const RECHECK_MS = 1000;
const ENTRY_TTL_MS = 10_000;
/**
 * One list computation per core, between 2 and 8: the machine's cores are busy with that many
 * queries. On this 2-core machine 2 slots instead of 4 halved a purchase's latency under the
 * mixed load (p50 46-81 ms instead of 128-212) at the same browse rate (docs/benchmarks.md).
 */
export const LIST_QUERY_SLOTS = Math.min(8, Math.max(2, availableParallelism()));
/** How long an id that left the shop keeps a page computed meanwhile from being cached. */
const GONE_MS = 2 * RECHECK_MS;

async function freshState(db: DbOrTx): Promise<CacheState> {
  const s = stateOf(db);
  if (Date.now() - s.checkedAt >= RECHECK_MS) {
    const [row] = await queryRows(db, z.object({ version: z.number().int() }), sql`SELECT version FROM catalog_state WHERE id = 1`);
    const version = row?.version ?? 0;
    if (version !== s.version) dropAll(s);
    s.version = version;
    s.checkedAt = Date.now();
  }
  return s;
}

/** SCALE-22: runs a list computation in one of the LIST_QUERY_SLOTS, waiting for a free one. */
async function inSlot<T>(s: CacheState, work: () => Promise<T>): Promise<T> {
  if (s.busySlots >= LIST_QUERY_SLOTS) await new Promise<void>((ok) => s.waiting.push(ok));
  else s.busySlots++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = s.waiting.shift();
    if (next) next();
    else s.busySlots--;
  }
}

/** SCALE-21: the promise of an identical computation in flight, else a new one. */
function once<T>(s: CacheState, key: string, work: () => Promise<T>): Promise<T> {
  const running = s.inflight.get(key);
  if (running) return running as Promise<T>;
  const p = work().finally(() => s.inflight.delete(key));
  s.inflight.set(key, p);
  return p;
}

/**
 * True when every id of a cached page is still available (one primary-key lookup). One statement
 * text whatever the ids (an array parameter), prepared by name (SCALE-34): with an IN list of the
 * page's ids, each page was a text of its own and planned on every run.
 */
async function stillAvailable(db: DbOrTx, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await queryPrepared(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM items WHERE status = 'available' AND id = ANY (${sql.param(unique)}::int[])`,
  );
  return row?.n === unique.length;
}

function recentlyGone(s: CacheState, ids: readonly number[]): boolean {
  const since = Date.now() - GONE_MS;
  for (const [id, at] of s.gone) if (at < since) s.gone.delete(id);
  return ids.some((id) => s.gone.has(id));
}

/**
 * The cached value for key, or computes (once for identical requests in flight, in a list slot)
 * and returns it, stored from the key's second request on (SCALE-68). `idsOf` names the items the
 * value shows, which decide when it is dropped.
 */
export async function cached<T>(db: DbOrTx, key: string, compute: () => Promise<T>, idsOf: (value: T) => readonly number[]): Promise<T> {
  return remember(db, key, (s) => inSlot(s, compute), idsOf, { keptFrom: 'second', counted: true });
}

/** METRICS-5: the list pages this database's cache answered (hits) and computed (misses) since the process started. */
export function listCacheCounts(db: DbOrTx): { hits: number; misses: number } {
  // Read without making a state: a scrape after close must not keep a closed handle's cache.
  const s = states.get(db);
  return { hits: s?.hits ?? 0, misses: s?.misses ?? 0 };
}

/**
 * `cached` for a computation that runs inside another's list slot (SCALE-22: cachedAside's values):
 * it takes no slot of its own, which could wait on slots that wait on it.
 */
function cachedInSlot<T>(db: DbOrTx, key: string, compute: () => Promise<T>, idsOf: (value: T) => readonly number[]): Promise<T> {
  return remember(db, key, compute, idsOf);
}

/**
 * SCALE-30: a value that shows no item (a list's total, a search word's lexemes), cached like a
 * page: kept for ENTRY_TTL_MS, dropped with the version, computed once while in flight. It runs in
 * the caller's list slot (call it from inside a `cached` computation), so it takes no slot of its own.
 */
export function cachedAside<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  return cachedInSlot(db, key, compute, () => []);
}

/**
 * SCALE-65: a value cached aside (cachedAside), or undefined when none is: for a caller that
 * would rather do without it than compute it.
 */
export async function cachedAsideIfAny<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const s = await freshState(db);
  const hit = s.entries.get(key);
  return hit && Date.now() - hit.createdAt < ENTRY_TTL_MS ? used<T>(s, key, hit) : undefined;
}

/**
 * SCALE-56: a search's match set, which can hold thousands of ids: the cached value, or undefined
 * while there is none. Then it is computed in the background, once, in a list slot of its own, and
 * the caller answers without it: the first request of a search costs what it did, the ones after
 * it nothing. It is not re-checked by primary key (its every id each second): a sale, in this
 * process or another, is learnt from a page cut from it that finds one of its ids gone
 * (itemsFoundGone), which takes it out of the value (`without`) instead of dropping it.
 */
export async function collectedAside<T>(db: DbOrTx, key: string, compute: () => Promise<T>, idsOf: (value: T) => readonly number[], without: Without<T>): Promise<T | undefined> {
  const s = await freshState(db);
  const hit = s.entries.get(key);
  if (hit && Date.now() - hit.createdAt < ENTRY_TTL_MS) return used(s, key, hit);
  // A failure is not the caller's: its answer does not wait for the set, and the next request tries again.
  if (!s.inflight.has(key)) remember(db, key, (state) => inSlot(state, compute), idsOf, { without }).catch(() => undefined);
  return undefined;
}

/** Resolves when the computations in flight for `db` have ended (a background collection, SCALE-56). */
export async function computationsSettled(db: DbOrTx): Promise<void> {
  await Promise.allSettled([...stateOf(db).inflight.values()]);
}

/**
 * How `remember` keeps a value: `without` takes sold items out of it (a match set) instead of
 * dropping it; `keptFrom: 'second'` keeps it only from its key's second request on (SCALE-68);
 * `counted` counts it as a list page (METRICS-5).
 */
interface Keeping<T> {
  without?: Without<T>;
  keptFrom?: 'first' | 'second';
  counted?: boolean;
}

async function remember<T>(db: DbOrTx, key: string, compute: (s: CacheState) => Promise<T>, idsOf: (value: T) => readonly number[], { without, keptFrom = 'first', counted = false }: Keeping<T> = {}): Promise<T> {
  const s = await freshState(db);
  const hit = s.entries.get(key);
  const now = Date.now();
  const count = (outcome: 'hits' | 'misses') => {
    if (counted) s[outcome]++;
  };
  if (hit && now - hit.createdAt < ENTRY_TTL_MS && (without || now - hit.checkedAt < RECHECK_MS)) {
    count('hits');
    return used(s, key, hit);
  }
  if (s.inflight.has(key)) count('hits');
  return once(s, key, async () => {
    if (hit && now - hit.createdAt < ENTRY_TTL_MS && (await stillAvailable(db, hit.ids))) {
      hit.checkedAt = Date.now();
      count('hits');
      // Still the cache's own (a change may have dropped it while it was checked).
      return s.entries.get(key) === hit ? used(s, key, hit) : (hit.value as T);
    }
    count('misses');
    const generation = s.generation;
    const kept = keptFrom === 'first' || seenBefore(s, key);
    const value = await compute(s);
    const ids = idsOf(value);
    // A change that landed while computing makes this value stale: do not keep it. Nor a page that
    // shows an item that left meanwhile: it may have read it before the sale's commit. A match set
    // is kept: a page cut from it reads its rows' availability (and an item that left, then came
    // back, moved the version).
    if (!kept || s.generation !== generation || (!without && recentlyGone(s, ids))) return value;
    store(s, key, value, ids, (without as Without<unknown> | undefined) ?? null);
    return value;
  });
}

/**
 * SCALE-20: items that left the shop (sold or reserved) leave this process's cached pages at once;
 * other processes' pages re-check their ids within RECHECK_MS. Call it in the transaction that
 * takes them: should it roll back, the pages are computed again, nothing worse. SCALE-56: a match
 * set stays as it is, since taking the items out of it could not be undone by a rollback; a page
 * cut from it reads its rows' availability and calls itemsFoundGone.
 */
export function itemsLeftShop(ids: readonly number[]): void {
  if (ids.length === 0) return;
  const at = Date.now();
  for (const s of states.values()) for (const id of ids) s.gone.set(id, at);
  takeOut(ids, false);
}

/**
 * SCALE-56: items read as gone from the shop (a committed sale or reservation, in any process)
 * leave the cached values that show them: a match set loses them and stays, a page goes.
 */
export function itemsFoundGone(ids: readonly number[]): void {
  takeOut(ids, true);
}

/** Drops the cached pages that show any of `ids`; with `shrink`, takes them out of the match sets too. */
function takeOut(ids: readonly number[], shrink: boolean): void {
  if (ids.length === 0) return;
  for (const s of states.values()) {
    for (const [key, entry] of s.entries) {
      if (entry.without && !shrink) continue;
      const left = ids.filter((id) => shows(entry, id));
      if (left.length) leave(s, key, entry, left);
    }
  }
}

/**
 * Marks every cached page stale, in the caller's transaction: call it with the same `tx` that
 * brings an item into the shop or changes a price. A request racing the commit may cache the
 * old page for at most RECHECK_MS.
 */
export async function bumpCatalogVersion(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`UPDATE catalog_state SET version = version + 1 WHERE id = 1`);
  for (const s of states.values()) {
    dropAll(s);
    s.checkedAt = 0;
  }
}

/** Forgets a closed database's cache. */
export function dropCatalogCache(db: DbOrTx): void {
  states.delete(db);
}
