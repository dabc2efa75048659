import { messagesEn, type MessageKey } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, countries, currencies, languages, promoCodes, settings, socialLinks, staticPages, staticPageTranslations, translations } from '../schema.ts';
import { queryRows, type Db, type DbOrTx } from '../client.ts';
import { cleanPageHtml } from '../../modules/content/index.ts';
import { rootCategory, subcategories } from './catalog-data.ts';
import { isoCountries } from './countries.ts';
import { demoCurrencies, demoLanguages } from './currencies-languages.ts';
import { refreshItemFacets } from './item-facets.ts';
import { seedItems } from './items.ts';
import { seedPacks } from './packs.ts';
import { seedSalesHistory } from './sales-history.ts';
import { demoPromoCodes } from './promo-codes.ts';
import { demoSettings, demoSocialLinks } from './shop-settings.ts';
import { seedSimilarItems } from './similar-items.ts';
import { demoStaticPages } from './static-pages.ts';
import { staticPagesDe } from './static-pages-de.ts';
import { staticPagesPl } from './static-pages-pl.ts';
import { messagesDe } from './translations-de.ts';
import { messagesPl } from './translations-pl.ts';

export { refreshItemFacets } from './item-facets.ts';
export { buildSeedItem, seedItems } from './items.ts';

export interface SeedOptions {
  items: number;
}

/** Items of the demo catalogue when nothing else is asked for. */
export const DEMO_ITEM_COUNT = 600;

/** An arbitrary constant: the advisory lock that keeps two starting processes from seeding twice. */
const SEED_LOCK_ID = 727_362;

const dictionaries: Record<(typeof demoLanguages)[number]['code'], Record<MessageKey, string>> = { en: messagesEn, de: messagesDe, pl: messagesPl };

/** Everything but the items: categories, currencies, languages and texts, countries, pages, links, settings, promos. */
async function seedBaseData(tx: DbOrTx): Promise<void> {
  const [root] = await tx.insert(categories).values({ ...rootCategory, position: 1 }).returning({ id: categories.id });
  if (!root) throw new Error('inserting the root category returned nothing');
  await tx.insert(categories).values(subcategories.map((s, i) => ({ parentId: root.id, name: s.name, url: s.url, position: i + 1 })));

  await tx.insert(currencies).values([...demoCurrencies]);
  const langs = await tx.insert(languages).values([...demoLanguages]).returning({ id: languages.id, code: languages.code });
  const keys = Object.keys(messagesEn) as MessageKey[];
  for (const lang of langs) {
    const dictionary = dictionaries[lang.code as keyof typeof dictionaries];
    await tx.insert(translations).values(keys.map((key) => ({ languageId: lang.id, key, value: dictionary[key] })));
  }

  await tx.insert(countries).values(isoCountries.map(([iso, name]) => ({ iso, title: name, name })));
  // SEC-16: stored as the shop would store them from the back office.
  await tx.insert(staticPages).values(demoStaticPages.map((page) => ({ ...page, content: cleanPageHtml(page.content) })));
  await addMissingPageTranslations(tx);
  await tx.insert(socialLinks).values([...demoSocialLinks]);
  // Written as JSON text: a bare null (google_tag) would become SQL NULL and break NOT NULL.
  await tx.insert(settings).values(Object.entries(demoSettings).map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` })));
  await tx.insert(promoCodes).values([...demoPromoCodes]);
}

/**
 * SEED-9: interface texts that a release added are stored for every language the product ships
 * texts for, on every start (an upgraded database gets them too); a text already stored, perhaps
 * edited since, is kept. Returns how many were added.
 */
export async function addMissingTexts(db: DbOrTx): Promise<number> {
  const langs = await db.select({ id: languages.id, code: languages.code }).from(languages);
  const keys = Object.keys(messagesEn) as MessageKey[];
  let added = 0;
  for (const lang of langs) {
    const dictionary = dictionaries[lang.code as keyof typeof dictionaries];
    if (!dictionary) continue;
    const rows = await db
      .insert(translations)
      .values(keys.map((key) => ({ languageId: lang.id, key, value: dictionary[key] })))
      .onConflictDoNothing()
      .returning({ key: translations.key });
    added += rows.length;
  }
  return added;
}

/**
 * OPS-91: the German and Polish texts of the shop's static pages (matched by slug), on every start
 * (an upgraded database gets them too); a text already stored, perhaps edited since, is kept.
 * Stored cleaned (SEC-16). Returns how many were added.
 */
export async function addMissingPageTranslations(db: DbOrTx): Promise<number> {
  const pages = await db.select({ id: staticPages.id, slug: staticPages.slug }).from(staticPages);
  const rows = pages.flatMap((page) =>
    (
      [
        ['de', staticPagesDe],
        ['pl', staticPagesPl],
      ] as const
    ).flatMap(([lang, texts]) => {
      const text = texts[page.slug];
      return text ? [{ pageId: page.id, lang, title: text.title, content: cleanPageHtml(text.content) }] : [];
    }),
  );
  if (rows.length === 0) return 0;
  return (await db.insert(staticPageTranslations).values(rows).onConflictDoNothing().returning({ pageId: staticPageTranslations.pageId })).length;
}

/**
 * Seeds the demo shop when the database has none (no currencies yet): base data, `opts.items`
 * catalogue items, similar lists, facets and a year of sales (PRICE-5), all in one transaction. Returns whether it seeded.
 * Deterministic: the same options give the same rows on every run.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = { items: DEMO_ITEM_COUNT }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [row] = await queryRows(tx, z.object({ n: z.number().int() }), sql`SELECT count(*)::int AS n FROM currencies`);
    if ((row?.n ?? 0) > 0) return false;
    await seedBaseData(tx);
    await seedItems(tx, opts.items, 0);
    await seedSimilarItems(tx);
    await seedPacks(tx);
    await refreshItemFacets(tx);
    await seedSalesHistory(tx);
    return true;
  });
}
