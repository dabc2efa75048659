import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * BACKUP-2: a consistent copy of a PGlite database while it serves, as a tar of its data directory.
 * PGlite's own dumpDataDir only waits for the statement that runs, so between two statements of a
 * purchase it would tar the purchase half done (safe only through crash recovery on the copy). Run
 * as a transaction of its own, it waits until every transaction has ended and holds the next ones
 * back while it copies, so the tar is the state between two transactions.
 *
 * - CHECKPOINT first: without it every start of the copy replays the WAL since the last one.
 * - Only the WAL segment holding the checkpoint is kept: the others are spare 16 MB segments that
 *   PostgreSQL recycled for later use and recreates when it needs them (121 MB -> 72 MB for the
 *   test template).
 */
export async function snapshotPglite(client: PGlite): Promise<Buffer> {
  const tar = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const { rows } = await tx.query<{ redo_wal_file: string }>('SELECT redo_wal_file FROM pg_control_checkpoint()');
    const keep = rows[0]?.redo_wal_file;
    if (!keep) throw new Error('pg_control_checkpoint() named no WAL file');
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    return { dump, keep };
  });
  return withoutTarEntries(tar.dump, (name) => /pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(`/${tar.keep}`));
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
 * A tar file (a test template, a backup) as PGlite's `loadDataDir`. PGlite only calls arrayBuffer()
 * on it; Node 20's own Blob copies the bytes through a stream there, ~2 s of CPU for 120 MB, so this
 * one hands over the file's buffer as it is.
 */
export function fileBlob(path: string): Blob {
  const bytes = readFileSync(path);
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  class FileBytes extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(buffer as ArrayBuffer);
    }
  }
  return new FileBytes([]);
}
