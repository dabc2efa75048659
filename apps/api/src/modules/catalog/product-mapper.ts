import { CATEGORY, convertCents, type Product } from '@skins/contract';

/** The columns every product query selects (see ITEM_COLUMNS in items-query.ts). */
export interface ItemRow {
  id: number;
  title: string;
  type: string;
  price_cents: number;
  old_price_cents: number | null;
  discount_percentage: number;
  img_url: string;
  quality: string | null;
  exterior_name: string | null;
  hero: string | null;
  item_class: string | null;
  is_new: boolean;
  subcategory: string | null;
}

/** A product in the requested currency (spec §3 Product); `rate` is the currency's value. */
export function toProduct(row: ItemRow, rate: number, similar: Product[] = []): Product {
  return {
    id: Number(row.id),
    title: row.title,
    type: row.type,
    price: convertCents(Number(row.price_cents), rate),
    old_price: row.old_price_cents === null ? null : convertCents(Number(row.old_price_cents), rate),
    discount_percentage: Number(row.discount_percentage),
    img_url: row.img_url,
    category: CATEGORY,
    subcategory: row.subcategory,
    quality: row.quality,
    exterior_name: row.exterior_name,
    hero: row.hero,
    item_class: row.item_class,
    is_new: Boolean(row.is_new),
    similar,
  };
}
