import type { Db } from '../client.ts';

export interface SeedOptions {
  items: number;
}

/** Seeds demo data when the database has none (placeholder until the demo seed lands). */
export async function seedIfEmpty(_db: Db, _opts: SeedOptions = { items: 600 }): Promise<boolean> {
  return false;
}
