import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a request accepts (q above 0), by name. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) names.add(name);
  }
  return names;
}

/**
 * BUDGET-11: the SPA's document, compressed for the request. It carries the first view's data
 * (tens of kB), and the compress plugin does not see the not-found handler's replies, so the
 * fallback encodes it itself: brotli at the plugin's quality (4), else gzip, else as is.
 */
export async function encodeDocument(acceptEncoding: string | undefined, html: string): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const names = accepted(acceptEncoding);
  if (names.has('br')) return { encoding: 'br', body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) };
  if (names.has('gzip')) return { encoding: 'gzip', body: await gzipped(html) };
  return { encoding: null, body: html };
}
