import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { currencies, languages, translations } from './tables.ts';
import { invalidateI18nCache } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  invalidateI18nCache();
  await t.db.delete(currencies);
  await t.db.delete(languages);
  await t.db.insert(currencies).values([
    { code: 'USD', symbol: '$', value: 1.1, isDefault: false, position: 2 },
    { code: 'EUR', symbol: '€', value: 1, isDefault: true, position: 1 },
  ]);
  const [en, de] = await t.db
    .insert(languages)
    .values([
      { code: 'en', title: 'English', isDefault: true, position: 1 },
      { code: 'de', title: 'Deutsch', position: 2 },
    ])
    .returning();
  await t.db.insert(translations).values([
    { languageId: en!.id, key: 'nav_home', value: 'Home' },
    { languageId: de!.id, key: 'nav_home', value: 'Startseite' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/currencies', () => {
  it('I18N-1: lists currencies in order with default flagged 1', async () => {
    const res = await t.app.inject('/api/currencies');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.status).toBe('OK');
    expect(body.payload.map((c: { code: string }) => c.code)).toEqual(['EUR', 'USD']);
    expect(body.payload[0]).toMatchObject({ code: 'EUR', symbol: '€', value: 1, default: 1 });
    expect(body.payload[1]).toMatchObject({ code: 'USD', value: 1.1, default: 0 });
  });
});

describe('GET /api/languages and /api/localizations', () => {
  it('I18N-2: lists languages', async () => {
    const body = json(await t.app.inject('/api/languages'));
    expect(body.payload.map((l: { code: string }) => l.code)).toEqual(['en', 'de']);
  });

  it('I18N-3: answers the texts of the asked language', async () => {
    const langs = json(await t.app.inject('/api/languages')).payload;
    const de = langs.find((l: { code: string }) => l.code === 'de');
    const body = json(await t.app.inject(`/api/localizations?lang_id=${de.id}`));
    expect(body.payload).toEqual({ nav_home: 'Startseite' });
  });

  it('I18N-4: an unknown or malformed lang_id falls back to the default language, never an error', async () => {
    for (const q of ['lang_id=99999', 'lang_id=abc', 'lang_id=-1', '']) {
      const res = await t.app.inject(`/api/localizations?${q}`);
      expect(res.statusCode).toBe(200);
      expect(json(res).payload).toEqual({ nav_home: 'Home' });
    }
  });
});
