import { CATEGORY, convertCents, ratioPercent, rarityColor, rarityColors, type Product, type Rarity } from '@skins/contract';
import { attachmentArtPath } from '../images/index.ts';
import type { ItemRow } from './list/columns.ts';
import { itemMarketName } from './market-names.ts';

/** The ids a cached answer shows (SCALE-20: a page is dropped when one of them leaves the shop). */
export const shownIds = (page: { items: Product[] } | Product[]) => (Array.isArray(page) ? page : page.items).map((p) => p.id);

const isRarity = (quality: string | null): quality is Rarity => quality !== null && Object.hasOwn(rarityColors, quality);

/** REFPRICE-4: how far the price is below the reference, in whole percent; null unless it is at least 1 % below. */
export function belowReferencePercent(priceCents: number, referenceCents: number | null): number | null {
  if (referenceCents === null || priceCents >= referenceCents) return null;
  const percent = ratioPercent(referenceCents - priceCents, referenceCents);
  return percent >= 1 ? percent : null;
}

/** A product in the requested currency (spec §3 Product); `rate` is the currency's value. */
export function toProduct(row: ItemRow, rate: number, similar: Product[] = []): Product {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    price: convertCents(row.price_cents, rate),
    old_price: row.old_price_cents === null ? null : convertCents(row.old_price_cents, rate),
    discount_percentage: row.discount_percentage,
    img_url: row.img_url,
    category: CATEGORY,
    subcategory: row.subcategory,
    quality: row.quality,
    exterior_name: row.exterior_name,
    hero: row.hero,
    item_class: row.item_class,
    is_new: row.is_new,
    // REFPRICE-3, REFPRICE-4: the stored reference of the market name (the sweep writes it; no request asks Steam).
    steam_price: row.reference_price_cents === null ? null : convertCents(row.reference_price_cents, rate),
    below_steam_percent: belowReferencePercent(row.price_cents, row.reference_price_cents),
    similar,
    // SKIN-1, SKIN-2, SKIN-3, SKIN-4: the skin's own fields; a trade lock that has ended is no lock.
    market_name: itemMarketName(row),
    float_value: row.float_value,
    paint_seed: row.paint_seed,
    phase: row.phase,
    stattrak: row.stattrak,
    souvenir: row.souvenir,
    // ART-4: each sticker's and charm's picture, drawn from its name.
    stickers: row.stickers.map((s) => ({ ...s, img_url: attachmentArtPath('stickers', s.name) })),
    charms: row.charms.map((c) => ({ ...c, img_url: attachmentArtPath('charms', c.name) })),
    rarity: isRarity(row.quality) ? row.quality : null,
    rarity_color: rarityColor(row.quality),
    inspect_link: row.inspect_link,
    trade_lock_until: row.trade_lock_until && row.trade_lock_until.getTime() > Date.now() ? row.trade_lock_until.toISOString() : null,
  };
}
