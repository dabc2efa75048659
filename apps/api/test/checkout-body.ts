/**
 * A valid spec §3 checkout body (POST /api/purchase/product), by balance unless overridden. No vitest
 * import: the API tests (checkout-helpers.ts) and the bench scripts (scripts/bench*.ts) send the same.
 */
export function checkoutPayload(countryId: number, overrides: Record<string, unknown> = {}) {
  return {
    steamId: '76561198000000000',
    tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
    name: 'Ana',
    surname: 'Silva',
    email: 'ana@example.com',
    phone: '+351 912 345 678',
    country: countryId,
    city: 'Lisbon',
    address: 'Rua 1',
    postCode: '1000-001',
    paymentMethod: 'balance',
    directPayment: false,
    promocode: '',
    ...overrides,
  };
}
