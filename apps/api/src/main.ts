import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { addMissingPageTranslations, addMissingTexts, seedIfEmpty } from './db/seed/index.ts';
import { ensureOperator } from './modules/account/index.ts';

/** Starts the server from env: open the database, migrate, seed an empty one, listen, stop cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const applied = await migrate(database.db);
  const app = await buildApp({ config, database, closeDatabase: true });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.SEED_ON_START && (await seedIfEmpty(database.db))) app.log.info('demo data seeded');
  const texts = await addMissingTexts(database.db);
  if (texts) app.log.info({ texts }, 'new interface texts stored');
  const pageTexts = await addMissingPageTranslations(database.db);
  if (pageTexts) app.log.info({ pageTexts }, 'static page translations stored');
  if (config.OPERATOR_EMAIL && config.OPERATOR_PASSWORD) {
    const outcome = await ensureOperator(database.db, config.OPERATOR_EMAIL, config.OPERATOR_PASSWORD);
    // SEC-4: the server still starts; the shop simply has no operator until the address is verified.
    if (outcome === 'refused') app.log.error({ email: config.OPERATOR_EMAIL }, 'OPERATOR_EMAIL names an account whose email is not verified: not promoted to operator');
    else app.log.info({ email: config.OPERATOR_EMAIL, outcome }, 'operator account ensured');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
