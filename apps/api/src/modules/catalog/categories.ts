import { subcategorySchema, type Category, type Subcategory } from '@skins/contract';
import { asc, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { categories } from './tables.ts';

/** Spec §3 Category: the whole tree, roots first, children nested in position order. */
export async function getCategoryTree(db: DbOrTx): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const nodes = new Map<number, Category & { parentId: number | null }>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, url: r.url, subcategories: [], parentId: r.parentId });
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.subcategories : roots).push(node);
  }
  const strip = (c: Category): Category => ({ id: c.id, name: c.name, url: c.url, subcategories: c.subcategories.map(strip) });
  return roots.map(strip);
}

/** GET /items/subcategories: the subcategories of cs2, in order. */
export async function listSubcategories(db: DbOrTx): Promise<Subcategory[]> {
  return queryRows(
    db,
    subcategorySchema,
    sql`SELECT c.id, c.name, c.url FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NULL ORDER BY c.position, c.id`,
  );
}
