/** An offer and a payout as the back office's lists answer them (GET /operator/offers, /operator/payouts), for this folder's tests. */
export const operatorOffer = {
  id: 12,
  created_at: 1_900_000_000,
  title: 'AK-47 | Redline',
  item: { title: 'AK-47 | Redline', img: null, img_url: null },
  quality: 'field_tested',
  user_price: 25.5,
  service_price: null,
  currency: 'EUR',
  status: 'pending',
  quantity: 1,
  float: null,
  pattern: null,
  stickers: [],
  user_id: 3,
  user_email: 'seller@example.com',
  user_trade_link: null,
  item_url: 'https://steamcommunity.com/id/seller/inventory',
  reason: null,
  protected_until: null,
  item_id: null,
  trade: null,
};

export const operatorPayout = { id: 5, offer_id: 12, user_email: 'seller@example.com', method: 'sepa', amount: 20, currency: 'EUR', status: 'processing', account_last4: '3000', holder_name: null, message: null, created_at: 1_900_000_000, provider_holds_until: null, release_at: null };
