import { eq } from 'drizzle-orm';
import type { Country } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from './tables.ts';

/** One country by id, or null (a profile names its country, ACCOUNT-1/2). */
export async function findCountry(db: DbOrTx, id: number): Promise<Country | null> {
  const [row] = await db.select({ id: countries.id, title: countries.title, iso: countries.iso, name: countries.name }).from(countries).where(eq(countries.id, id));
  return row ?? null;
}

/** Whether the shop lists a country with this ISO code (any case; stored lowercase, spec §3). */
export async function hasCountryIso(db: DbOrTx, iso: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, iso.toLowerCase())).limit(1);
  return row !== undefined;
}
