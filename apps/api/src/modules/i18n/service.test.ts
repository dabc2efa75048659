import { afterEach, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { invalidateI18nCache, listCurrencies, listLanguages } from './service.ts';
import { currencies } from './tables.ts';

/**
 * A database whose currency and language selects wait until `answer` is called, and count how
 * often they ran: what the locale cache asks of the database, and when.
 */
function slowDatabase() {
  let selects = 0;
  let answer!: (failure?: Error) => void;
  let answered = new Promise<Error | undefined>((ok) => (answer = ok));
  const rows = (table: unknown) =>
    table === currencies
      ? [{ id: 1, code: 'EUR', symbol: '€', value: '1', isDefault: true, position: 1 }]
      : [{ id: 1, code: 'en', title: 'English', isDefault: true, position: 1 }];
  const db = {
    select: () => ({
      from: (table: unknown) => ({
        orderBy: async () => {
          selects++;
          const failure = await answered;
          if (failure) throw failure;
          return rows(table);
        },
      }),
    }),
  } as unknown as DbOrTx;
  return {
    db,
    selects: () => selects,
    answer: (failure?: Error) => answer(failure),
    /** The next selects wait again. */
    hold: () => (answered = new Promise((ok) => (answer = ok))),
  };
}

afterEach(() => invalidateI18nCache());

describe('the locale cache', () => {
  it('SCALE-39: when 32 requests find the cache empty at once, the currencies and languages are read once', async () => {
    invalidateI18nCache();
    const slow = slowDatabase();
    const requests = Array.from({ length: 32 }, (_, k) => (k % 2 ? listCurrencies(slow.db) : listLanguages(slow.db)));
    slow.answer();
    const answers = await Promise.all(requests);
    expect(slow.selects()).toBe(2);
    expect(answers[0]).toEqual([{ id: 1, code: 'en', title: 'English', default: 1 }]);
    expect(answers[1]).toEqual([{ id: 1, code: 'EUR', symbol: '€', value: 1, default: 1 }]);
    // Cached now: no further reads.
    await listCurrencies(slow.db);
    expect(slow.selects()).toBe(2);
  });

  it('SCALE-39: when an edit overtakes a load in flight, the load answers its requests but is not kept', async () => {
    invalidateI18nCache();
    const slow = slowDatabase();
    const before = listCurrencies(slow.db);
    invalidateI18nCache();
    slow.answer();
    expect(await before).toHaveLength(1);
    await listCurrencies(slow.db);
    expect(slow.selects()).toBe(4);
  });

  it('SCALE-39: when a load fails, its requests fail and the next request loads again', async () => {
    invalidateI18nCache();
    const slow = slowDatabase();
    const failed = Promise.all([listCurrencies(slow.db), listLanguages(slow.db)]);
    slow.answer(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    expect(slow.selects()).toBe(2);
    slow.hold();
    const again = listCurrencies(slow.db);
    slow.answer();
    expect(await again).toHaveLength(1);
    expect(slow.selects()).toBe(4);
  });
});
