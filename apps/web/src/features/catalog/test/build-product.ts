import type { Product } from '@skins/contract';

let nextId = 1;

/** A product as the API answers it; override what a test is about. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = nextId++;
  return {
    id,
    title: `AK-47 | Redline ${id}`,
    type: 'Rifle',
    price: 12.5,
    old_price: null,
    discount_percentage: 0,
    img_url: `items/${id}.svg`,
    category: 'cs2',
    subcategory: 'rifles',
    quality: 'Field-Tested',
    exterior_name: 'Field-Tested',
    hero: null,
    item_class: 'Normal',
    is_new: false,
    steam_price: null,
    below_steam_percent: null,
    similar: [],
    market_name: `AK-47 | Redline ${id} (Field-Tested)`,
    float_value: 0.25,
    paint_seed: 100,
    phase: null,
    stattrak: false,
    souvenir: false,
    stickers: [],
    charms: [],
    rarity: 'Classified',
    rarity_color: '#d32ce6',
    inspect_link: null,
    trade_lock_until: null,
    ...overrides,
  };
}
