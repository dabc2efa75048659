import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { addMissingPageTranslations } from '../../db/seed/index.ts';
import { auditLog } from '../audit/tables.ts';
import { listLanguages } from '../i18n/index.ts';
import { writeSetting } from './service.ts';
import { staticPages, staticPageTranslations } from './tables.ts';

const s = useOffersApp();

const put = (key: string, headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'PUT', url: `/api/operator/settings/${key}`, headers, payload });

/** OPS-88: for every key of spec §3, a value its schema takes (and how the shop then shows it) and values it refuses. */
const cases: Record<string, { valid: unknown; shown?: unknown; invalid: unknown[] }> = {
  requisites: { valid: ' Skins Market Lda, NIF 123 ', shown: 'Skins Market Lda, NIF 123', invalid: [12, 'x'.repeat(2001), null] },
  support_email: { valid: 'help@shop.example', invalid: ['not an email', '', 5] },
  copyright: { valid: '© 2026 Skins Market', invalid: [true, 'x'.repeat(201)] },
  is_reg_enabled: { valid: true, invalid: ['true', 1, null] },
  min_top_up: { valid: 5, invalid: [0, 0.001, 5.555, -1, '5', 2_000_000] },
  max_top_up: { valid: 2500, invalid: [0, 0.001, -1, '5', 2_000_000] },
  minTopUpAmount: { valid: 5, invalid: [0, 'five'] },
  vat_percent: { valid: 23, invalid: [-1, 101, '23'] },
  payment_methods: {
    valid: [{ code: 'mbway', title: 'MB WAY', image: '/img/mbway.svg' }],
    // A code no provider maps (bitcoin) would be a button the shop cannot honour.
    invalid: [[{ code: 'MB WAY', title: 'x', image: '' }], [{ code: 'bitcoin', title: 'Bitcoin', image: '' }], [{ code: 'mbway', title: '', image: '' }], [{ code: 'mbway', title: 'A', image: '' }, { code: 'mbway', title: 'B', image: '' }], 'card'],
  },
  google_tag: { valid: 'GTM-ABC123', invalid: ['<script>', 7] },
  offer_enabled: { valid: true, invalid: ['yes', 0] },
  internal_currency: { valid: { name: 'Coins', image: '/img/coins.svg', exchange_rate_eur: 2 }, invalid: [{ name: '', image: '/i.svg', exchange_rate_eur: 1 }, { name: 'C', image: '/i.svg', exchange_rate_eur: 0 }, 'Coins'] },
  // MONEY-4: part cents are refused (2.005 was stored as 2.01).
  prompt_fee: { valid: 3.5, invalid: [0, 'free', 2.005] },
  // OPS-134: the operators' own setting (GET /settings leaves it out).
  balance_adjust_review_above: { valid: 100.5, invalid: [-1, 1.234, '100', 2_000_000] },
  // PROTECT-1: the operators' own settings of Steam's trade protection (GET /settings leaves them out).
  protected_listing: { valid: 'available_from', invalid: ['shown', 1, null] },
  payout_hold_margin_days: { valid: 2, invalid: [-1, 15, 1.5, '2'] },
};
/** The operators' own settings: GET /settings leaves them out. */
const operatorOnly = new Set(['balance_adjust_review_above', 'protected_listing', 'payout_hold_margin_days']);

describe('operator: settings', () => {
  it('OPS-88: every setting of spec §3 is read by GET /operator/settings and written when valid; the shop sees it at once; each write is audited', async () => {
    const op = await person(s.t.db, 'operator');
    const all = json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload;
    expect(Object.keys(all).sort()).toEqual(Object.keys(cases).sort());
    for (const [key, c] of Object.entries(cases)) {
      const res = await put(key, op.headers, { value: c.valid });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      const shown = c.shown ?? c.valid;
      expect(json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload[key]).toEqual(shown);
      expect(json(await s.t.app.inject('/api/settings')).payload[key]).toEqual(operatorOnly.has(key) ? undefined : shown);
      const [step] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'setting.change'), eq(auditLog.targetId, key))).orderBy(auditLog.id).then((r) => r.slice(-1));
      expect(step, key).toMatchObject({ actorId: op.id, after: shown });
    }
    await writeSetting(s.t.db, 'internal_currency', { name: 'Credits', image: '/img/credits.svg', exchange_rate_eur: 1 });
  });

  it('OPS-88: a value a setting cannot take is a 422 OPS_SETTING_INVALID with the reason under value, and nothing changes', async () => {
    const op = await person(s.t.db, 'operator');
    const before = json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload;
    for (const [key, c] of Object.entries(cases)) {
      for (const value of c.invalid) {
        const res = await put(key, op.headers, { value });
        expect(res.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(422);
        expect(json(res)).toMatchObject({ code: 'OPS_SETTING_INVALID', errors: { value: [expect.any(String)] } });
      }
    }
    expect(json(await put('support_email', op.headers, { value: 'nope' })).errors.value).toEqual(['Enter a valid email address']);
    expect(json(await put('payment_methods', op.headers, { value: [{ code: 'bitcoin', title: 'Bitcoin', image: '' }] })).errors.value).toEqual(['A payment method code is one the shop can take: card, balance, mbway, multibanco']);
    // OPS-136: the shop keeps at least one way to be paid.
    expect(json(await put('payment_methods', op.headers, { value: [] })).errors.value).toEqual(['At least one payment method must stay on']);
    expect((await put('unknown_key', op.headers, { value: 1 })).statusCode).toBe(422);
    expect(json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload).toEqual(before);
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/settings', headers: customer.headers })).statusCode).toBe(403);
    expect((await put('vat_percent', customer.headers, { value: 1 })).statusCode).toBe(403);
  });

  it('PAY-28: the maximum top-up cannot be set below the minimum, nor the minimum above the maximum; nothing changes', async () => {
    const op = await person(s.t.db, 'operator');
    const before = json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload;
    for (const [key, value] of [
      ['max_top_up', before.min_top_up - 0.01],
      ['min_top_up', before.max_top_up + 1],
    ] as const) {
      const res = await put(key, op.headers, { value });
      expect([res.statusCode, json(res).code, json(res).errors?.value], key).toEqual([422, 'OPS_SETTING_INVALID', ['The maximum top-up cannot be below the minimum top-up']]);
    }
    expect((await put('max_top_up', op.headers, { value: before.min_top_up })).statusCode).toBe(200);
    expect(json(await s.t.app.inject({ url: '/api/operator/settings', headers: op.headers })).payload).toEqual({ ...before, max_top_up: before.min_top_up });
    expect((await put('max_top_up', op.headers, { value: before.max_top_up })).statusCode).toBe(200);
  });

  it('OPS-88: is_reg_enabled off closes sign-up at once, on opens it again', async () => {
    const op = await person(s.t.db, 'operator');
    const register = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Ada', surname: 'Lovelace', email: uniqueEmail('ada'), phone: '+351 912 345 678', phoneE164: '+351912345678', password: 'Secret1234', passConfirm: 'Secret1234' },
      });
    await put('is_reg_enabled', op.headers, { value: false });
    expect(json(await register()).code).toBe('AUTH_REGISTRATION_DISABLED');
    await put('is_reg_enabled', op.headers, { value: true });
    expect((await register()).statusCode).toBe(200);
  });
});

describe('operator: static pages', () => {
  const langId = async (code: string) => (await listLanguages(s.t.db)).find((l) => l.code === code)!.id;

  it('OPS-91: the shop\'s static pages are seeded in German and Polish; GET /api/static-pages answers them by lang_id, English otherwise', async () => {
    const en = json(await s.t.app.inject('/api/static-pages')).payload;
    const de = json(await s.t.app.inject(`/api/static-pages?lang_id=${await langId('de')}`)).payload;
    const pl = json(await s.t.app.inject(`/api/static-pages?lang_id=${await langId('pl')}`)).payload;
    const terms = (list: { id: number; slug: string; title: string; content: string }[]) => list.find((p) => p.slug === 'terms')!;
    expect(terms(en).title).toBe('Terms and Conditions');
    expect(terms(de)).toMatchObject({ title: 'Allgemeine Geschäftsbedingungen', content: expect.stringContaining('18 Jahre alt') });
    expect(terms(pl)).toMatchObject({ title: 'Regulamin', content: expect.stringContaining('18 lat') });
    for (const list of [de, pl]) {
      expect(list.map((p: { slug: string }) => p.slug)).toEqual(en.map((p: { slug: string }) => p.slug));
      for (const page of list) expect(page.title).not.toBe(en.find((p: { slug: string }) => p.slug === page.slug).title);
    }
    const one = json(await s.t.app.inject(`/api/static-pages/${terms(en).id}?lang_id=${await langId('pl')}`)).payload;
    expect(one.title).toBe('Regulamin');
    expect(await addMissingPageTranslations(s.t.db)).toBe(0);
  });

  it('OPS-90: the operator lists every page per language and edits the title and content of one language; the shop shows it; audited; bad input changes nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const [page] = await s.t.db.insert(staticPages).values({ slug: `shipping-${Date.now()}`, title: 'Shipping', content: '<p>Fast</p>', position: 99 }).returning();
    const listed = json(await s.t.app.inject({ url: '/api/operator/static-pages', headers: op.headers })).payload.find((p: { id: number }) => p.id === page!.id);
    expect(listed).toEqual({ id: page!.id, slug: page!.slug, is_terms: 0, is_privacy: 0, texts: { en: { title: 'Shipping', content: '<p>Fast</p>' }, de: null, pl: null } });
    // Not written in German yet: the shop shows English.
    expect(json(await s.t.app.inject(`/api/static-pages/${page!.id}?lang_id=${await langId('de')}`)).payload.title).toBe('Shipping');

    const edit = (lang: string, payload: object) => s.t.app.inject({ method: 'PUT', url: `/api/operator/static-pages/${page!.id}/${lang}`, headers: op.headers, payload });
    const de = await edit('de', { title: 'Versand', content: '<p>Schnell</p>' });
    expect(de.statusCode).toBe(200);
    expect(json(de).payload.texts.de).toEqual({ title: 'Versand', content: '<p>Schnell</p>' });
    expect((await edit('en', { title: 'Shipping and delivery', content: '<p>Fast</p>' })).statusCode).toBe(200);
    expect(json(await s.t.app.inject(`/api/static-pages/${page!.id}?lang_id=${await langId('de')}`)).payload).toMatchObject({ title: 'Versand', content: '<p>Schnell</p>' });
    expect(json(await s.t.app.inject(`/api/static-pages/${page!.id}`)).payload.title).toBe('Shipping and delivery');
    const steps = await s.t.db.select().from(auditLog).where(eq(auditLog.action, 'static_page.edit'));
    expect(steps.filter((x) => x.targetId.startsWith(`${page!.id}:`)).map((x) => [x.targetId, x.before])).toEqual([
      [`${page!.id}:de`, null],
      [`${page!.id}:en`, { title: 'Shipping', content: '<p>Fast</p>' }],
    ]);

    for (const [lang, body] of [
      ['fr', { title: 'x', content: 'y' }],
      ['pl', { title: ' ', content: 'y' }],
      ['pl', { title: 'x' }],
    ] as const) {
      expect((await edit(lang, body)).statusCode).toBe(422);
    }
    expect((await s.t.app.inject({ method: 'PUT', url: '/api/operator/static-pages/999999/pl', headers: op.headers, payload: { title: 'x', content: 'y' } })).statusCode).toBe(404);
    expect(await s.t.db.$count(staticPageTranslations, and(eq(staticPageTranslations.pageId, page!.id), eq(staticPageTranslations.lang, 'pl')))).toBe(0);
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/static-pages', headers: customer.headers })).statusCode).toBe(403);
  });
});
