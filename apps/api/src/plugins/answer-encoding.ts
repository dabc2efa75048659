import type { FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * SCALE-50: the brotli quality of an answer compressed when it is asked for (the built assets are
 * compressed once, at 11). Timed on a list page of 15 products (11 KB), quality 3 with the body's
 * size as a hint takes 40 us against 108 for the plugin's default (4), for 44 bytes more (1,245
 * against 1,201); a page of 100 products, 157 us against 259, for 4 % more. The compress plugin
 * (app.ts) uses it too.
 */
export const BROTLI_QUALITY = 3;
/**
 * SCALE-70: the brotli quality of a cached answer (sendEncodedOnce) by how often its body is sent.
 * One the list cache keeps is sent to every request of its page while it is kept: quality 5, 5-9 %
 * fewer bytes than 3 on a 15-product page (1,894 against 2,076; a search's 1,426 against 1,525) for
 * each of them, its extra 30-70 us paid once. One the cache does not keep (a page asked once, SCALE-68:
 * a deep page, a price typed once, what a selling shop mostly computes) is sent once: quality 1,
 * its fragment compressor 22-37 us against 37-64 in a loop, and in the server under load
 * (`perf`, 10k items) 79-99 us a page against 127-159 and 5 % of a cold page's CPU against 10 %, for
 * 8-15 % more bytes. The whole request's CPU moved within that machine's noise (-8 to +4 %).
 */
const BROTLI_QUALITY_KEPT = 5;
const BROTLI_QUALITY_SENT_ONCE = 1;
const brotliOptions = (bytes: number, quality = BROTLI_QUALITY) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
/** Below this an answer goes as it is, as the compress plugin's threshold (app.ts) says. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding an Accept-Encoding text accepts that the shop prefers (brotli, else gzip), else null (q=0 refuses one). */
function parsedPreference(header: string): Encoding | null {
  const names = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) names.add(name);
  }
  return names.has('br') ? 'br' : names.has('gzip') ? 'gzip' : null;
}

/**
 * SCALE-52: the preference of each Accept-Encoding text met (browsers send a handful), up to a
 * bound: parsing the header was 2 % of a cold list page's server CPU.
 */
const preferenceOf = new Map<string, Encoding | null>();
const REMEMBERED_HEADERS = 64;

/** The encoding a request accepts that the shop prefers, else null. */
function preferredEncoding(header: string | undefined): Encoding | null {
  const text = header ?? '';
  let preferred = preferenceOf.get(text);
  if (preferred === undefined) {
    preferred = parsedPreference(text);
    // A client sending ever new texts only refills the map.
    if (preferenceOf.size >= REMEMBERED_HEADERS) preferenceOf.clear();
    preferenceOf.set(text, preferred);
  }
  return preferred;
}

/**
 * BUDGET-11: the SPA's document, compressed for the request. It carries the first view's data
 * (tens of kB), and the compress plugin does not see the not-found handler's replies, so the
 * fallback encodes it itself: brotli at the plugin's quality (SCALE-50), else gzip, else as is.
 */
export async function encodeDocument(acceptEncoding: string | undefined, html: string): Promise<{ encoding: Encoding | null; body: Buffer | string }> {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') return { encoding, body: await brotli(html, brotliOptions(Buffer.byteLength(html))) };
  if (encoding === 'gzip') return { encoding, body: await gzipped(html) };
  return { encoding: null, body: html };
}

/**
 * SCALE-47: a cached answer's body for each preference met ('identity' when none is accepted), with
 * the encoding it was sent in (null: as it is, under the compress threshold), for as long as the
 * answer is cached. SCALE-69: only bodies sent are kept, not the JSON each was compressed from
 * (12 KB a list page, against 1.6 KB of brotli): held by cached pages that the cache let go, those
 * buffers were freed only by full collections, and made one every 1.6-1.8 s under the mixed load,
 * each followed by the slowest requests.
 */
const bodies = new WeakMap<object, Map<Encoding | 'identity', { encoding: Encoding | null; body: Buffer }>>();

/**
 * SCALE-47: sends the answer of `cachedValue`, a value the list cache holds (the same object for
 * every request it serves): `answer` is built, serialized by the route's schema and compressed once
 * per encoding asked for (SCALE-69), so a cached page costs no building, serializing or compressing.
 * The bodies live as long as the value; a page the cache drops is a new object, encoded anew.
 * SCALE-70: `kept` says whether the cache keeps the value (its body is sent again), which sets
 * how hard it is compressed.
 */
export function sendEncodedOnce(reply: FastifyReply, cachedValue: object, answer: () => unknown, kept: boolean): FastifyReply {
  let byEncoding = bodies.get(cachedValue);
  if (!byEncoding) bodies.set(cachedValue, (byEncoding = new Map()));
  const preferred = preferredEncoding(reply.request.headers['accept-encoding']);
  let sent = byEncoding.get(preferred ?? 'identity');
  if (!sent) {
    // The route's schema serializer answers JSON text.
    const json = Buffer.from(reply.serialize(answer()) as string);
    const encoding = json.length < COMPRESS_FROM_BYTES ? null : preferred;
    const quality = kept ? BROTLI_QUALITY_KEPT : BROTLI_QUALITY_SENT_ONCE;
    const body = encoding === 'br' ? brotliCompressSync(json, brotliOptions(json.length, quality)) : encoding === 'gzip' ? gzipSync(json) : json;
    byEncoding.set(preferred ?? 'identity', (sent = { encoding, body }));
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  // The compress plugin passes an answer that already has its encoding.
  return sent.encoding === null ? reply.send(sent.body) : reply.header('content-encoding', sent.encoding).send(sent.body);
}
