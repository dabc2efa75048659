/**
 * A memo of values that may be `ttlMs` old, per database handle (tests run several databases in one
 * process) and key: what every document or crawler asks for and changes rarely. With `version`, a
 * value is also dropped once the version has moved since it was computed (a write this process made).
 */
export function perDatabaseCache<V>(ttlMs: number, version: () => number = () => 0) {
  const stores = new WeakMap<object, Map<string, { at: number; version: number; value: V }>>();
  return async (db: object, key: string, compute: () => Promise<V>): Promise<V> => {
    const entries = stores.get(db) ?? new Map<string, { at: number; version: number; value: V }>();
    stores.set(db, entries);
    const hit = entries.get(key);
    if (hit && hit.version === version() && Date.now() - hit.at < ttlMs) return hit.value;
    // Read before computing: a write while it runs leaves the value stale, so it is computed again next time.
    const at = version();
    const value = await compute();
    entries.set(key, { at: Date.now(), version: at, value });
    return value;
  };
}
