import { chmodSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { isAbsolute, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { z } from 'zod';
import type { Logger } from '../lib/ctx.ts';

/**
 * BACKUP-2: a PGlite database belongs to the one process that opened its data directory (a second
 * opener would write the same files beside it), so while the shop serves, the server takes the
 * backup itself: it answers `POST /snapshot {file}` on a Unix socket beside the data directory by
 * writing a consistent, gzipped tar of it to that file (ADR 029). The socket is the channel's authentication: only its owner may
 * connect to it (mode 0600), and he can read the data directory anyway. It never listens on a port.
 */
const SNAPSHOT_PATH = '/snapshot';

/** Linux's limit for a socket path (sun_path holds 108 bytes, the last a NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/** BACKUP-2: the socket of DATA_DIR's server: BACKUP_SOCKET, else beside the data directory (inside it, a tar of the folder would meet the socket). */
export function backupSocketPath(config: { DATA_DIR: string; BACKUP_SOCKET?: string | undefined }): string {
  return config.BACKUP_SOCKET ?? `${resolve(config.DATA_DIR)}.backup.sock`;
}

/** True when a server answers on the socket (a file left by one that crashed refuses the connection). */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ socketPath: path, method: 'HEAD', path: '/' }, (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.end();
  });
}

export interface BackupChannel {
  close(): Promise<void>;
}

/**
 * BACKUP-2: opens the channel of a serving PGlite shop. Refuses to start when another server
 * already answers on it: two processes on one data directory would corrupt it.
 */
export async function openBackupChannel(path: string, snapshot: () => Promise<Buffer>, log: Logger): Promise<BackupChannel> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) throw new Error(`the backup socket ${path} is longer than ${MAX_SOCKET_PATH_BYTES} bytes: set BACKUP_SOCKET to a shorter path`);
  if (await socketAnswers(path)) throw new Error(`another server already serves this data directory (its backup socket ${path} answers): stop it first`);
  try {
    unlinkSync(path);
  } catch {
    // No socket left behind: nothing to clear.
  }
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== SNAPSHOT_PATH) {
      res.writeHead(req.method === 'HEAD' ? 200 : 404).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const started = Date.now();
      const asked = snapshotRequestSchema.safeParse(safeJson(body));
      const written = asked.success ? snapshot().then((tar) => writeSnapshot(tar, asked.data.file)) : Promise.reject(new Error('the request names no absolute file path'));
      written.then(
        (bytes) => {
          log.info({ bytes, ms: Date.now() - started }, 'backup snapshot taken');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes }));
        },
        (err: unknown) => {
          log.error({ err }, 'backup snapshot failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : 'snapshot failed');
        },
      );
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  return { close: () => new Promise((done) => server.close(() => done())) };
}

/**
 * BACKUP-2: asks DATA_DIR's server to write a snapshot to `file` (the server writes it: a 70 MB
 * answer streamed back through the socket was cut off while the shop was busy): 'written', or
 * 'no server' when none answers on the socket (then the data directory may be opened directly).
 */
export function requestSnapshot(path: string, file: string): Promise<'written' | 'no server'> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: path, method: 'POST', path: SNAPSHOT_PATH, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => (res.statusCode === 200 ? done('written') : fail(new Error(`the server could not take the snapshot: ${text || res.statusCode}`))));
    });
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? done('no server') : fail(err)));
    req.end(JSON.stringify({ file: resolve(file) }));
  });
}

/**
 * zlib's output chunks: each one's callback waits for a turn of the event loop, which a busy shop
 * gives rarely: with the default 16 KB, gzipping a 70 MB snapshot took 115 s under load instead of 3.
 */
const GZIP_CHUNK_BYTES = 8 * 1024 * 1024;

/** BACKUP-1: a snapshot's tar, gzipped (off the main thread) into `file`, readable by its owner only; answers the bytes written. */
export async function writeSnapshot(tar: Buffer, file: string): Promise<number> {
  const gzipped = await promisify(gzip)(tar, { chunkSize: GZIP_CHUNK_BYTES });
  await writeFile(file, gzipped, { mode: 0o600 });
  return gzipped.length;
}

const snapshotRequestSchema = z.object({ file: z.string().refine(isAbsolute) });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
