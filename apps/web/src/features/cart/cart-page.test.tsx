import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import CartPage, { leavePage } from './cart-page';
import { buildProfile, buildSettings } from '../../test/api-answers';
import { localeStore } from '../../app/locale-store';

const entry = (id: number, price: number) => ({
  item_id: id,
  is_variation: false,
  count: 1,
  available: true,
  message: null,
  item: { id, price, old_price: null, title: `AK-47 | Redline #${id}`, img_url: `items/${id}.png`, type: 'Rifle', quality: 'Field-Tested' },
});

const profile = {
  id: 7,
  name: 'Ana',
  surname: 'Silva',
  email: 'ana@example.com',
  phone: '+351912345678',
  balance: 5,
  country: 1,
  city: 'Lisbon',
  address: 'Rua 1',
  post_code: '1100-148',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x',
  steamid: '7656119',
};

const settings = {
  payment_methods: [
    { code: 'mbway', title: 'MB WAY', image: '' },
    { code: 'balance', title: 'Balance', image: '' },
    { code: 'card', title: 'Card', image: '' },
    { code: 'multibanco', title: 'Multibanco', image: '' },
  ],
  offer_enabled: false,
  internal_currency: { name: 'Credits', image: '', exchange_rate_eur: 1 },
};

function setup(overrides: Record<string, unknown> = {}) {
  const api = stubApi({
    '/api/cart/contents': { status: 'OK', cart: [entry(1, 10)], payload: [] },
    '/api/user/profile': { status: 'OK', payload: buildProfile(profile) },
    '/api/countries': { status: 'OK', payload: [{ id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' }] },
    '/api/static-pages': { status: 'OK', payload: [] },
    '/api/settings': { status: 'OK', payload: buildSettings(settings) },
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const view = renderRoutes({ '/cart': <CartPage /> }, '/cart');
  return { ...view, calls: api.calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CartPage', () => {
  it('shows the empty state with Continue shopping', async () => {
    setup({ '/api/cart/contents': { status: 'OK', cart: [], payload: [] } });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  });

  it('shows a failure with Try again', async () => {
    setup({ '/api/cart/contents': [500, { status: 'error', message: 'Failed to fetch cart content' }] });
    expect(await screen.findByText('Failed to fetch cart content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('PAY-WEB-4: payment buttons are card first, then balance, then the other methods', async () => {
    setup();
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pay by card', 'Pay with balance', 'Pay with MB WAY', 'Pay with Multibanco']);
  });

  it('PAY-WEB-1: an invalid form shows the field messages and the banner, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ '/api/user/profile': { status: 'OK', payload: buildProfile({ id: 8, name: '', surname: '', email: '', balance: 0 }) } });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('Please fill in all required fields correctly and accept terms.')).toBeInTheDocument();
    for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Steam trade link is required', 'Country is required', 'City is required', 'Address line is required', 'Post Code is required', 'You must accept the terms and conditions', 'Valid phone number is required'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/purchase/product')).toBe(false);
  });

  it('PAY-WEB-3: the promo code needs a shipping address, then an entered code', async () => {
    const user = userEvent.setup();
    const promo = vi.fn(() => ({ status: 'OK', payload: { calculated_discount: 4, type: 'fixed', applies_to_delivery: false, id: 1, code: 'SAVE4', description: '', discount_type: 'fixed', discount_amount: 4 }, message: 'Promo code applied successfully' }));
    setup({ '/api/user/profile': { status: 'OK', payload: buildProfile({ ...profile, city: '' }) }, '/api/promocode/check': promo });
    expect(await screen.findByText('Enter shipping address to apply promo code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(promo).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('City'), 'Lisbon');
    expect(screen.queryByText('Enter shipping address to apply promo code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No promo code provided')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), 'SAVE4');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code applied successfully')).toBeInTheDocument();
    const total = screen.getByTestId('cart-total');
    expect(within(total).getByText('€10.00').tagName).toBe('S');
    expect(within(total).getByText('€6.00')).toBeInTheDocument();
  });

  it('PROMO-6: a code refused below its minimum cart value shows the message naming the minimum, and the total stays undiscounted', async () => {
    const user = userEvent.setup();
    const below = [422, { status: 'error', code: 'PROMO_CODE_BELOW_MINIMUM', message: 'This promo code applies to carts of at least €10.00' }];
    setup({ '/api/cart/contents': { status: 'OK', cart: [entry(1, 4.13)], payload: [] }, '/api/promocode/check': below });
    await user.type(await screen.findByLabelText('Promo code'), 'WELCOME5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code applies to carts of at least €10.00');
    const total = screen.getByTestId('cart-total');
    expect(within(total).queryByText('€4.13', { selector: 's' })).not.toBeInTheDocument();
    expect(within(total).getByText('€4.13')).toBeInTheDocument();
  });

  it('PAY-WEB-17: the VAT of the settings is on a line of its own and in the total, computed after the promo as the server charges it', async () => {
    const user = userEvent.setup();
    const promo = () => ({ status: 'OK', payload: { calculated_discount: 4, type: 'fixed', applies_to_delivery: false, id: 1, code: 'SAVE4', description: '', discount_type: 'fixed', discount_amount: 4 }, message: 'Promo code applied successfully' });
    setup({ '/api/cart/contents': { status: 'OK', cart: [entry(1, 10.83)], payload: [] }, '/api/settings': { status: 'OK', payload: buildSettings({ ...settings, vat_percent: 23 }) }, '/api/promocode/check': promo });
    // 10.83 + 23 % (2.4909, rounded to the cent) = 13.32.
    expect(await screen.findByTestId('cart-vat')).toHaveTextContent('VAT (23%): €2.49');
    expect(within(screen.getByTestId('cart-total')).getByText('€13.32')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), 'SAVE4');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // (10.83 - 4) + 23 % of 6.83 (1.5709) = 8.40.
    await waitFor(() => expect(screen.getByTestId('cart-vat')).toHaveTextContent('VAT (23%): €1.57'));
    expect(within(screen.getByTestId('cart-total')).getByText('€8.40')).toBeInTheDocument();
  });

  it('CART-WEB-1: a sold row counts nowhere (the total, and so the balance check); one action removes every unavailable row', async () => {
    const user = userEvent.setup();
    let cart = [entry(1, 4), { ...entry(2, 380.93), available: false, message: 'This item is no longer available' }, { ...entry(3, 2), available: false, message: null }];
    const { calls } = setup({
      '/api/cart/contents': () => ({ status: 'OK', cart, payload: [] }),
      'POST /api/cart/remove': (body: unknown) => {
        cart = cart.filter((e) => e.item_id !== (body as { id: number }).id);
        return { status: 'OK', cart, message: 'Item removed from cart' };
      },
    });
    // 380.93 + 2 of sold rows would make 386.93, and the balance of 5 'insufficient'.
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('€4.00');
    await user.click(screen.getByRole('button', { name: 'Remove unavailable items' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove unavailable items' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/cart/remove').map((c) => (c.body as { id: number }).id).sort()).toEqual([2, 3]);
    expect(screen.getAllByRole('link', { name: /AK-47 \| Redline #/ }).map((l) => l.textContent)).toEqual(['AK-47 | Redline #1']);
  });

  it('PAY-WEB-17: without VAT (vat_percent 0) there is no VAT line', async () => {
    setup();
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('€10.00');
    expect(screen.queryByTestId('cart-vat')).not.toBeInTheDocument();
  });

  it('PAY-WEB-5: paying by balance below the total warns and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay with balance' }));
    expect(await screen.findByText('Insufficient balance. You have: 5.00 required: 10.00')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/purchase/product')).toBe(false);
  });

  it('PAY-WEB-2, PAY-WEB-6: a valid checkout is sent once and the browser goes to redirect_url', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    let release: () => void = () => {};
    const purchase = vi.fn(async () => {
      await new Promise<void>((r) => (release = r));
      return { status: 'OK', message: 'ok', balance: 5, redirect_url: 'https://pay.example/checkout/1', payload: { order_id: 1 } };
    });
    const { calls } = setup({ 'POST /api/purchase/product': purchase });
    await user.click(await screen.findByRole('checkbox'));
    const card = screen.getByRole('button', { name: 'Pay by card' });
    await user.click(card);
    await user.click(card);
    await waitFor(() => expect(purchase).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    const sent = calls.find((c) => c.path === '/api/purchase/product')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Ana', surname: 'Silva', country: 1, paymentMethod: 'card', directPayment: true, promocode: null, steamId: '7656119' });
  });

  it('AUTH-WEB-18, AUTH-WEB-19: a checkout the server refuses at a field says so at the field and in a toast; the field edited, the message goes; the checkout then succeeds and the toast goes', async () => {
    const user = userEvent.setup();
    vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    vi.spyOn(toast, 'error');
    vi.spyOn(toast, 'dismiss');
    const refused = 'Kod pocztowy może zawierać tylko litery, cyfry, spacje i myślniki';
    const answers: unknown[] = [[422, { status: 'error', code: 'COMMON_BAD_INPUT', message: refused, errors: { postCode: [refused] } }]];
    setup({ 'POST /api/purchase/product': () => answers.shift() ?? { status: 'OK', message: 'ok', balance: 5, redirect_url: 'https://pay.example/checkout/3', payload: { order_id: 3 } } });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    const postCode = screen.getByLabelText('Post Code');
    await waitFor(() => expect(document.getElementById(postCode.getAttribute('aria-describedby') ?? '')).toHaveTextContent(refused));
    const failure = vi.mocked(toast.error).mock.calls.find(([text]) => text === refused);
    expect(failure).toBeDefined();
    await user.type(postCode, '0');
    await waitFor(() => expect(postCode).not.toHaveAttribute('aria-describedby'));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(leavePage.to).toHaveBeenCalledWith('https://pay.example/checkout/3'));
    expect(vi.mocked(toast.dismiss).mock.calls.map(([id]) => id)).toEqual([failure?.[1]?.toastId]);
  });

  it('PAY-WEB-2: without a redirect_url the success page shows', async () => {
    const user = userEvent.setup();
    const { router } = setup({
      '/api/user/profile': { status: 'OK', payload: buildProfile({ ...profile, balance: 50 }) },
      'POST /api/purchase/product': { status: 'OK', message: 'ok', balance: 40, redirect_url: null, payload: { order_id: 2 } },
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay with balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-payment'));
    expect(router.state.location.search).toBe('?type=other');
  });
});

describe('PAY-31: the currency charged', () => {
  it('PAY-31: when the cart is shown in PLN, then it says what will be charged in euro, and the pay buttons point to it', async () => {
    localeStore.setCurrency({ code: 'PLN', symbol: 'zł', value: 4.3 });
    try {
      const { calls } = setup({ '/api/purchase/quote': { status: 'OK', payload: { currency: 'EUR', total: 4.23, shown: { currency: 'PLN', total: 18.19, rate: 4.3 } } } });
      const note = await screen.findByTestId('cart-charged');
      expect(note).toHaveTextContent('You will be charged €4.23');
      expect(screen.getByRole('button', { name: 'Pay by card' })).toHaveAccessibleDescription('You will be charged €4.23');
      expect(calls.find((c) => c.path === '/api/purchase/quote')).toBeDefined();
    } finally {
      localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 });
    }
  });

  it('PAY-31: when the cart is shown in euro, then there is no second amount and no quote is asked', async () => {
    const { calls } = setup();
    await screen.findByRole('group', { name: 'Pay with' });
    expect(screen.queryByTestId('cart-charged')).toBeNull();
    expect(calls.some((c) => c.path === '/api/purchase/quote')).toBe(false);
  });
});
