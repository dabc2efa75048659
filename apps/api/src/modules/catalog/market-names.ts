import { exteriorRanges, marketName } from '@skins/contract';
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { items } from './tables.ts';

interface Named {
  title: string;
  exterior_name: string | null;
  stattrak: boolean;
  souvenir: boolean;
}

/**
 * SKIN-4: an item's market name. The catalogue's titles already say the class and the exterior
 * ("StatTrak™ AK-47 | Redline (Field-Tested)"), so they are taken off before marketName puts them
 * back from the item's fields: the name follows the fields, and a title without them gets them.
 */
export function itemMarketName(item: Named): string {
  let title = item.title;
  const prefix = item.stattrak ? 'StatTrak™ ' : item.souvenir ? 'Souvenir ' : null;
  if (prefix && title.startsWith(prefix)) title = title.slice(prefix.length);
  const suffix = item.exterior_name ? ` (${item.exterior_name})` : null;
  if (suffix && title.endsWith(suffix)) title = title.slice(0, -suffix.length);
  return marketName({ title, exterior_name: item.exterior_name, stattrak: item.stattrak, souvenir: item.souvenir });
}

/**
 * SEC-25: the titles an item of this market name can carry: the name itself, or the name without
 * its StatTrak™ or Souvenir prefix, its exterior suffix, or both (itemMarketName takes them off a
 * title and puts them back from the fields).
 */
function titlesOfMarketName(name: string): string[] {
  const cores = [name, ...['StatTrak™ ', 'Souvenir '].filter((prefix) => name.startsWith(prefix)).map((prefix) => name.slice(prefix.length))];
  const titles = new Set(cores);
  for (const core of cores) {
    const open = core.lastIndexOf(' (');
    if (open > 0 && core.endsWith(')')) titles.add(core.slice(0, open));
  }
  return [...titles];
}

/**
 * SEC-25: whether any item of the catalogue, in whatever status (on sale, held, sold, withdrawn),
 * has this market name. Its few possible titles are looked up by equality, one bitmap scan of the
 * title's trigram index each (OR, not IN: the GIN index takes no array), and the name is compared
 * by itemMarketName itself, so the rule is written once.
 */
export async function isItemMarketName(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db
    .selectDistinct({ title: items.title, exterior_name: items.exteriorName, stattrak: items.stattrak, souvenir: items.souvenir })
    .from(items)
    .where(or(...titlesOfMarketName(name).map((title) => eq(items.title, title))));
  return rows.some((row) => itemMarketName(row) === name);
}

const CLASS_PREFIXES = ['StatTrak™ ', 'Souvenir '] as const;

/**
 * LIST-4: the skin of a title, without its class prefix and exterior suffix ("StatTrak™ AK-47 |
 * Redline (Field-Tested)" -> "AK-47 | Redline"), and its weapon (the part before " | "; null for
 * an item without one, such as an agent).
 */
export function skinOfTitle(title: string): { skin: string; weapon: string | null } {
  let skin = title;
  for (const prefix of CLASS_PREFIXES) if (skin.startsWith(prefix)) skin = skin.slice(prefix.length);
  const open = skin.lastIndexOf(' (');
  if (open > 0 && skin.endsWith(')')) skin = skin.slice(0, open);
  const bar = skin.indexOf(' | ');
  return { skin, weapon: bar > 0 ? skin.slice(0, bar) : null };
}

/** LIST-4: every title an item of this skin can carry: each class prefix (or none) with each exterior (or none). */
export function titlesOfSkin(skin: string): string[] {
  const suffixes = ['', ...exteriorRanges.map((r) => ` (${r.name})`)];
  return ['', ...CLASS_PREFIXES].flatMap((prefix) => suffixes.map((suffix) => `${prefix}${skin}${suffix}`));
}

/** LIST-4: the LIKE patterns of the titles of a weapon's skins, with each class prefix (or none). */
export function titlePatternsOfWeapon(weapon: string): string[] {
  return ['', ...CLASS_PREFIXES].map((prefix) => `${escapeLike(prefix + weapon)} | %`);
}
