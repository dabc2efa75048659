import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from './client.ts';
import { migrate } from './migrate.ts';
import { bumpCatalogVersion } from '../modules/catalog/index.ts';
import { DEMO_ITEM_COUNT, refreshItemFacets, seedIfEmpty, seedItems } from './seed/index.ts';

const USAGE = `Usage: npm run seed -- [--items N]

Migrates the database of the server's environment (DATABASE_URL, else PGlite in DATA_DIR),
seeds the demo shop if it is empty, then tops the catalogue up to N available items.
  --items N   available items wanted, a whole number from 0 to 10000000 (default ${DEMO_ITEM_COUNT})
  --help      show this text`;

const MAX_ITEMS = 10_000_000;

/** The wanted number of available items, or a message saying what is wrong with the arguments. */
function parseItemCount(argv: string[]): { items: number } | { help: true } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { items: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    return { error: (err as Error).message };
  }
  if (values.help) return { help: true };
  if (values.items === undefined) return { items: DEMO_ITEM_COUNT };
  const text = values.items.replace(/_/g, '');
  const items = Number(text);
  if (!/^\d+$/.test(text) || items > MAX_ITEMS) return { error: `--items must be a whole number from 0 to ${MAX_ITEMS}, got '${values.items}'` };
  return { items };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const args = parseItemCount(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    const { db } = database;
    console.log(`Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}`);
    const applied = await migrate(db);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');

    const seeded = await seedIfEmpty(db, { items: Math.min(args.items, DEMO_ITEM_COUNT) });
    console.log(seeded ? 'Base data: seeded the demo shop' : 'Base data: already present, left as is');

    const [counts] = await queryRows(
      db,
      z.object({ available: z.number().int(), next_index: z.number().int() }),
      sql`SELECT count(*) FILTER (WHERE status = 'available')::int AS available, coalesce(max(id), 0)::int AS next_index FROM items`,
    );
    const available = counts?.available ?? 0;
    const missing = Math.max(0, args.items - available);
    if (missing > 0) {
      const t0 = performance.now();
      // Item numbers continue after the highest id, so every added item is new (and reproducible).
      await seedItems(db, missing, counts?.next_index ?? 0);
      console.log(`Items: added ${missing.toLocaleString('en')} (had ${available.toLocaleString('en')} available) in ${seconds(performance.now() - t0)}`);
    } else {
      console.log(`Items: ${available.toLocaleString('en')} available, nothing to add`);
    }

    await refreshItemFacets(db);
    // A running server drops its cached list pages within a second.
    await bumpCatalogVersion(db);
    // VACUUM sets the visibility map, without which the list pages' index-only scans (SCALE-24)
    // read the heap for every freshly inserted row until autovacuum comes by.
    await db.execute(sql`VACUUM (ANALYZE)`);
    console.log(`Facets refreshed, vacuumed, statistics analysed. Done in ${seconds(performance.now() - started)}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('Seeding failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
