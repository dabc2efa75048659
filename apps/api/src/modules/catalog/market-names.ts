import { marketName } from '@skins/contract';

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
