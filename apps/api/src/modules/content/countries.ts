import { eq } from 'drizzle-orm';
import type { Country } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cachedPerHandle } from './cached.ts';
import { countries } from './tables.ts';

/** The shop's countries by id, cached briefly (cached.ts): every checkout and profile save names one. */
const countriesById = cachedPerHandle(async (db) => {
  const rows = await (db as DbOrTx).select({ id: countries.id, title: countries.title, iso: countries.iso, name: countries.name }).from(countries);
  return new Map<number, Country>(rows.map((r) => [r.id, r]));
});

/** One country by id, or null (a profile names its country, ACCOUNT-1/2). */
export async function findCountry(db: DbOrTx, id: number): Promise<Country | null> {
  return (await countriesById(db)).get(id) ?? null;
}

/** Whether the shop lists a country with this ISO code (any case; stored lowercase, spec §3). */
export async function hasCountryIso(db: DbOrTx, iso: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, iso.toLowerCase())).limit(1);
  return row !== undefined;
}
