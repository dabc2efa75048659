import { CATEGORY, convertCents, type Product } from '@skins/contract';
import type { ItemRow } from './items-query.ts';

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
    similar,
  };
}
