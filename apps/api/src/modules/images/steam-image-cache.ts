import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fetchSteamImage, steamImageTypes, type SteamFetchOptions, type SteamImage, type SteamImageRefusal, type SteamImageType } from './steam-image-fetch.ts';

const extensionOf: Record<SteamImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** After a failed fetch the address is not asked again for this long (the generated art is served meanwhile). */
const RETRY_AFTER_MS = 5 * 60_000;
/** How many failed addresses are remembered (the oldest is forgotten first). */
const MAX_REMEMBERED_FAILURES = 1000;

export interface SteamImageStore {
  /** The picture of a Steam address: from the disk cache, else fetched once and cached; null when it cannot be had. */
  get(address: string): Promise<SteamImage | null>;
}

export interface SteamImageStoreOptions extends SteamFetchOptions {
  /** The cache directory (under DATA_DIR). */
  dir: string;
  /** The cache's bound: past it, the least recently written pictures are removed. */
  maxCacheBytes: number;
  onRefused?: (address: string, reason: SteamImageRefusal) => void;
}

/**
 * ART-2: Steam pictures cached on disk as `<sha256 of the address>.<png|jpg|webp>`, bounded in
 * size; concurrent requests for one address share one fetch.
 */
export function createSteamImageStore(opts: SteamImageStoreOptions): SteamImageStore {
  const inFlight = new Map<string, Promise<SteamImage | null>>();
  const failedAt = new Map<string, number>();

  async function cached(key: string): Promise<SteamImage | null> {
    for (const type of steamImageTypes) {
      const bytes = await readFile(join(opts.dir, `${key}.${extensionOf[type]}`)).catch(() => null);
      if (bytes) return { type, bytes };
    }
    return null;
  }

  /** Keeps the directory within maxCacheBytes, oldest files out first. */
  async function trim(): Promise<void> {
    const files = await Promise.all((await readdir(opts.dir)).map(async (name) => ({ name, ...(await stat(join(opts.dir, name))) })));
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const f of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      if (total <= opts.maxCacheBytes) break;
      await rm(join(opts.dir, f.name), { force: true });
      total -= f.size;
    }
  }

  async function load(address: string, key: string): Promise<SteamImage | null> {
    const hit = await cached(key);
    if (hit) return hit;
    const last = failedAt.get(address);
    if (last !== undefined && Date.now() - last < RETRY_AFTER_MS) return null;
    const result = await fetchSteamImage(address, opts);
    if (!result.ok) {
      opts.onRefused?.(address, result.reason);
      failedAt.delete(address);
      failedAt.set(address, Date.now());
      if (failedAt.size > MAX_REMEMBERED_FAILURES) failedAt.delete(failedAt.keys().next().value as string);
      return null;
    }
    failedAt.delete(address);
    await mkdir(opts.dir, { recursive: true });
    await writeFile(join(opts.dir, `${key}.${extensionOf[result.image.type]}`), result.image.bytes);
    await trim();
    return result.image;
  }

  return {
    get(address) {
      const key = createHash('sha256').update(address).digest('hex');
      const pending = inFlight.get(key) ?? load(address, key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending;
    },
  };
}
