import Fastify, { type FastifyInstance } from 'fastify';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliAt } from '../../test/brotli-at.ts';
import { encodeDocument, sendEncodedOnce } from './answer-encoding.ts';

// Counts the compressions while doing them (the helpers import these by name).
vi.mock('node:zlib', async (original) => {
  const real = await original<typeof import('node:zlib')>();
  return { ...real, brotliCompress: vi.fn(real.brotliCompress), brotliCompressSync: vi.fn(real.brotliCompressSync), gzipSync: vi.fn(real.gzipSync) };
});

/** Two cached values as the list cache holds them: one large enough to compress, one not. */
const large = { rows: Array.from({ length: 200 }, (_, k) => ({ id: k, title: `Item ${k}` })) };
const small = { rows: [{ id: 1, title: 'Item 1' }] };
/** A value no other test has asked for. */
const fresh = { rows: [...large.rows] };
const builds = vi.fn((value: typeof large) => ({ status: 'OK', payload: value.rows }));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  const schema = { response: { 200: { type: 'object', properties: { status: { type: 'string' }, payload: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } } } } } };
  app.get('/large', { schema }, (_request, reply) => sendEncodedOnce(reply, large, () => builds(large), true));
  app.get('/small', { schema }, (_request, reply) => sendEncodedOnce(reply, small, () => builds(small), true));
  app.get('/fresh', { schema }, (_request, reply) => sendEncodedOnce(reply, fresh, () => builds(fresh), true));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, accept?: string) => app.inject({ url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });

describe('SCALE-47: a cached answer, encoded once', () => {
  it('is sent in the encoding the request prefers, each the same JSON, varying on Accept-Encoding', async () => {
    const expected = { status: 'OK', payload: large.rows };
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
      [undefined, undefined, (b: Buffer) => b],
    ] as const) {
      const res = await get('/large', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(expected);
    }
  });

  it('SCALE-52: the preference remembered per Accept-Encoding text stays right past its bound of remembered texts', async () => {
    // 150 distinct texts, more than twice the bound: the remembered ones are dropped and parsed again.
    for (let k = 0; k < 150; k++) {
      const [accept, encoding] = k % 2 ? [`br;q=0, gzip;q=0.${k}`, 'gzip'] : [`deflate;q=0.${k}, br`, 'br'];
      expect((await get('/large', accept)).headers['content-encoding'], accept).toBe(encoding);
    }
    expect((await get('/large', 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    expect((await get('/large', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('SCALE-69: builds, serializes and compresses a value once per encoding, however often it is asked for; it keeps only the bodies it sent, so each encoding builds its own', async () => {
    builds.mockClear();
    vi.mocked(zlib.brotliCompressSync).mockClear();
    vi.mocked(zlib.gzipSync).mockClear();
    for (let k = 0; k < 3; k++) {
      await get('/fresh', 'br');
      await get('/fresh', 'gzip');
      await get('/fresh');
    }
    expect(builds).toHaveBeenCalledTimes(3);
    expect(zlib.brotliCompressSync).toHaveBeenCalledTimes(1);
    expect(zlib.gzipSync).toHaveBeenCalledTimes(1);
  });

  it('sends a small answer as it is (under the compress threshold, 1 KiB)', async () => {
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'OK', payload: small.rows });
  });
});

describe('SCALE-50: brotli as cheap as a per-request answer needs', () => {
  it("compresses the SPA's document at quality 3 with the body size as a hint", async () => {
    const html = `<!doctype html><title>Shop</title>${'<p>first view</p>'.repeat(200)}`;
    vi.mocked(zlib.brotliCompress).mockClear();
    const { encoding, body } = await encodeDocument('gzip, deflate, br, zstd', html);
    expect(encoding).toBe('br');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(html);
    expect(zlib.brotliCompress).toHaveBeenCalledWith(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }, expect.any(Function));
  });
});

describe('SCALE-70: a cached answer compressed by how often it is sent', () => {
  /** The brotli body of a new value sent through sendEncodedOnce, `kept` or not, with the JSON it holds. */
  async function sentOnce(kept: boolean) {
    const value = { rows: [...large.rows] };
    const own = Fastify();
    own.get('/value', (_request, reply) => sendEncodedOnce(reply, value, () => builds(value), kept));
    const res = await own.inject({ url: '/value', headers: { 'accept-encoding': 'br' } });
    await own.close();
    return { body: res.rawPayload, json: zlib.brotliDecompressSync(res.rawPayload) };
  }

  it('compresses the answer of a value the cache keeps at quality 5 (sent again and again), of one it does not at quality 1 (sent once)', async () => {
    const kept = await sentOnce(true);
    const once = await sentOnce(false);
    expect(kept.json).toEqual(once.json);
    expect(kept.body).toEqual(brotliAt(kept.json, 5));
    expect(once.body).toEqual(brotliAt(once.json, 1));
    expect(kept.body.length).toBeLessThan(once.body.length);
  });
});
