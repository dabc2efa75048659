import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertItems } from '../../test/factories.ts';
import { copyTemplateDatabase, openTestDatabase, testDbKind } from '../../test/test-database.ts';
import { AppError } from '../lib/app-error.ts';
import { createUser, moveBalance } from '../modules/account/index.ts';
import { takeOrderLines } from '../flows/order-lines.ts';
import { placeBalanceOrder } from '../modules/checkout/index.ts';
import { openDatabase, PREPARED_BUDGETS, queryPrepared, queryRows, type Database, type DbOrTx } from './client.ts';

const CATALOGUE = PREPARED_BUDGETS.catalogue;

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

  /** A balance purchase of a new item by a new buyer, through `own`'s pool (SCALE-45's statements). */
  const buy = async (own: Database, n: number) => {
    const user = await createUser(own.db, { email: `scale-45-${n}@example.com`, name: 'Pat', surname: 'Buyer', passwordHash: 'x' });
    const [item] = await insertItems(own.db, [{ title: `Prepared Probe ${n}`, priceCents: 100 }]);
    const [country] = await queryRows(own.db, z.object({ id: z.number() }), sql`SELECT id FROM countries ORDER BY id LIMIT 1`);
    await moveBalance(own.db, { userId: user.id, deltaMinor: 10_000, reason: 'adjustment', refType: 'test', refId: `scale-45-${n}` });
    const contact = { steamId: null, tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', name: 'Pat', surname: 'Buyer', email: 'p@example.com', phone: '', countryId: country!.id, city: '', address: '', postCode: '' };
    const line = { itemId: item!.id, priceCents: 100, title: item!.title, imgUrl: item!.imgUrl, quality: item!.quality, type: item!.type };
    const order = { userId: user.id, kind: 'product' as const, status: 'processing' as const, totalCents: 100, contact, now: new Date() };
    const take = (tx: DbOrTx) => (orderId: number) => takeOrderLines(tx, { orderId, lines: [line], to: 'sold', until: null, onMissing: () => new AppError('CHECKOUT_ITEM_UNAVAILABLE') });
    const placed = await own.db.transaction((tx) => placeBalanceOrder(tx, { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, 1, order, take(tx)));
    expect(placed?.orderId).toBeGreaterThan(0);
  };
  /** How often the prepared statements of `own`'s one connection whose text starts so have run. */
  const preparedRuns = async (own: Database, start: RegExp) =>
    (await queryRows(own.db, prepared, sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`))
      .filter((st) => start.test(st.statement))
      .reduce((n, st) => n + st.generic_plans + st.custom_plans, 0);

  it('SCALE-45: a balance purchase prepares its order, its items taken and its balance moved on the connection, and runs them so again', async () => {
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      await buy(own, 1);
      await buy(own, 2);
      expect(await preparedRuns(own, /^WITH new_order AS \(insert into "orders"/i), 'the order').toBe(2);
      expect(await preparedRuns(own, /^WITH taken AS \(UPDATE items/), 'the items taken').toBe(2);
      expect(await preparedRuns(own, /^WITH moved AS \(/), 'the balance moved (two top-ups, two purchases)').toBe(4);
    } finally {
      await own.close();
    }
  });

  it(`SCALE-49: after ${CATALOGUE} catalogue texts have taken their budget, a purchase's statements are still prepared`, async () => {
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      for (let k = 0; k < CATALOGUE + 5; k++) await queryPrepared(own.db, z.object({ n: z.number() }), sql.raw(`SELECT ${k} AS n`));
      await buy(own, 3);
      await buy(own, 4);
      expect(await preparedRuns(own, /^SELECT \d+ AS n$/), 'the catalogue texts within their budget').toBe(CATALOGUE);
      expect(await preparedRuns(own, /^WITH new_order AS \(insert into "orders"/i), 'the order').toBe(2);
      expect(await preparedRuns(own, /^WITH taken AS \(UPDATE items/), 'the items taken').toBe(2);
      expect(await preparedRuns(own, /^WITH moved AS \(/), 'the balance moved').toBe(4);
    } finally {
      await own.close();
    }
  });

  it(`SCALE-34: past ${CATALOGUE} texts on a pool, a statement runs unnamed: a connection keeps at most ${CATALOGUE} plans`, async () => {
    for (let k = 0; k < CATALOGUE + 5; k++) {
      expect(await queryPrepared(database.db, z.object({ n: z.number() }), sql.raw(`SELECT ${k} AS n`))).toEqual([{ n: k }]);
    }
    expect(await preparedOnConnection()).toHaveLength(CATALOGUE);
  });

  it(`SCALE-45: statements run in transactions count toward the same ${CATALOGUE} catalogue texts of their pool`, async () => {
    const own = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
    try {
      for (let k = 0; k < CATALOGUE + 5; k++) {
        expect(await own.db.transaction((tx) => queryPrepared(tx, z.object({ n: z.number() }), sql.raw(`SELECT ${k} AS n`)))).toEqual([{ n: k }]);
      }
      expect(await queryRows(own.db, prepared, sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`)).toHaveLength(CATALOGUE);
    } finally {
      await own.close();
    }
  });
});
