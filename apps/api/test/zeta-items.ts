import { insertItems, setItemStatus, subcategoryId } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { itemSimilar } from '../src/modules/catalog/tables.ts';

export const ZETA = 'type=Zeta Rifle,Zeta Pistol,Zeta Agent';

/** The catalogue tests' items: four on sale across three types, one sold, one reserved, and a stored similar list. Answers their ids by title. */
export async function seedZetaItems(db: TestApp['db']): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const rifles = await subcategoryId(db, 'rifles');
  const pistols = await subcategoryId(db, 'pistols');
  const rows = await insertItems(db, [
    { title: 'Zeta AK | Fire Serpent', type: 'Zeta Rifle', quality: 'Covert', exteriorName: 'Factory New', itemClass: 'StatTrak™', priceCents: 5000, oldPriceCents: 6000, discountPercentage: 17, isNew: true, subcategoryId: rifles },
    { title: 'Zeta M4A4 | Howl 100%', type: 'Zeta Rifle', quality: 'Classified', exteriorName: 'Minimal Wear', itemClass: 'Normal', priceCents: 2000, oldPriceCents: 1500, subcategoryId: rifles },
    { title: 'Zeta Glock | Fade', type: 'Zeta Pistol', quality: 'Covert', exteriorName: 'Field-Tested', itemClass: 'Souvenir', priceCents: 300, subcategoryId: pistols },
    { title: 'Zeta Agent | Bloody Darryl', type: 'Zeta Agent', quality: 'Exceptional', hero: 'Terrorist', exteriorName: null, itemClass: 'Normal', priceCents: 800 },
    { title: 'Zeta AWP | Sold One', type: 'Zeta Rifle', quality: 'Covert', priceCents: 4000 },
    { title: 'Zeta AWP | Reserved One', type: 'Zeta Rifle', quality: 'Covert', priceCents: 4500 },
  ]);
  for (const r of rows) ids[r.title] = r.id;
  await setItemStatus(db, ids['Zeta AWP | Sold One']!, 'sold');
  await setItemStatus(db, ids['Zeta AWP | Reserved One']!, 'reserved');
  await db.insert(itemSimilar).values([
    { itemId: ids['Zeta AK | Fire Serpent']!, similarId: ids['Zeta M4A4 | Howl 100%']!, position: 1 },
    { itemId: ids['Zeta AK | Fire Serpent']!, similarId: ids['Zeta AWP | Sold One']!, position: 2 },
  ]);
  return ids;
}
