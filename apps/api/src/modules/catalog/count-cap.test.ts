import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, statementsSent, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';
import { COUNT_CAP, filteredTotal } from './list/totals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meta = async (query: string) => (json(await t.app.inject(`/api/items/list?${query}`)) as { meta: { total: number; pages: number } }).meta;
/** Items of one type, every one on sale (old price above price). */
const onSale = (n: number, from: number) => insertItems(t.db, Array.from({ length: n }, (_, k) => ({ type: 'Cap Probe', priceCents: from + k, oldPriceCents: 100_000 })));

describe('CAT-3: the exact-count limit', () => {
  it('counts a filter exactly up to 100 pages (1,500 rows); past that the total is the limit or the planner estimate, whichever is larger', async () => {
    await onSale(1_500, 100);
    expect(await meta('type=Cap Probe&sale=true')).toEqual({ total: 1_500, pages: 100 });
    await onSale(2_500, 2_000);
    // 4,000 match, but the count stops at 1,501 and the planner expects about a third of the type
    // (its default guess for comparing two columns, old price > price): the total shown is 1,501.
    expect(await meta('type=Cap Probe&sale=true')).toEqual({ total: 1_501, pages: 101 });
    // A page past the estimated last one still lists what is there.
    const deep = json(await t.app.inject('/api/items/list?type=Cap Probe&sale=true&sort=asc&page=200')) as { payload: { price: number }[] };
    expect(deep.payload.map((p) => p.price)).toEqual(Array.from({ length: 15 }, (_, k) => (3_485 + k) / 100));
  }, 120_000);

  it('SCALE-58: the count states its cap in its text: a LIMIT sent as a value has PostgreSQL plan the count again on every run', async () => {
    const sent = await statementsSent(t.db, () => t.app.inject('/api/items/list?type=Cap Probe&price_from=1.01'));
    const counts = sent.flatMap((text) => text.match(/SELECT count\(\*\)::int AS n FROM \(SELECT 1 .*?\) s/g) ?? []);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(new RegExp(`LIMIT ${COUNT_CAP + 1}\\) s$`));
  });

  it('SCALE-67: a page whose total is not known carries its count in its one statement; the next page of the list, its total cached, is the page alone; a page past the end is counted apart', async () => {
    const listed = async (query: string) => {
      let answer: { payload: unknown[]; meta: { total: number } } | undefined;
      // 1,000 of the items above cost at most 10.99 (1.00 to 10.99).
      const sent = await statementsSent(t.db, async () => (answer = json(await t.app.inject(`/api/items/list?type=Cap Probe&price_till=10.99&sort=asc&${query}`)) as typeof answer));
      return { total: answer!.meta.total, shown: answer!.payload.length, statements: sent.filter((text) => /"items"/.test(text)) };
    };
    const first = await listed('page=1');
    expect(first).toMatchObject({ total: 1_000, shown: 15 });
    expect(first.statements).toHaveLength(1);
    expect(first.statements[0]).toMatch(/SELECT count\(\*\)::int AS n FROM/);
    const second = await listed('page=2');
    expect(second).toMatchObject({ total: 1_000, shown: 15 });
    expect(second.statements).toHaveLength(1);
    expect(second.statements[0]).not.toMatch(/count\(\*\)/);
    // Another list (its own total), asked past its end: no row to carry the count, counted apart.
    const past = json(await t.app.inject('/api/items/list?type=Cap Probe&price_till=9.99&sort=asc&page=70')) as { payload: unknown[]; meta: { total: number } };
    expect(past.payload).toEqual([]);
    expect(past.meta.total).toBe(900);
  });
});

describe('SCALE-65: the total of a filtered list of a large catalogue', () => {
  /** filteredTotal with an estimate known (cached) or not, the estimate an EXPLAIN would give and the capped count; with what it asked. */
  const total = async (known: number | undefined, planned: number, counted: number) => {
    const asked: string[] = [];
    const n = await filteredTotal(
      {
        known: async () => known,
        asked: async () => (asked.push('estimate'), planned),
      },
      async () => (asked.push('count'), counted),
    );
    return { n, asked };
  };

  it('SCALE-65: a list whose estimate is not known is counted first; the estimate is asked only when the count passes the cap', async () => {
    // A pattern: some 800 items, counted exactly, and no EXPLAIN for it.
    expect(await total(undefined, 900, 800)).toEqual({ n: 800, asked: ['count'] });
    expect(await total(undefined, 50_000, COUNT_CAP + 1)).toEqual({ n: 50_000, asked: ['count', 'estimate'] });
    // The count is never less than it found.
    expect(await total(undefined, 10, COUNT_CAP + 1)).toEqual({ n: COUNT_CAP + 1, asked: ['count', 'estimate'] });
  });

  it('SCALE-65: a known estimate far past the cap is the total without a count; one below it is counted, and past the cap it is the total', async () => {
    expect(await total(300_000, 0, 0)).toEqual({ n: 300_000, asked: [] });
    expect(await total(50_000, 0, COUNT_CAP + 1)).toEqual({ n: 50_000, asked: ['count'] });
    expect(await total(50_000, 0, 40)).toEqual({ n: 40, asked: ['count'] });
  });
});
