import { brotliCompressSync, constants } from 'node:zlib';

/** SCALE-70: `json` as the server compresses it at brotli `quality` (with its size as a hint): what a body sent at that quality must equal. */
export const brotliAt = (json: Buffer, quality: number): Buffer =>
  brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
