import type { OperatorItem, OperatorPack, OperatorPromo, Settings, UserProfile } from '@skins/contract';

/**
 * Factories of whole API answers as the contract describes them: the client checks every answer
 * against its schema in tests (SEAM-6), so a stub states only what the test is about and the
 * factory fills in the rest.
 */
export function buildSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    requisites: '',
    support_email: '',
    copyright: '',
    is_reg_enabled: true,
    min_top_up: 1,
    max_top_up: 10_000,
    minTopUpAmount: 1,
    vat_percent: 0,
    payment_methods: [],
    google_tag: null,
    offer_enabled: false,
    internal_currency: { name: 'Credits', image: '', exchange_rate_eur: 1 },
    prompt_fee: 1,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    name: 'Ana',
    surname: 'Silva',
    email: 'ana@example.com',
    phone: null,
    balance: 0,
    avatarUrl: null,
    created_at: '2026-01-01T00:00:00.000Z',
    country: null,
    country_name: null,
    city: null,
    address: null,
    post_code: null,
    zip: null,
    steam_trade_link: null,
    steamid: null,
    emailVerified: true,
    verification_data: { status: 'approved' },
    last_delivery: null,
    role: 'customer',
    two_factor_enabled: false,
    // STAFF-1: an operator stub is an owner unless the test says otherwise.
    staff_role: overrides.role === 'operator' ? 'owner' : null,
    ...overrides,
  };
}

/** The profile answer of a signed-in staff member (an owner unless said): what the back office's role checks read (STAFF-WEB-1). */
export function staffProfileAnswer(staffRole: NonNullable<UserProfile['staff_role']> = 'owner') {
  return { '/api/user/profile': { status: 'OK', payload: buildProfile({ role: 'operator', two_factor_enabled: true, staff_role: staffRole }) } };
}

/** An item as the back office lists it (OPS-60): an available rifle skin with no skin marks. */
export function buildOperatorItem(overrides: Partial<OperatorItem> = {}): OperatorItem {
  return {
    id: 7,
    title: 'AK-47 | Redline',
    type: 'Rifle',
    quality: null,
    exterior_name: 'Field-Tested',
    hero: null,
    item_class: null,
    subcategory: null,
    price: 12.5,
    old_price: null,
    discount_percentage: 0,
    is_new: false,
    img_url: 'items/rifle/ak-47-redline-1.svg',
    image_url: null,
    image_kind: 'rifle',
    status: 'available',
    created_at: '2026-11-24T09:00:00.000Z',
    float_value: null,
    paint_seed: null,
    phase: null,
    stattrak: false,
    souvenir: false,
    stickers: [],
    charms: [],
    inspect_link: null,
    trade_lock_until: null,
    steam_asset_id: null,
    ...overrides,
  };
}

/** A pack as the back office lists it (OPS-70). */
export function buildOperatorPack(overrides: Partial<OperatorPack> = {}): OperatorPack {
  return { id: 3, title: 'Starter pack', description: '', img_url: 'items/rifle/ak-47-redline-1.svg', price: 20, items_total: 25, available: true, item_ids: [7, 8], active: true, ...overrides };
}

/** A promo code as the back office lists it (OPS-75). */
export function buildOperatorPromo(overrides: Partial<OperatorPromo> = {}): OperatorPromo {
  return { id: 4, code: 'SPRING10', description: '', discount_type: 'percentage', discount_amount: 10, max_uses: null, used_count: 0, per_customer_limit: 1, first_order_only: false, min_subtotal: null, expires_at: null, status: 'active', ...overrides };
}
