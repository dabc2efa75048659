import { itemsListQuerySchema } from '@skins/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { i, ITEM_COLUMNS, ITEM_TABLE } from '../modules/catalog/list/columns.ts';
import { listConditions } from '../modules/catalog/list/conditions.ts';
import { searchedPageQuery } from '../modules/catalog/list/matches.ts';
import { pageRows } from '../modules/catalog/list/page-rows.ts';
import { orderedPageQuery } from '../modules/catalog/list/price-walk.ts';
import { wordSearch } from '../modules/catalog/list/word-search.ts';
import { items } from '../modules/catalog/tables.ts';
import { renderedQuery } from './rendered-query.ts';

/** What a driver reads of a rendered statement (drizzle adds parameter typings that neither driver reads). */
const textAndParams = ({ sql, params }: { sql: string; params: unknown[] }) => ({ sql, params });

/** A list query as the route parses it. */
const listQuery = (query: Record<string, string>) => itemsListQuerySchema.parse(query);

/** A list page's statement as listItems builds it (the ids found by an ordered walk, then their rows). */
function pageStatement(query: Record<string, string>): SQL {
  const q = listQuery(query);
  return pageRows(orderedPageQuery(q, (part) => listConditions(part, 1.08, 3), q.limit, (q.page - 1) * q.limit), q.sort);
}

describe('SCALE-54: a statement rendered in one walk', () => {
  const statements: Record<string, SQL> = {
    'the default page with a price bound': pageStatement({ page: '3', price_till: '5000' }),
    'a type and four grades, page 50': pageStatement({ page: '50', type: 'Rifle', quality: 'Covert,Classified,Restricted,Mil-Spec', price_from: '1', price_till: '5000', sort: 'asc' }),
    'a float range, StatTrak, a phase and stickers': pageStatement({ float_from: '0.15', float_to: '0.18', stattrak: 'stattrak,normal', phase: 'Ruby', stickers: 'true', sort: 'float_asc' }),
    'a search by words, merged': wordSearch(listQuery({ search: 'StatTrak AK-47 FT', price_till: '900' }), 1, null)!.mergedPage(
      [
        { word: 'ak', lexemes: ['ak'], rows: 30_000 },
        { word: '47', lexemes: ['47'], rows: 20_000 },
      ],
      15,
      0,
      1500,
      1_000_000,
    )!,
    'a substring search': searchedPageQuery(listConditions(listQuery({ search: 'edline', sale: 'true' }), 1, null, 'substring'), 'desc', 15, 30),
    "a product's row": sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${12} AND ${i.status} = 'available'`,
  };

  it.each(Object.entries(statements))('SCALE-53, SCALE-54: %s: the text and parameters drizzle renders, without drizzle', (_name, statement) => {
    const dialect = new PgDialect();
    const drizzleRenders = vi.spyOn(dialect, 'sqlToQuery');
    const rendered = renderedQuery(dialect, statement);
    expect(drizzleRenders).not.toHaveBeenCalled();
    expect(rendered).toEqual(textAndParams(new PgDialect().sqlToQuery(statement)));
    expect(rendered.params.length).toBeGreaterThan(0);
  });

  it("SCALE-53: an aliased table's columns are text naming drizzle's column under the alias, with the column's name; the table names itself with its alias", () => {
    const render = (fragment: SQL) => new PgDialect().sqlToQuery(fragment).sql;
    expect(render(sql`${i.priceCents}`)).toBe('"i"."price_cents"');
    expect(i.priceCents.name).toBe(items.priceCents.name);
    expect(render(i.from)).toBe('"items" AS "i"');
    // Every column of the table, none left out.
    expect(Object.keys(i).filter((key) => key !== 'from')).toEqual(Object.keys(getTableColumns(items)));
  });

  it('SCALE-54: a statement holding anything but text, templates and plain values is left to drizzle whole', () => {
    const others: SQL[] = [
      sql`SELECT 1 FROM ${items} WHERE ${items.id} = ${7}`,
      sql`SELECT ${[1, 2, 3]}`,
      sql`SELECT ${sql`${'x'}`.inlineParams()}`,
      sql`SELECT ${new Date(0)}`,
      sql`SELECT ${sql.identifier('id')}`,
    ];
    for (const statement of others) {
      const dialect = new PgDialect();
      const drizzleRenders = vi.spyOn(dialect, 'sqlToQuery');
      expect(textAndParams(renderedQuery(dialect, statement))).toEqual(textAndParams(new PgDialect().sqlToQuery(statement)));
      expect(drizzleRenders).toHaveBeenCalledOnce();
    }
  });
});
