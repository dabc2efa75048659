import type { DbOrTx } from '../../db/client.ts';

// The list cache's values per database handle (list-cache.ts): how they are kept, found and let go.

/** At most this many values are cached per database; past it the least recently used go (SCALE-59). */
export const MAX_ENTRIES = 2000;

/** Past this many ids, an entry also keeps them as a set, for itemsLeftShop's test per sale; so does a match set (SCALE-56), whose ids leave it. */
const INDEXED_IDS = 64;
/**
 * SCALE-56: the ids the cached values of one database hold together, at most (a match set holds
 * up to 50,000, a page 15): past it the oldest values go. About 42 MB of sets (measured: their ids, prices and id sets).
 */
export const MAX_HELD_IDS = 1_000_000;

/**
 * SCALE-68: how many page keys the doorkeeper remembers (a slot per key's hash; a key whose slot
 * another took since is met as new). At 1,500 one-off pages a second a slot is taken again about
 * every 40 s, so a page asked again within seconds is kept.
 */
const SEEN_SLOTS = 1 << 16;

/** SCALE-56: a value without some of the items it shows (a match set outlives their sale). */
export type Without<T> = (value: T, left: ReadonlySet<number>) => T;

export interface Entry {
  value: unknown;
  ids: readonly number[];
  /** The ids as a set (INDEXED_IDS), made at the entry's first test. */
  idSet: Set<number> | null;
  /** Null: a sale of one of its ids drops the value. */
  without: Without<unknown> | null;
  createdAt: number;
  checkedAt: number;
}

export function shows(entry: Entry, id: number): boolean {
  if (!entry.without && entry.ids.length <= INDEXED_IDS) return entry.ids.includes(id);
  // Made at the first test, not with the value: a set of 33,000 ids took 2.5 ms to make.
  entry.idSet ??= new Set(entry.ids);
  return entry.idSet.has(id);
}

export interface CacheState {
  version: number;
  /** Moves whenever every page is dropped, so a computation that overlapped it is not kept. */
  generation: number;
  checkedAt: number;
  entries: Map<string, Entry>;
  inflight: Map<string, Promise<unknown>>;
  /** Ids that left the shop in this process lately, with when. */
  gone: Map<number, number>;
  /** The ids the entries hold together (MAX_HELD_IDS). */
  heldIds: number;
  busySlots: number;
  waiting: (() => void)[];
  /** SCALE-68: the 32-bit hash of the page key last met in each slot (seenBefore). */
  seen: Uint32Array;
  /** METRICS-5: list pages answered without computing them (kept, or joined in flight), and those computed. */
  hits: number;
  misses: number;
}
/** SCALE-70: the values the cache has kept (store): their answers are sent again and again, so they are compressed harder. */
const keptValues = new WeakSet<object>();

/** SCALE-70: whether the cache kept `value` (a page asked once is not, SCALE-68): its answer will be sent again. */
export function isKept(value: unknown): boolean {
  return typeof value === 'object' && value !== null && keptValues.has(value);
}

/** One cache per database handle (tests run several databases in one process). */
export const states = new Map<object, CacheState>();

export function stateOf(db: DbOrTx): CacheState {
  let s = states.get(db);
  if (!s) {
    s = { version: -1, generation: 0, checkedAt: 0, entries: new Map(), inflight: new Map(), gone: new Map(), heldIds: 0, busySlots: 0, waiting: [], seen: new Uint32Array(SEEN_SLOTS), hits: 0, misses: 0 };
    states.set(db, s);
  }
  return s;
}

export function dropAll(s: CacheState): void {
  s.entries.clear();
  s.heldIds = 0;
  s.generation++;
}

function drop(s: CacheState, key: string): void {
  const entry = s.entries.get(key);
  if (!entry) return;
  s.entries.delete(key);
  s.heldIds -= entry.ids.length;
}

/**
 * SCALE-59: a value read from the cache moves to the end of its order, so the values that go first
 * are those least recently used. Gone in order of storing, a cold shop's stream of pages pushed out
 * within a second or two what every request reads (a search word's lexemes, a match set, the
 * planner's estimates) and those were computed again and again.
 */
export function used<T>(s: CacheState, key: string, entry: Entry): T {
  s.entries.delete(key);
  s.entries.set(key, entry);
  return entry.value as T;
}

/**
 * SCALE-68: whether `key` was met before (and from now on it is). A shop's pages are asked once
 * or again and again: a stream of pages asked once (deep pages, a price range typed once) held
 * every cache entry for a second or two and pushed out the pages asked again, and the heap they
 * filled was most of the server's garbage collection. Mixed browsing of the bench's cold cases at
 * 1M items, two interleaved rounds: 6-11 % more requests a second, p99 44-46 ms against 49-57.
 * A hash met in its slot is taken as the key (a 32-bit FNV-1a: two keys rarely share one, and
 * then a page is only kept at its first request).
 */
export function seenBefore(s: CacheState, key: string): boolean {
  let hash = 0x811c9dc5;
  for (let k = 0; k < key.length; k++) hash = Math.imul(hash ^ key.charCodeAt(k), 0x01000193);
  hash >>>= 0;
  const slot = hash & (SEEN_SLOTS - 1);
  if (s.seen[slot] === hash) return true;
  s.seen[slot] = hash;
  return false;
}

/** Keeps a value, the least recently used ones (SCALE-59) going first past MAX_ENTRIES or MAX_HELD_IDS. */
export function store(s: CacheState, key: string, value: unknown, ids: readonly number[], without: Without<unknown> | null): void {
  drop(s, key);
  for (const oldest of s.entries.keys()) {
    if (s.entries.size < MAX_ENTRIES && s.heldIds + ids.length <= MAX_HELD_IDS) break;
    drop(s, oldest);
  }
  s.entries.set(key, { value, ids, idSet: null, without, createdAt: Date.now(), checkedAt: Date.now() });
  s.heldIds += ids.length;
  if (typeof value === 'object' && value !== null) keptValues.add(value);
}

/**
 * Takes the ids in `left` out of the entry: its value without them (the entry keeps its other
 * ids) when it can be, else the entry goes.
 */
export function leave(s: CacheState, key: string, entry: Entry, left: number[]): void {
  if (!entry.without) return drop(s, key);
  entry.value = entry.without(entry.value, new Set(left));
  for (const id of left) entry.idSet?.delete(id);
}
