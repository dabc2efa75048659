import { isSteamImageUrl } from '@skins/contract';

/** ART-2: the picture types served from Steam, and how each file starts (checked, not trusted from the header). */
const signatures = {
  'image/png': (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
} as const;
export type SteamImageType = keyof typeof signatures;
export const steamImageTypes = Object.keys(signatures) as SteamImageType[];

export interface SteamImage {
  type: SteamImageType;
  bytes: Buffer;
}

/** Why a fetch gave no picture (logged; the route then serves the generated art). */
export type SteamImageRefusal = 'address' | 'redirect' | 'status' | 'type' | 'size' | 'timeout' | 'network';

export interface SteamFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Tests only (STEAM_IMAGE_ORIGIN, refused in production): connect here instead of the Steam host; the address is checked as ever. */
  origin?: string;
}

/** A redirect is followed at most this often, and only to another allowlisted address. */
const MAX_REDIRECTS = 3;

function refused(reason: SteamImageRefusal): { ok: false; reason: SteamImageRefusal } {
  return { ok: false, reason };
}

/** The body, read until it ends or passes maxBytes (then the download is cancelled). */
async function readLimited(res: Response, maxBytes: number): Promise<Buffer | null> {
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(value));
  }
}

/**
 * ART-2: fetches a Steam economy image: only an allowlisted https address (isSteamImageUrl), no
 * redirect off the allowlist, at most maxBytes (the download stops there), within timeoutMs, and
 * only a PNG, JPEG or WebP whose bytes match its content type.
 */
export async function fetchSteamImage(address: string, opts: SteamFetchOptions): Promise<{ ok: true; image: SteamImage } | { ok: false; reason: SteamImageRefusal }> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let current = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!isSteamImageUrl(current)) return refused(hop === 0 ? 'address' : 'redirect');
      const url = new URL(current);
      const target = opts.origin ? new URL(url.pathname + url.search, opts.origin) : url;
      const res = await fetch(target, { redirect: 'manual', signal, headers: { accept: steamImageTypes.join(', ') } });
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location');
        await res.body?.cancel();
        if (!location) return refused('redirect');
        // Resolved against the Steam address, so a relative redirect stays on its host.
        current = new URL(location, url).href;
        continue;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        return refused('status');
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() as SteamImageType;
      if (!steamImageTypes.includes(type)) {
        await res.body?.cancel();
        return refused('type');
      }
      if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) {
        await res.body?.cancel();
        return refused('size');
      }
      const bytes = await readLimited(res, opts.maxBytes);
      if (!bytes) return refused('size');
      if (!signatures[type](bytes)) return refused('type');
      return { ok: true, image: { type, bytes } };
    }
    return refused('redirect');
  } catch (err) {
    return refused(signal.aborted || (err instanceof Error && err.name === 'TimeoutError') ? 'timeout' : 'network');
  }
}
