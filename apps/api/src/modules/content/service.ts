import { operatorSettingsSchema, toMinor, toMajor, type Country, type OperatorSettings, type Settings, type SocialLink } from '@skins/contract';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { cachedPerHandle, forgetContent } from './cached.ts';
import { countries, settings, socialLinks } from './tables.ts';

/** Spec §3 Settings defaults: what the shop says when a setting has never been written. */
export const defaultSettings: OperatorSettings = {
  requisites: '',
  support_email: 'support@example.com',
  copyright: '',
  is_reg_enabled: false,
  min_top_up: 1,
  // PAY-28: one top-up at most 10,000 euro unless the operator says otherwise.
  max_top_up: 10_000,
  minTopUpAmount: 1,
  vat_percent: 0,
  payment_methods: [],
  google_tag: null,
  offer_enabled: false,
  internal_currency: { name: 'Credits', image: '/img/credits.svg', exchange_rate_eur: 1 },
  prompt_fee: 2,
  // OPS-134: off until a shop with more than one operator sets it.
  balance_adjust_review_above: null,
  // PROTECT-6: a protected item stays out of the shop until its trade protection ends.
  protected_listing: 'hidden',
  // PROTECT-3: a held payout waits a day more than the protection (issue 49).
  payout_hold_margin_days: 1,
};

/** The stored settings merged over the defaults, in euro (no currency conversion), the operators' own too (OPS-134). */
/** Cached briefly (cached.ts): a checkout, a top-up and a sign-up each read them. Callers must not change the answer. */
export const readSettings: (db: DbOrTx) => Promise<OperatorSettings> = cachedPerHandle(async (db) => {
  const rows = await (db as DbOrTx).select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return operatorSettingsSchema.parse({ ...defaultSettings, ...stored });
});

/** Spec §3: min_top_up (PAY-28: and max_top_up) is multiplied by the current currency value (minTopUpAmount stays in euro). OPS-134: the operators' own settings are not the shop's. */
export async function getSettings(ctx: Ctx): Promise<Settings> {
  const { balance_adjust_review_above: _operatorsOnly, protected_listing: _listing, payout_hold_margin_days: _margin, ...s } = await readSettings(ctx.db);
  const inCurrency = (euro: number) => toMajor(toMinor(euro * ctx.locale.currency.value));
  return { ...s, min_top_up: inCurrency(s.min_top_up), max_top_up: inCurrency(s.max_top_up) };
}

export async function writeSetting<K extends keyof OperatorSettings>(db: DbOrTx, key: K, value: OperatorSettings[K]): Promise<void> {
  // Serialised by hand: drizzle would send a bare null (google_tag) as SQL NULL, not JSON null.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  forgetContent();
  await db.insert(settings).values({ key, value: json }).onConflictDoUpdate({ target: settings.key, set: { value: json } });
}

export async function listCountries(db: DbOrTx): Promise<Country[]> {
  return db.select({ id: countries.id, title: countries.title, iso: countries.iso, name: countries.name }).from(countries).orderBy(asc(countries.title));
}

export async function listSocialLinks(db: DbOrTx): Promise<SocialLink[]> {
  return db
    .select({ id: socialLinks.id, link: socialLinks.link, img: socialLinks.img, title: socialLinks.title })
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}
