import '../../i18n/accounts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import CartPage, { leavePage } from './cart-page';
import { buildProfile, buildSettings } from '../../test/api-answers';

const countries = [
  { id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' },
  { id: 2, title: 'Spain', iso: 'ES', name: 'Spain' },
];
// A buyer whose profile has no address yet; the trade link is the only thing checkout keeps there.
const profile = { id: 7, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: null, city: null, address: null, post_code: null, steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x' };

function setup(payload: Record<string, unknown>) {
  const purchase = vi.fn((_body: unknown) => ({ status: 'OK', message: 'ok', balance: 0, redirect_url: 'https://pay.example/1', payload: { order_id: 1 } }));
  const api = stubApi({
    '/api/cart/contents': { status: 'OK', cart: [{ item_id: 1, is_variation: false, count: 1, available: true, message: null, item: { id: 1, price: 10, old_price: null, title: 'AK-47', img_url: 'items/1.png', type: 'Rifle', quality: null } }], payload: [] },
    '/api/user/profile': { status: 'OK', payload: buildProfile(payload) },
    '/api/countries': { status: 'OK', payload: countries },
    '/api/static-pages': { status: 'OK', payload: [] },
    '/api/settings': { status: 'OK', payload: buildSettings({ payment_methods: [{ code: 'card', title: 'Card', image: '' }] }) },
    '/api/geoip': { status: 'OK', payload: { country_code: null } },
    'POST /api/purchase/product': purchase,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/cart': <CartPage /> }, '/cart');
  return purchase;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cart checkout form (issue 14 items 1, 4)', () => {
  it('JOURNEY-4, JOURNEY-1: opens with the last paid delivery and the profile phone, and pays with them untouched', async () => {
    vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const purchase = setup({ ...profile, last_delivery: { country: 2, city: 'Madrid', address: 'Calle Mayor 1', post_code: '28013' } });
    expect(await screen.findByLabelText('City')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Address line')).toHaveValue('Calle Mayor 1');
    expect(screen.getByLabelText('Post Code')).toHaveValue('28013');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('pt');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(purchase).toHaveBeenCalled());
    expect(purchase.mock.calls[0]![0]).toMatchObject({ phone: '+351912345678', country: 2, city: 'Madrid', address: 'Calle Mayor 1', postCode: '28013' });
  });

  it('JOURNEY-4: without a paid checkout yet, the delivery fields come from the profile', async () => {
    setup({ ...profile, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100-148', last_delivery: null });
    expect(await screen.findByLabelText('City')).toHaveValue('Lisbon');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('1');
  });
});
