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
  it('PAY-25: when PostgreSQL rolls the transaction back for a deadlock (or a serialization failure), then it runs again and its second run commits', async () => {
    const { db } = database;
    const item = await insertItem(db, { title: 'Before' });
    let runs = 0;
    const answer = await withTransaction({ db }, async (tx) => {
      runs += 1;
      await tx.update(items).set({ title: `Run ${runs}` }).where(eq(items.id, item.id));
      if (runs === 1) throw Object.assign(new Error('deadlock detected'), { cause: { code: '40P01' } });
      if (runs === 2) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return runs;
    });
    expect(answer).toBe(3);
    expect(await titleOf(db, item.id)).toBe('Run 3');
  });

  it('PAY-25: a conflict three times, or any other error once, is thrown to the caller with nothing written', async () => {
    const { db } = database;
    const item = await insertItem(db, { title: 'Kept' });
    let runs = 0;
    const deadlocks = withTransaction({ db }, async (tx) => {
      runs += 1;
      await tx.update(items).set({ title: 'Lost' }).where(eq(items.id, item.id));
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await expect(deadlocks).rejects.toThrow('deadlock detected');
    expect(runs).toBe(3);
    runs = 0;
    await expect(withTransaction({ db }, async () => {
      runs += 1;
      throw new Error('not a conflict');
    })).rejects.toThrow('not a conflict');
    expect(runs).toBe(1);
    expect(await titleOf(db, item.id)).toBe('Kept');
  });

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
