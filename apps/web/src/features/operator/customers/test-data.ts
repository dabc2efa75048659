/** A customer as GET /operator/customers/{id} answers it, for this folder's tests. */
export const customer = (emailVerified: boolean, role = 'customer') => ({
  id: 9,
  email: 'late@example.com',
  name: 'Lena',
  surname: 'Late',
  steamid: '76561198000000001',
  phone: '+4915123456789',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=9&token=lena',
  role,
  balance: 0,
  email_verified: emailVerified,
  created_at: 1_900_000_000,
  blocked_at: null,
  blocked_reason: null,
  erased_at: null as number | null,
  orders_count: 0,
});
