import type { Settings } from '@skins/contract';
import type { socialLinks } from '../schema.ts';

/** The demo shop's settings (spec §3 Settings), one row per key. Amounts are in euro. */
export const demoSettings: Settings = {
  requisites: 'Skins Market Ltd. · 12 Harbour Street, Floor 3, 1100-148 Lisbon, Portugal · Registration no. 517 204 389 · VAT PT517204389',
  support_email: 'support@skins-market.example',
  copyright: '© 2026 Skins Market. All rights reserved.',
  is_reg_enabled: true,
  min_top_up: 1,
  max_top_up: 10_000,
  minTopUpAmount: 1,
  vat_percent: 0,
  payment_methods: [
    { code: 'card', title: 'Card', image: '/img/payments/card.svg' },
    { code: 'balance', title: 'Balance', image: '/img/payments/balance.svg' },
    { code: 'mbway', title: 'MB WAY', image: '/img/payments/mbway.svg' },
    { code: 'multibanco', title: 'Multibanco', image: '/img/payments/multibanco.svg' },
  ],
  google_tag: null,
  offer_enabled: true,
  internal_currency: { name: 'Credits', image: '/img/credits.svg', exchange_rate_eur: 1 },
  prompt_fee: 2,
};

/** Spec §3 Social link; images are served by the web app from public/img/social. */
export const demoSocialLinks: readonly Omit<typeof socialLinks.$inferInsert, 'id'>[] = [
  { title: 'Discord', link: 'https://discord.gg/skins-market', img: '/img/social/discord.svg', position: 1 },
  { title: 'X', link: 'https://x.com/skinsmarket', img: '/img/social/x.svg', position: 2 },
  { title: 'Instagram', link: 'https://www.instagram.com/skinsmarket', img: '/img/social/instagram.svg', position: 3 },
  { title: 'YouTube', link: 'https://www.youtube.com/@skinsmarket', img: '/img/social/youtube.svg', position: 4 },
];
