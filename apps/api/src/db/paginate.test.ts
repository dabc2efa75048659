import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { items } from '../modules/catalog/tables.ts';
import type { Database } from './client.ts';
import { paginate } from './paginate.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('paginate', () => {
  it('SEAM-7: when a list has 5 matching rows and pages of 2, then page 3 holds the last row, total 5 and 3 pages', async () => {
    const { db } = database;
    const inserted = await insertItems(db, Array.from({ length: 5 }, (_, i) => ({ title: `Paged ${i}`, type: 'seam-7-page' })));
    await insertItems(db, [{ title: 'Not paged', type: 'seam-7-other' }]);
    const where = eq(items.type, 'seam-7-page');
    const ordered = db.select().from(items).orderBy(asc(items.id)).$dynamic();

    const first = await paginate(db, { table: items, where, ordered }, 1, 2);
    const last = await paginate(db, { table: items, where, ordered }, 3, 2);

    expect(first.rows.map((r) => r.title)).toEqual(['Paged 0', 'Paged 1']);
    expect(last.rows.map((r) => r.id)).toEqual([inserted[4]!.id]);
    expect({ total: last.total, pages: last.pages }).toEqual({ total: 5, pages: 3 });
  });

  it('SEAM-7: when nothing matches, then the page is empty with total 0 and 0 pages', async () => {
    const { db } = database;
    const ordered = db.select().from(items).orderBy(asc(items.id)).$dynamic();
    expect(await paginate(db, { table: items, where: eq(items.type, 'seam-7-none'), ordered }, 1, 2)).toEqual({ rows: [], total: 0, pages: 0 });
  });
});
