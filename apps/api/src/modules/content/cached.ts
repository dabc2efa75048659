/**
 * Issue 20: settings and countries are read by most writes of the shop (every checkout reads both)
 * and change rarely, so each is cached per database handle for CONTENT_CACHE_MS (the i18n lists are
 * cached likewise). A write in this process drops every cache at once (forgetContent); other
 * processes see it within CONTENT_CACHE_MS, as they see a catalogue change within RECHECK_MS.
 */
const CONTENT_CACHE_MS = 1000;

/** Moves at every write, so a value read before it is never served after it. */
let generation = 0;

export function forgetContent(): void {
  generation++;
}

/**
 * OPS-131: moves with every content write of this process (a page added or deleted): a cache of
 * another module built from content (the sitemap) keeps a value only while it has not moved.
 */
export function contentVersion(): number {
  return generation;
}

/** `load(db)` at most once per CONTENT_CACHE_MS per handle (a transaction is a handle of its own). */
export function cachedPerHandle<T>(load: (db: object) => Promise<T>): (db: object) => Promise<T> {
  const entries = new WeakMap<object, { at: number; generation: number; value: Promise<T> }>();
  return (db) => {
    const hit = entries.get(db);
    if (hit && hit.generation === generation && Date.now() - hit.at < CONTENT_CACHE_MS) return hit.value;
    const value = load(db);
    const entry = { at: Date.now(), generation, value };
    entries.set(db, entry);
    // A failed read is not kept.
    value.catch(() => entries.get(db) === entry && entries.delete(db));
    return value;
  };
}
