/**
 * A memo of values that may be `ttlMs` old, per database handle (tests run several databases in one
 * process) and key: what every document or crawler asks for and changes rarely.
 */
export function perDatabaseCache<V>(ttlMs: number) {
  const stores = new WeakMap<object, Map<string, { at: number; value: V }>>();
  return async (db: object, key: string, compute: () => Promise<V>): Promise<V> => {
    const entries = stores.get(db) ?? new Map<string, { at: number; value: V }>();
    stores.set(db, entries);
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = await compute();
    entries.set(key, { at: Date.now(), value });
    return value;
  };
}
