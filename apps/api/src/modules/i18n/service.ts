import { FALLBACK_CURRENCY, type Currency, type Language, type Localizations } from '@skins/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Locale } from '../../lib/ctx.ts';
import { currencies, languages, translations } from './tables.ts';

/**
 * Currencies and languages change rarely and are read on every request (locale resolution),
 * so they are cached briefly per process. A few seconds of staleness after an edit is harmless.
 */
const CACHE_MS = 10_000;
interface Loaded {
  at: number;
  db: DbOrTx;
  currencies: Currency[];
  languages: Language[];
}
let cache: Loaded | null = null;
/**
 * SCALE-39: the load in flight, which every request that finds the cache expired awaits: at each
 * expiry, every request in flight ran both queries (23-32 pairs at 32 connections).
 */
let loading: { db: DbOrTx; loaded: Promise<Loaded> } | null = null;
/** Counts invalidations, so that a load an edit overtook is not kept. */
let generation = 0;

export function invalidateI18nCache(): void {
  cache = null;
  loading = null;
  generation++;
}

async function query(db: DbOrTx, started: number): Promise<Loaded> {
  const [cs, ls] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id)),
    db.select().from(languages).orderBy(asc(languages.position), asc(languages.id)),
  ]);
  const loaded: Loaded = {
    at: Date.now(),
    db,
    currencies: cs.map((c) => ({ id: c.id, code: c.code, symbol: c.symbol, value: Number(c.value), default: c.isDefault ? 1 : 0 })),
    languages: ls.map((l) => ({ id: l.id, code: l.code, title: l.title, default: l.isDefault ? 1 : 0 })),
  };
  if (started === generation) cache = loaded;
  return loaded;
}

function load(db: DbOrTx): Promise<Loaded> | Loaded {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache;
  if (loading?.db === db) return loading.loaded;
  const own = { db, loaded: query(db, generation) };
  loading = own;
  // Settled (or failed, so the next request tries again), the load is no longer the one to await.
  const done = () => {
    if (loading === own) loading = null;
  };
  own.loaded.then(done, done);
  return own.loaded;
}

export async function listCurrencies(db: DbOrTx): Promise<Currency[]> {
  return (await load(db)).currencies;
}

export async function listLanguages(db: DbOrTx): Promise<Language[]> {
  return (await load(db)).languages;
}

/** Spec §4 Currency: an unknown code falls back to the default-flagged one, then the first, then EUR. */
export function pickCurrency(list: Currency[], code: string | undefined): Locale['currency'] {
  const wanted = code?.toUpperCase();
  const c = list.find((x) => x.code === wanted) ?? list.find((x) => x.default === 1) ?? list[0];
  return c ? { code: c.code, symbol: c.symbol, value: c.value } : { ...FALLBACK_CURRENCY };
}

/** Spec §4 Language: the asked id if listed, else the default language, else the first. */
export function pickLanguage(list: Language[], id: number | undefined): Language | null {
  return list.find((l) => l.id === id) ?? list.find((l) => l.default === 1) ?? list[0] ?? null;
}

export async function resolveLocale(db: DbOrTx, query: { currency?: string; lang_id?: number }): Promise<Locale> {
  const { currencies: cs, languages: ls } = await load(db);
  const currency = pickCurrency(cs, query.currency);
  const asked = query.currency?.toUpperCase();
  return { currency, languageId: pickLanguage(ls, query.lang_id)?.id ?? null, ...(asked && asked !== currency.code && { unlistedCurrency: asked }) };
}

/** GET /localizations: the texts of one language as a key -> text map (English defaults live in the client). */
export async function getLocalizations(db: DbOrTx, langId: number | undefined): Promise<Localizations> {
  const language = pickLanguage(await listLanguages(db), langId);
  if (!language) return {};
  const rows = await db.select({ key: translations.key, value: translations.value }).from(translations).where(eq(translations.languageId, language.id));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
