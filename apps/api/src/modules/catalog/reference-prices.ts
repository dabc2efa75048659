import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { itemMarketName } from './market-names.ts';
import { items } from './tables.ts';

const groupRow = z.object({ title: z.string(), exterior_name: z.string().nullable(), stattrak: z.boolean(), souvenir: z.boolean(), min_cents: z.number().int() });
/** Between a title and its exterior in the key a group is matched by (a control character no title holds). */
const KEY_SEPARATOR = '\u001f';
const countRow = z.object({ n: z.number().int() });
type Group = Omit<z.infer<typeof groupRow>, 'min_cents'>;

/** REFPRICE-2: a market name on sale: the (title, exterior, StatTrak™, Souvenir) groups of items that carry it, and its lowest listed price in euro cents. */
export interface ListedName {
  groups: Group[];
  lowestCents: number;
}

/**
 * REFPRICE-2: the market names of the items on sale, in one pass over them (grouped by the fields
 * the name is made of; SKIN-4 makes the name, so two spellings of one title share it).
 */
export async function listedNames(db: DbOrTx): Promise<Map<string, ListedName>> {
  const rows = await queryRows(
    db,
    groupRow,
    sql`SELECT ${items.title} AS title, ${items.exteriorName} AS exterior_name, ${items.stattrak} AS stattrak, ${items.souvenir} AS souvenir, min(${items.priceCents})::int AS min_cents
      FROM ${items} WHERE ${items.status} = 'available' GROUP BY 1, 2, 3, 4`,
  );
  const names = new Map<string, ListedName>();
  for (const { min_cents, ...group } of rows) {
    const name = itemMarketName(group);
    const known = names.get(name);
    if (known) {
      known.groups.push(group);
      known.lowestCents = Math.min(known.lowestCents, min_cents);
    } else names.set(name, { groups: [group], lowestCents: min_cents });
  }
  return names;
}

/**
 * REFPRICE-3: writes each market name's reference price (euro cents, null: none) onto its items,
 * only where it changes, in one statement; when any changed, the cached list pages go (the
 * catalogue's version moves in the same transaction). Answers how many items changed.
 */
export async function setReferencePrices(tx: DbOrTx, references: ReadonlyMap<string, { groups: readonly Group[]; cents: number | null }>): Promise<number> {
  const values = [...references.values()].flatMap(({ groups, cents }) => groups.map((g) => ({ key: `${g.title}${KEY_SEPARATOR}${g.exterior_name ?? ''}`, stattrak: g.stattrak, souvenir: g.souvenir, cents })));
  if (values.length === 0) return 0;
  // The title and exterior are joined as one text: compared column by column, the planner looked
  // each group's title up in the trigram index (36 candidates, 27 ms a group, 239 s for 7,323
  // groups at 100k items); as an expression no index holds, the groups are hashed and the items
  // read once (1 s).
  const [changed] = await queryRows(
    tx,
    countRow,
    sql`WITH u AS (UPDATE ${items} SET reference_price_cents = v.cents
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(key text, stattrak boolean, souvenir boolean, cents integer)
      WHERE ${items.title} || ${KEY_SEPARATOR} || coalesce(${items.exteriorName}, '') = v.key AND ${items.stattrak} = v.stattrak AND ${items.souvenir} = v.souvenir
        AND ${items.referencePriceCents} IS DISTINCT FROM v.cents RETURNING 1)
    SELECT count(*)::int AS n FROM u`,
  );
  const count = changed?.n ?? 0;
  if (count > 0) await bumpCatalogVersion(tx);
  return count;
}
