import { dopplerPhases, exteriorOfFloat, messagesEn, settingsSchema } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ITEM_ART_MAX_FILE_LENGTH, itemArtFilePattern, itemArtKinds } from '../../modules/images/item-art.ts';
import { ITEM_COLUMNS, ITEM_TABLE, i, itemRowSchema, type ItemRow } from '../../modules/catalog/list/columns.ts';
import { openDatabase, queryRows, type DbOrTx } from '../client.ts';
import { migrate } from '../migrate.ts';
import { facetKinds, facetValueSql } from '../schema.ts';
import { finishFloatRanges, glovesFloatRange, subcategories } from './catalog-data.ts';
import { addMissingTexts, buildSeedItem, refreshItemFacets, seedIfEmpty, seedItems } from './index.ts';

/** Items in the test template (apps/api/test/global-setup.ts). */
const TEMPLATE_ITEMS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function count(db: DbOrTx, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows(db, countRow, sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`));
  return row?.n ?? 0;
}

async function itemRows(db: DbOrTx, limit = 1_000_000): Promise<ItemRow[]> {
  return queryRows(db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} ORDER BY ${i.id} LIMIT ${limit}`);
}

const facetRow = z.object({ kind: z.string(), value: z.string(), n: z.number().int() });
const countRow = z.object({ n: z.number().int() });

/** Facet rows as "kind=value:count", sorted, from item_facets or computed from the items. */
async function facetSummary(db: DbOrTx, from: 'stored' | 'items'): Promise<string[]> {
  const rows =
    from === 'stored'
      ? await queryRows(db, facetRow, sql`SELECT kind, value, item_count AS n FROM item_facets`)
      : await queryRows(
          db,
          facetRow,
          sql`SELECT k.kind, k.value, count(*)::int AS n
              FROM items i CROSS JOIN LATERAL (VALUES ${sql.raw(facetKinds.map((kind) => `('${kind}', ${facetValueSql[kind]})`).join(', '))}) AS k(kind, value)
              WHERE i.status = 'available' AND k.value IS NOT NULL GROUP BY k.kind, k.value`,
        );
  return rows.map((r) => `${r.kind}=${r.value}:${r.n}`).sort();
}

describe('demo seed', () => {
  it('SEED-1: seeds the base data: cs2 with its subcategories, currencies with one default, languages, countries, pages, links, settings, promos (PROMO-6: the first-order code with a minimum cart value of 10 €)', async () => {
    const cats = await queryRows(t.db, z.object({ id: z.number().int(), url: z.string(), parent_id: z.number().int().nullable() }), sql`SELECT id, url, parent_id FROM categories ORDER BY position, id`);
    const root = cats.find((c) => c.parent_id === null);
    expect(root?.url).toBe('cs2');
    expect(cats.filter((c) => c.parent_id === root?.id).map((c) => c.url)).toEqual(subcategories.map((s) => s.url));

    const currencies = await queryRows(
      t.db,
      z.object({ code: z.string(), symbol: z.string(), value: z.string(), is_default: z.boolean() }),
      sql`SELECT code, symbol, value::text, is_default FROM currencies ORDER BY position`,
    );
    expect(currencies.map((c) => [c.code, c.symbol, Number(c.value)])).toEqual([
      ['EUR', '€', 1],
      ['USD', '$', 1.08],
      ['GBP', '£', 0.85],
      ['PLN', 'zł', 4.3],
    ]);
    expect(currencies.filter((c) => c.is_default).map((c) => c.code)).toEqual(['EUR']);

    const languages = await queryRows(t.db, z.object({ code: z.string(), is_default: z.boolean() }), sql`SELECT code, is_default FROM languages ORDER BY position`);
    expect(languages).toEqual([
      { code: 'en', is_default: true },
      { code: 'de', is_default: false },
      { code: 'pl', is_default: false },
    ]);

    expect(await count(t.db, 'countries')).toBe(249);
    expect(await count(t.db, 'countries', `iso !~ '^[a-z]{2}$'`)).toBe(0);
    expect(await count(t.db, 'items')).toBe(TEMPLATE_ITEMS);
    expect(await count(t.db, 'social_links')).toBe(4);

    const pages = await queryRows(
      t.db,
      z.object({ slug: z.string(), title: z.string(), is_terms: z.boolean(), is_privacy: z.boolean(), content: z.string() }),
      sql`SELECT slug, title, is_terms, is_privacy, content FROM static_pages ORDER BY position`,
    );
    expect(pages.map((p) => [p.slug, p.title, p.is_terms, p.is_privacy])).toEqual([
      ['terms', 'Terms and Conditions', true, false],
      ['privacy-policy', 'Privacy Policy', false, true],
      ['about', 'About us', false, false],
      ['faq', 'FAQ', false, false],
    ]);
    expect(pages[0]?.content).toMatch(/at least <strong>18 years old<\/strong>/);
    for (const page of pages) {
      expect(page.content).toMatch(/^<h2>/);
      expect(page.content.match(/<(p|li)>/g)?.length ?? 0, page.slug).toBeGreaterThanOrEqual(6);
    }

    const settingRows = await queryRows(t.db, z.object({ key: z.string(), value: z.unknown() }), sql`SELECT key, value FROM settings`);
    const stored = settingsSchema.parse(Object.fromEntries(settingRows.map((r) => [r.key, r.value])));
    expect(stored).toMatchObject({ support_email: 'support@skins-market.example', is_reg_enabled: true, google_tag: null, offer_enabled: true });
    expect(stored.payment_methods.map((m) => m.code)).toEqual(['card', 'balance', 'mbway', 'multibanco']);

    const promos = await queryRows(
      t.db,
      z.object({ code: z.string(), discount_type: z.string(), discount_amount: z.number(), expired: z.boolean(), used_up: z.boolean(), per_customer_limit: z.number(), first_order_only: z.boolean(), min_subtotal_cents: z.number().nullable() }),
      sql`SELECT code, discount_type, coalesce(discount_cents, discount_basis_points) AS discount_amount, coalesce(expires_at < now(), false) AS expired,
                 coalesce(used_count >= max_uses, false) AS used_up, per_customer_limit, first_order_only, min_subtotal_cents FROM promo_codes ORDER BY id`,
    );
    // SEC-3: every code once per customer; WELCOME5 ('5 € off your first order') on a first order only,
    // PROMO-6: of at least 10 €.
    expect(promos).toEqual([
      { code: 'WELCOME5', discount_type: 'fixed', discount_amount: 500, expired: false, used_up: false, per_customer_limit: 1, first_order_only: true, min_subtotal_cents: 1000 },
      { code: 'SAVE10', discount_type: 'percentage', discount_amount: 1000, expired: false, used_up: false, per_customer_limit: 1, first_order_only: false, min_subtotal_cents: null },
      { code: 'EXPIRED1', discount_type: 'fixed', discount_amount: 300, expired: true, used_up: false, per_customer_limit: 1, first_order_only: false, min_subtotal_cents: null },
      { code: 'USEDUP', discount_type: 'fixed', discount_amount: 200, expired: false, used_up: true, per_customer_limit: 1, first_order_only: false, min_subtotal_cents: null },
    ]);
  });

  it('SEED-2: every English text is stored for en, and translated for de and pl', async () => {
    const rows = await queryRows(
      t.db,
      z.object({ code: z.string(), key: z.string(), value: z.string() }),
      sql`SELECT l.code, t.key, t.value FROM translations t JOIN languages l ON l.id = t.language_id`,
    );
    const keys = Object.keys(messagesEn).sort();
    for (const code of ['en', 'de', 'pl']) {
      const ofLanguage = rows.filter((r) => r.code === code);
      expect(ofLanguage.map((r) => r.key).sort(), code).toEqual(keys);
      expect(ofLanguage.every((r) => r.value.trim().length > 0), code).toBe(true);
    }
    const en = new Map(rows.filter((r) => r.code === 'en').map((r) => [r.key, r.value]));
    expect(Object.fromEntries(en)).toEqual(messagesEn);
    // Translated, not copied: most German texts differ from the English ones.
    const sameAsEnglish = rows.filter((r) => r.code === 'de' && en.get(r.key) === r.value).length;
    expect(sameAsEnglish).toBeLessThan(keys.length / 5);
  });

  it('SEED-3: items are well-formed CS2 listings: subcategory of their type, image path of their kind, discount from the old price', async () => {
    const items = await itemRows(t.db);
    const subcategoryOfType = new Map(subcategories.flatMap((s) => s.types.map((type) => [type, s.url] as const)));
    for (const item of items) {
      expect(item.subcategory, item.title).toBe(subcategoryOfType.get(item.type as never));
      const [folder, kind, file = ''] = item.img_url.split('/');
      expect(folder).toBe('items');
      expect(itemArtKinds).toContain(kind);
      expect(file).toMatch(itemArtFilePattern);
      expect(file.length).toBeLessThanOrEqual(ITEM_ART_MAX_FILE_LENGTH);
      expect(item.price_cents).toBeGreaterThanOrEqual(30);
      if (item.old_price_cents === null) expect(item.discount_percentage).toBe(0);
      else {
        expect(item.old_price_cents).toBeGreaterThan(item.price_cents);
        expect(item.discount_percentage).toBe(Math.round(((item.old_price_cents - item.price_cents) / item.old_price_cents) * 100));
      }
      expect(item.hero === null).toBe(item.type !== 'Agent');
      if (item.type === 'Agent' || item.type === 'Sticker') expect(item.exterior_name).toBeNull();
      else expect(item.title).toMatch(item.exterior_name === 'Not Painted' ? /^★ [^|]+$/ : / \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/);
    }
    expect(new Set(items.map((i) => i.img_url)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.type)).size).toBe(10);
    const onSale = items.filter((i) => i.old_price_cents !== null).length / items.length;
    const fresh = items.filter((i) => i.is_new).length / items.length;
    expect(onSale).toBeGreaterThan(0.15);
    expect(onSale).toBeLessThan(0.35);
    expect(fresh).toBeGreaterThan(0.07);
    expect(fresh).toBeLessThan(0.25);
  });

  it('SKIN-1: seeded skins have a float inside their finish range whose exterior is theirs, a pattern, Doppler phases, never StatTrak and Souvenir at once, up to 5 stickers', async () => {
    const items = await itemRows(t.db);
    const painted = items.filter((r) => r.exterior_name !== null && r.exterior_name !== 'Not Painted');
    expect(painted.length).toBeGreaterThan(items.length / 2);
    for (const r of painted) {
      const finish = /\| (.+) \(/.exec(r.title)?.[1] ?? '';
      const [min, max] = r.type === 'Gloves' ? glovesFloatRange : (finishFloatRanges.get(finish) ?? [0, 1]);
      expect(r.float_value, r.title).not.toBeNull();
      expect(r.float_value).toBeGreaterThanOrEqual(min);
      expect(r.float_value).toBeLessThanOrEqual(max);
      expect(exteriorOfFloat(r.float_value ?? -1), r.title).toBe(r.exterior_name);
      expect(r.paint_seed).toBeGreaterThanOrEqual(0);
      expect(r.paint_seed).toBeLessThanOrEqual(1000);
      expect(r.inspect_link).toMatch(/^steam:\/\/rungame\/730\/\d+\/\+csgo_econ_action_preview%20S\d+A\d+D\d+$/);
      if (finish === 'Doppler' || finish === 'Gamma Doppler') expect(dopplerPhases).toContain(r.phase);
      else expect(r.phase).toBeNull();
    }
    for (const r of items) {
      expect(r.stattrak && r.souvenir).toBe(false);
      expect(r.stattrak).toBe(r.item_class === 'StatTrak™');
      expect(r.stickers.length).toBeLessThanOrEqual(5);
      expect(new Set(r.stickers.map((s) => s.slot)).size).toBe(r.stickers.length);
    }
    expect(items.filter((r) => r.stickers.length > 0).length).toBeGreaterThan(0);
    expect(items.filter((r) => r.trade_lock_until !== null).length).toBeGreaterThan(0);
  });

  it('SEED-4: about a third of the items list 4 to 8 similar items of their own type', async () => {
    const rows = await queryRows(
      t.db,
      z.object({ item_id: z.number().int(), n: z.number().int(), other_types: z.number().int() }),
      sql`SELECT s.item_id, count(*)::int AS n, count(*) FILTER (WHERE a.type <> b.type)::int AS other_types
          FROM item_similar s JOIN items a ON a.id = s.item_id JOIN items b ON b.id = s.similar_id GROUP BY s.item_id`,
    );
    expect(rows.length).toBeGreaterThan(TEMPLATE_ITEMS * 0.2);
    expect(rows.length).toBeLessThan(TEMPLATE_ITEMS * 0.45);
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(4);
      expect(row.n).toBeLessThanOrEqual(8);
      expect(row.other_types).toBe(0);
    }
  });

  it('SEED-5: facets count the available items per kind and value, and follow the items when refreshed', async () => {
    expect(await facetSummary(t.db, 'stored')).toEqual(await facetSummary(t.db, 'items'));
    expect(await count(t.db, 'item_facets', `category_id <> (SELECT id FROM categories WHERE url = 'cs2' AND parent_id IS NULL)`)).toBe(0);

    await t.db.execute(sql`UPDATE items SET status = 'sold' WHERE id IN (SELECT id FROM items WHERE type = 'Knife' ORDER BY id LIMIT 3)`);
    const [before] = await queryRows(t.db, countRow, sql`SELECT item_count AS n FROM item_facets WHERE kind = 'type' AND value = 'Knife'`);
    await refreshItemFacets(t.db);
    const [after] = await queryRows(t.db, countRow, sql`SELECT item_count AS n FROM item_facets WHERE kind = 'type' AND value = 'Knife'`);
    expect(after?.n).toBe((before?.n ?? 0) - 3);
    expect(await facetSummary(t.db, 'stored')).toEqual(await facetSummary(t.db, 'items'));
  });

  it('SEED-6: seeding a database that has data returns false and changes nothing', async () => {
    const tables = ['categories', 'items', 'item_similar', 'currencies', 'languages', 'translations', 'countries', 'static_pages', 'social_links', 'settings', 'promo_codes'];
    const before = await Promise.all(tables.map((table) => count(t.db, table)));
    expect(await seedIfEmpty(t.db, { items: 50 })).toBe(false);
    expect(await Promise.all(tables.map((table) => count(t.db, table)))).toEqual(before);
  });

  it('SEED-9: texts a release added are stored for every shipped language; texts already stored (maybe edited) are kept', async () => {
    expect(await addMissingTexts(t.db)).toBe(0);
    await t.db.execute(sql`DELETE FROM translations WHERE key = 'account_no_offers' OR (key = 'nav_home' AND language_id = (SELECT id FROM languages WHERE code = 'de'))`);
    await t.db.execute(sql`UPDATE translations SET value = 'Edited by the shop' WHERE key = 'nav_shop'`);
    const total = await count(t.db, 'translations');
    const langs = await count(t.db, 'languages');
    expect(await addMissingTexts(t.db)).toBe(langs + 1);
    expect(await count(t.db, 'translations')).toBe(total + langs + 1);
    const [de] = await queryRows(t.db, z.object({ value: z.string() }), sql`SELECT value FROM translations tr JOIN languages l ON l.id = tr.language_id WHERE l.code = 'de' AND key = 'nav_home'`);
    expect(de?.value).toBe('Startseite');
    expect(await count(t.db, 'translations', `key = 'nav_shop' AND value = 'Edited by the shop'`)).toBe(langs);
  });

  it('SEED-7: seedItems appends the next catalogue items in order, each with its own image path', async () => {
    const [{ max } = { max: 0 }] = await queryRows(t.db, z.object({ max: z.number().int() }), sql`SELECT max(id)::int AS max FROM items`);
    const total = await count(t.db, 'items');
    expect(await seedItems(t.db, 2_345, total)).toBe(2_345);
    const added = await queryRows(
      t.db,
      itemRowSchema.pick({ title: true, price_cents: true, img_url: true }),
      sql`SELECT title, price_cents, img_url FROM items WHERE id > ${max} ORDER BY id`,
    );
    expect(added.length).toBe(2_345);
    expect(added.map((r) => [r.title, r.price_cents, r.img_url])).toEqual(
      Array.from({ length: 2_345 }, (_, i) => buildSeedItem(total + i)).map((item) => [item.title, item.priceCents, item.imgUrl]),
    );
    expect(await count(t.db, 'items', 'true')).toBe(total + 2_345);
    const [dupes] = await queryRows(t.db, countRow, sql`SELECT count(*)::int AS n FROM (SELECT img_url FROM items GROUP BY img_url HAVING count(*) > 1) d`);
    expect(dupes?.n).toBe(0);
  });

  it('SEED-8: the seed is deterministic: a fresh database gets the same first items as the template', async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(fresh.db);
      expect(await seedIfEmpty(fresh.db, { items: 40 })).toBe(true);
      const pick = (rows: ItemRow[]) => rows.map((r) => [r.title, r.type, r.quality, r.exterior_name, r.price_cents, r.old_price_cents, r.img_url]);
      const first = await itemRows(fresh.db, 40);
      expect(pick(first)).toEqual(pick(await itemRows(t.db, 40)));
      expect(first.map((r) => r.title)).toEqual(Array.from({ length: 40 }, (_, i) => buildSeedItem(i).title));
    } finally {
      await fresh.close();
    }
  });
});
