import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { insertItem } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, Db, DbOrTx, Tx } from '../db/client.ts';
import { items } from '../modules/catalog/tables.ts';
import type { RootCtx } from './ctx.ts';
import { withTransaction } from './transaction.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const titleOf = async (db: DbOrTx, id: number) => (await db.select({ title: items.title }).from(items).where(eq(items.id, id)))[0]?.title;

describe('withTransaction', () => {
  it('SEAM-2: when the use case returns, then its writes are committed and its value answered', async () => {
    const { db } = database;
    const item = await insertItem(db, { title: 'Before' });
    const answer = await withTransaction({ db }, async (tx) => {
      await tx.update(items).set({ title: 'Committed' }).where(eq(items.id, item.id));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await titleOf(db, item.id)).toBe('Committed');
  });

  it('SEAM-2: when the use case throws, then none of its writes remain', async () => {
    const { db } = database;
    const item = await insertItem(db, { title: 'Kept' });
    const failed = withTransaction({ db }, async (tx) => {
      await tx.update(items).set({ title: 'Rolled back' }).where(eq(items.id, item.id));
      throw new Error('step failed');
    });
    await expect(failed).rejects.toThrow('step failed');
    expect(await titleOf(db, item.id)).toBe('Kept');
  });

  it('SEAM-2: the type checker refuses a transaction where the root handle is needed', () => {
    // A transaction is a DbOrTx but not a Db, so a use case that opens its own transaction (RootCtx) cannot be handed one.
    expectTypeOf<Tx>().not.toExtend<Db>();
    expectTypeOf<Tx>().toExtend<DbOrTx>();
    expectTypeOf<{ db: Tx }>().not.toExtend<Pick<RootCtx, 'db'>>();
    expectTypeOf<{ db: Db }>().toExtend<Pick<RootCtx, 'db'>>();
  });
});
