import type { Settings, UserProfile } from '@skins/contract';

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
    ...overrides,
  };
}
