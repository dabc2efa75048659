import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The PGlite template as a tar of its data directory, made cheap to start from: every API test
 * file loads it into a PGlite of its own (test-database.ts), ~80 starts per run, so its start-up
 * is the API step's fixed cost (docs/benchmarks.md "CI time, second round").
 *
 * - CHECKPOINT first: dumpDataDir tars the running instance as it is, so without it every start
 *   replays the migrations' and the seed's WAL (crash recovery).
 * - Only the WAL segment holding the checkpoint is kept: the others are spare 16 MB segments that
 *   PostgreSQL recycled for later use and recreates when it needs them (121 MB -> 72 MB).
 */
export async function dumpTemplate(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const { rows } = await client.query<{ redo_wal_file: string }>('SELECT redo_wal_file FROM pg_control_checkpoint()');
  const keep = rows[0]?.redo_wal_file;
  if (!keep) throw new Error('pg_control_checkpoint() named no WAL file');
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  return withoutTarEntries(tar, (name) => /pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(`/${keep}`));
}

/** A ustar archive without the entries `drop` names: 512-byte header, data padded to 512, two zero blocks at the end. */
function withoutTarEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  const field = (header: Buffer, start: number, end: number) => header.subarray(start, end).toString('utf8').replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    if (!drop(field(header, 345, 500) + field(header, 0, 100))) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/**
 * The template file as PGlite's `loadDataDir`. PGlite only calls arrayBuffer() on it; Node 20's own
 * Blob copies the bytes through a stream there, ~2 s of CPU for 120 MB, so this one hands over the
 * file's buffer as it is.
 */
export function templateBlob(path: string): Blob {
  const bytes = readFileSync(path);
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  class FileBytes extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(buffer as ArrayBuffer);
    }
  }
  return new FileBytes([]);
}
