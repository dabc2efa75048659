import { skinColumnsShape } from '@skins/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { categories, items } from '../tables.ts';

// The names every list statement reads the products under, rendered to SQL text once at load.

/**
 * Rendered to text once: these fragments hold names only, no values, and drizzle would otherwise
 * walk their column objects again for every query of the hottest path.
 */
function once(fragment: SQL): SQL {
  return sql.raw(new PgDialect().sqlToQuery(fragment).sql);
}

/** SCALE-53: a column of a rendered alias: its SQL text (`"i"."price_cents"`) and its column's name. */
export type ColumnRef = SQL & { readonly name: string };

/** SCALE-53: a table under an alias, rendered once: each column (a ColumnRef) and `from`, the table as a FROM names it. */
type RenderedAlias<T extends PgTable> = { readonly [K in keyof T['_']['columns']]: ColumnRef } & { readonly from: SQL };

/**
 * SCALE-53: `table` under the alias `name`, its names rendered once. drizzle's alias answers each
 * read of a column with two new proxies, and rendering a statement tests every chunk's class up
 * its prototype chain, through those proxies: rendering a cold page's statement cost 17-94 us
 * (6-8 % of its server CPU), most of it on the aliased columns.
 */
export function renderedAlias<T extends PgTable>(table: T, name: string): RenderedAlias<T> {
  const aliased = alias(table, name);
  const columns = Object.entries(getTableColumns(aliased)).map(([key, column]) => [key, Object.assign(once(sql`${column}`), { name: column.name })]);
  return Object.freeze({ ...Object.fromEntries(columns), from: once(sql`${table} AS ${aliased}`) }) as RenderedAlias<T>;
}

/** The product table and its subcategory as every list query names them (`i`, `sc`). */
export const i = renderedAlias(items, 'i');
const sc = renderedAlias(categories, 'sc');

/**
 * SCALE-51: a product's subcategory url, read per row from a table of a few rows rather than
 * joined: with the join, planning a page's statement took longer than running it.
 */
export const SUBCATEGORY_URL = sql`(SELECT ${sc.url} FROM ${sc.from} WHERE ${sc.id} = ${i.subcategoryId})`;

/**
 * SEAM-3: the product columns, by the name each row answers them under. The SQL takes the
 * column names from drizzle's tables, so renaming a column cannot leave this list behind.
 */
const itemColumns = {
  id: i.id,
  title: i.title,
  type: i.type,
  price_cents: i.priceCents,
  old_price_cents: i.oldPriceCents,
  discount_percentage: i.discountPercentage,
  img_url: i.imgUrl,
  quality: i.quality,
  exterior_name: i.exteriorName,
  hero: i.hero,
  item_class: i.itemClass,
  is_new: i.isNew,
  subcategory: SUBCATEGORY_URL,
  float_value: i.floatValue,
  paint_seed: i.paintSeed,
  phase: i.phase,
  stattrak: i.stattrak,
  souvenir: i.souvenir,
  stickers: i.stickers,
  charms: i.charms,
  inspect_link: i.inspectLink,
  trade_lock_until: i.tradeLockUntil,
  reference_price_cents: i.referencePriceCents,
};

export const ITEM_COLUMNS = once(
  sql.join(
    Object.entries(itemColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  ),
);
/** The products' table under the alias the list conditions and ITEM_COLUMNS use. */
export const ITEM_TABLE = i.from;

/** SEAM-3: one row of ITEM_COLUMNS, parsed at the database edge (the keys must be itemColumns'). */
export const itemRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  price_cents: z.number().int(),
  old_price_cents: z.number().int().nullable(),
  discount_percentage: z.number().int(),
  img_url: z.string(),
  quality: z.string().nullable(),
  exterior_name: z.string().nullable(),
  hero: z.string().nullable(),
  item_class: z.string().nullable(),
  is_new: z.boolean(),
  subcategory: z.string().nullable(),
  ...skinColumnsShape,
  trade_lock_until: z.coerce.date().nullable(),
  reference_price_cents: z.number().int().nullable(),
} satisfies Record<keyof typeof itemColumns, z.ZodType>);
export type ItemRow = z.infer<typeof itemRowSchema>;
