import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { backupSocketPath, openBackupChannel } from './backup/backup-channel.ts';
import { openDatabase, type Database, type DatabaseOptions, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { addMissingPageTranslations, addMissingTexts, seedIfEmpty } from './db/seed/index.ts';
import type { Logger } from './lib/ctx.ts';
import { ensureOperator } from './modules/account/index.ts';
import { resealLegacyBankDetails } from './modules/payouts/index.ts';

/** METRICS-2: which of the WEB_CONCURRENCY server processes this is (0: the only one), as the primary numbered it. */
const WORKER_INDEX_VARIABLE = 'SKINS_WORKER_INDEX';

/** How long a stopping server may take before it is ended. */
const SHUTDOWN_MS = 10_000;

function databaseOptions(config: Config, log: Logger): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, ...(config.DATABASE_READ_URL && { replica: { url: config.DATABASE_READ_URL, log } }) }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}

/** Migrates, seeds an empty database, stores new texts and ensures the operator: once, before any process serves. */
async function prepare(db: Db, config: Config, log: Logger): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (config.SEED_ON_START && (await seedIfEmpty(db))) log.info('demo data seeded');
  const texts = await addMissingTexts(db);
  if (texts) log.info({ texts }, 'new interface texts stored');
  const pageTexts = await addMissingPageTranslations(db);
  if (pageTexts) log.info({ pageTexts }, 'static page translations stored');
  // SEC-27: bank details sealed before they were bound to their payout's row are bound now, before any process opens one.
  const { resealed } = await resealLegacyBankDetails(db, config.PAYOUT_DETAILS_KEY, log);
  if (resealed) log.info({ resealed }, 'payout bank details bound to their payouts');
  if (config.OPERATOR_EMAIL && config.OPERATOR_PASSWORD) {
    const outcome = await ensureOperator(db, config.OPERATOR_EMAIL, config.OPERATOR_PASSWORD);
    // SEC-4: the server still starts; the shop simply has no operator until the address is verified.
    if (outcome === 'refused') log.error({ email: config.OPERATOR_EMAIL }, 'OPERATOR_EMAIL names an account whose email is not verified: not promoted to operator');
    else log.info({ email: config.OPERATOR_EMAIL, outcome }, 'operator account ensured');
  }
}

/** One server process: opens the database, prepares it unless the primary did, listens, stops cleanly. */
async function serve(config: Config, log: Logger, prepared: boolean): Promise<void> {
  // BACKUP-2: a PGlite server claims its data directory's backup channel before it opens the directory.
  const opened: { database?: Database } = {};
  const channel = config.DATABASE_URL
    ? undefined
    : await openBackupChannel(backupSocketPath(config), () => opened.database?.snapshot?.() ?? Promise.reject(new Error('the database is still opening')), log);
  const database = (opened.database = await openDatabase(databaseOptions(config, log)));
  if (!prepared) await prepare(database.db, config, log);
  // METRICS-2: each process has its own metrics, so its own port: METRICS_PORT plus its index.
  const index = Number(process.env[WORKER_INDEX_VARIABLE] ?? 0);
  const metricsPort = config.METRICS_PORT ? config.METRICS_PORT + index : config.METRICS_PORT;
  const app = await buildApp({ config: { ...config, METRICS_PORT: metricsPort }, database, closeDatabase: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_MS);
    force.unref();
    try {
      await channel?.close();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

/**
 * SCALE-2: WEB_CONCURRENCY server processes share one port (node:cluster hands each connection to
 * one of them). This primary prepares the database once, starts them, replaces one that dies after
 * it served, and on SIGTERM/SIGINT stops them all and then itself. A process that dies before it
 * listened stops the whole server (it would only die again).
 */
async function supervise(config: Config, log: Logger): Promise<void> {
  const database = await openDatabase(databaseOptions(config, log));
  try {
    await prepare(database.db, config, log);
  } finally {
    await database.close();
  }
  let closing = false;
  let exitCode = 0;
  let running = 0;
  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    running++;
    let served = false;
    worker.on('listening', () => (served = true));
    worker.on('exit', (code, signal) => {
      running--;
      if (closing) {
        if (running === 0) process.exit(exitCode);
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, served ? 'a server process ended; starting another' : 'a server process ended before it listened; stopping');
      if (served) start(index);
      else stop('startup failure', 1);
    });
  };
  const stop = (reason: string, code = 0) => {
    if (closing) return;
    closing = true;
    exitCode = code;
    log.info({ reason }, 'stopping the server processes');
    if (running === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_MS + 2000);
    force.unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) start(i);
}

/** Starts the server from env: one process, or a primary with WEB_CONCURRENCY server processes. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  if (config.WEB_CONCURRENCY === 1) return serve(config, log, false);
  if (cluster.isPrimary) return supervise(config, log);
  return serve(config, log, true);
}

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
