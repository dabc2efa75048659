import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertItems } from '../../test/factories.ts';
import { copyTemplateDatabase, openTestDatabase, testDbKind } from '../../test/test-database.ts';
import { AppError } from '../lib/app-error.ts';
import { createUser, moveBalance } from '../modules/account/index.ts';
import { placeBalanceOrder } from '../modules/checkout/index.ts';
import { MAX_PREPARED, openDatabase, queryPrepared, queryRows, type Database } from './client.ts';

const row = z.object({ n: z.number().int(), s: z.string() });
const statement = (k: number) => sql`SELECT ${k}::int AS n, ${`v${k}`}::text AS s`;

describe('queryPrepared', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('SCALE-34: answers each run with its own values, as queryRows does', async () => {
    for (let k = 1; k <= 8; k++) {
      expect(await queryPrepared(database.db, row, statement(k))).toEqual(await queryRows(database.db, row, statement(k)));
      expect(await queryPrepared(database.db, row, statement(k))).toEqual([{ n: k, s: `v${k}` }]);
    }
  });
});

describe.skipIf(testDbKind !== 'postgres')('queryPrepared on PostgreSQL', () => {
  // One connection, so the statements it prepared are the ones pg_prepared_statements lists.
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
  let database: Database;
  beforeAll(async () => {
    copy = await copyTemplateDatabase();
    database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
  });
  afterAll(async () => {
    await database.close();
    await copy.drop();
  });
  const prepared = z.object({ statement: z.string(), generic_plans: z.coerce.number(), custom_plans: z.coerce.number() });
  const preparedOnConnection = () => queryRows(database.db, prepared, sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`);

  it('SCALE-34: a statement is prepared once on a connection, whatever its values, and its plan is then reused', async () => {
    for (let k = 1; k <= 8; k++) await queryPrepared(database.db, row, statement(k));
    const [only, ...others] = await preparedOnConnection();
    expect(others).toEqual([]);
    expect(only!.statement).toBe('SELECT $1::int AS n, $2::text AS s');
    // After five custom plans PostgreSQL keeps the generic one: the last runs were not planned.
    expect(only!.generic_plans).toBeGreaterThan(0);
    expect(only!.generic_plans + only!.custom_plans).toBe(8);
  });

  it('SCALE-34: when a migration changes a column a prepared statement answers, the statement still answers (unnamed)', async () => {
    // A pool of its own, so its statement is prepared whatever the other tests prepared.
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      await own.db.execute(sql`CREATE TABLE migrated (n int NOT NULL)`);
      await own.db.execute(sql`INSERT INTO migrated VALUES (7)`);
      const read = () => queryPrepared(own.db, z.object({ n: z.coerce.number() }), sql`SELECT n FROM migrated WHERE n > ${0}`);
      expect(await read()).toEqual([{ n: 7 }]);
      await own.db.execute(sql`ALTER TABLE migrated ALTER COLUMN n TYPE bigint`);
      expect(await read()).toEqual([{ n: 7 }]);
      expect(await read()).toEqual([{ n: 7 }]);
    } finally {
      await own.close();
    }
  });

  it('SCALE-45: a balance purchase prepares its order, its items taken and its balance moved on the connection, and runs them so again', async () => {
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      const buy = async (n: number) => {
        const user = await createUser(own.db, { email: `scale-45-${n}@example.com`, name: 'Pat', surname: 'Buyer', passwordHash: 'x' });
        const [item] = await insertItems(own.db, [{ title: `Prepared Probe ${n}`, priceCents: 100 }]);
        const [country] = await queryRows(own.db, z.object({ id: z.number() }), sql`SELECT id FROM countries ORDER BY id LIMIT 1`);
        await moveBalance(own.db, { userId: user.id, deltaMinor: 10_000, reason: 'adjustment', refType: 'test', refId: `scale-45-${n}` });
        const contact = { steamId: null, tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', name: 'Pat', surname: 'Buyer', email: 'p@example.com', phone: '', countryId: country!.id, city: '', address: '', postCode: '' };
        const line = { itemId: item!.id, priceCents: 100, title: item!.title, imgUrl: item!.imgUrl, quality: item!.quality, type: item!.type };
        const order = { userId: user.id, kind: 'product' as const, status: 'processing' as const, totalCents: 100, lines: [line], contact, now: new Date() };
        const placed = await own.db.transaction((tx) => placeBalanceOrder(tx, { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, 1, order, () => new AppError('CHECKOUT_ITEM_UNAVAILABLE')));
        expect(placed?.orderId).toBeGreaterThan(0);
      };
      await buy(1);
      await buy(2);
      const statements = await queryRows(own.db, prepared, sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`);
      const runs = (start: RegExp) => statements.filter((st) => start.test(st.statement)).reduce((n, st) => n + st.generic_plans + st.custom_plans, 0);
      expect(runs(/^WITH new_order AS \(insert into "orders"/i), 'the order').toBe(2);
      expect(runs(/^WITH taken AS \(UPDATE items/), 'the items taken').toBe(2);
      expect(runs(/^WITH moved AS \(/), 'the balance moved (two top-ups, two purchases)').toBe(4);
    } finally {
      await own.close();
    }
  });

  it(`SCALE-34: past ${MAX_PREPARED} texts on a pool, a statement runs unnamed: a connection keeps at most ${MAX_PREPARED} plans`, async () => {
    for (let k = 0; k < MAX_PREPARED + 5; k++) {
      expect(await queryPrepared(database.db, z.object({ n: z.number() }), sql.raw(`SELECT ${k} AS n`))).toEqual([{ n: k }]);
    }
    expect(await preparedOnConnection()).toHaveLength(MAX_PREPARED);
  });

  it(`SCALE-45: statements run in transactions count toward the same ${MAX_PREPARED} texts of their pool`, async () => {
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      for (let k = 0; k < MAX_PREPARED + 5; k++) {
        expect(await own.db.transaction((tx) => queryPrepared(tx, z.object({ n: z.number() }), sql.raw(`SELECT ${k} AS n`)))).toEqual([{ n: k }]);
      }
      expect(await queryRows(own.db, prepared, sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`)).toHaveLength(MAX_PREPARED);
    } finally {
      await own.close();
    }
  });
});
