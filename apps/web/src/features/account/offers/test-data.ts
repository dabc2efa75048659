/** Offers as GET /offer/history and GET /offer/{id} answer them, for this folder's tests. */
export const buildOffer = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: 1_700_000_000 + id,
  title: `Skin ${id}`,
  item: { title: `Skin ${id}`, img: null, img_url: null },
  quality: 'field_tested',
  user_price: 12.5,
  service_price: null,
  currency: 'EUR',
  status,
  quantity: 1,
  float: null,
  pattern: null,
  stickers: [],
  protected_until: null,
  ...extra,
});

export const buildOfferDetails = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  ...buildOffer(id, status),
  events: [{ status: 'pending', at: 1_700_000_000 }],
  payout: null,
  payouts: [],
  reason: null,
  payout_held_until: null,
  trade: null,
  ...extra,
});
