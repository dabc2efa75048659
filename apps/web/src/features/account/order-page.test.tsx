import type { OrderDetails } from '@skins/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../app/locale-store';
import { renderRoutes, stubApi } from '../../test/render-routes';
import OrderPage from './order-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const details = (over: Partial<OrderDetails> = {}): OrderDetails => ({
  id: 42,
  created_at: 1_700_000_000,
  status: 'completed',
  status_label: 'Completed',
  kind: 'product',
  items: [{ id: 7, title: 'AK-47 | Redline', img_url: 'items/ak.png', item_type: 'Rifle', item_quality: 'Classified', exterior: 'Field-Tested', float_value: 0.25, price: 10 }],
  currency: 'EUR',
  subtotal: 10,
  promo: { code: 'SPRING', discount: 2 },
  delivery: 0,
  vat: { percent: 23, amount: 1.84 },
  total: 9.84,
  display: { currency: 'PLN', total: 42.31, rate: 4.3 },
  payment: { method: 'card', state: 'success', paid_at: 1_700_000_060 },
  delivery_state: { state: 'accepted', offer_id: 'offer-77', attempt: 1, at: 1_700_000_100, trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc' },
  refund: null,
  timeline: [
    { kind: 'created', at: 1_700_000_000 },
    { kind: 'paid', at: 1_700_000_060 },
    { kind: 'delivered', at: 1_700_000_200 },
  ],
  has_receipt: true,
  trade: null,
  ...over,
});

function show(answer: unknown, url = '/account/orders/42') {
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/purchase/42': answer }).fetch));
  return renderRoutes({ '/account/orders/:id': <OrderPage />, '/account/orders': <p>history</p> }, url);
}

describe('ORDER-WEB-3: the order page', () => {
  it('ORDER-WEB-3, PAY-31, ORDER-WEB-4: shows the items with float and price, promo, VAT, total, what was charged beside PLN, payment, delivery, timeline and the receipt links', async () => {
    // The test files share one module graph: the language is set here, not left to an earlier file.
    localeStore.setLanguage(1);
    show({ status: 'OK', payload: details() });
    const page = await screen.findByTestId('order-page');
    expect(within(page).getByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
    expect(within(page).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    const [item] = screen.getAllByTestId('order-item');
    expect(item).toHaveTextContent('AK-47 | Redline');
    expect(item).toHaveTextContent('Float 0.25');
    expect(item).toHaveTextContent('€10.00');
    for (const text of ['Promo code SPRING', '−€2.00', 'VAT 23%', '€1.84', 'Card', 'Paid', 'Trade offer accepted', 'Trade offer offer-77', 'Order placed', 'Delivered']) expect(page).toHaveTextContent(text);
    expect(screen.getByTestId('order-total')).toHaveTextContent('€9.84');
    expect(screen.getByTestId('order-charged').textContent).toMatch(/You were charged €9\.84 · Shown as PLN\s42\.31 at 4\.3 PLN per euro/);
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/api/purchase/42/receipt?lang_id=1');
    // ORDER-7: and the PDF to keep.
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute('href', '/api/purchase/42/receipt.pdf?lang_id=1');
    expect(screen.getByRole('link', { name: /Back to order history/ })).toHaveAttribute('href', '/account/orders');
  });

  it('PAY-31: an order not yet paid in another currency says what will be charged, with the rate as the language writes it', async () => {
    show({ status: 'OK', payload: details({ status: 'pending', status_label: 'Waiting for payment', has_receipt: false, payment: { method: 'card', state: 'pending', paid_at: null } }) });
    expect((await screen.findByTestId('order-charged')).textContent).toMatch(/^You will be charged €9\.84 · Shown as PLN\s42\.31 at 4\.3 PLN per euro$/);
  });

  it('PAY-30, ORDER-WEB-4: an order seen in euro has no charged note; one not paid has no receipt', async () => {
    show({ status: 'OK', payload: details({ display: null, status: 'pending', status_label: 'Waiting for payment', has_receipt: false, payment: { method: 'card', state: 'pending', paid_at: null } }) });
    await screen.findByTestId('order-page');
    expect(screen.queryByTestId('order-charged')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Print receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Waiting' })).toBeInTheDocument();
  });

  it("ORDER-WEB-3: someone else's or an unknown order says it does not exist, with the way back", async () => {
    show([404, { status: 'error', message: 'This order does not exist.', code: 'CHECKOUT_ORDER_NOT_FOUND' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist.');
    cleanup();
    show({ status: 'OK', payload: details() }, '/account/orders/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist.');
  });

  it("DISPUTE-4: a delivered order's page says until when the trade is protected, then that it is final, or that the delivery was reversed", async () => {
    const delivered = Date.UTC(2030, 0, 10, 12, 0) / 1000;
    const trade = { state: 'protected' as const, delivered_at: delivered, until: delivered + 7 * 86_400, reversed_at: null };
    show({ status: 'OK', payload: details({ trade }) });
    expect(await screen.findByTestId('order-trade')).toHaveTextContent(/^Trade protected until 17\.01\.2030 \d\d:00$/);
    cleanup();
    show({ status: 'OK', payload: details({ trade: { ...trade, state: 'final' } }) });
    expect(await screen.findByTestId('order-trade')).toHaveTextContent(/^Trade final$/);
    cleanup();
    show({ status: 'OK', payload: details({ trade: { ...trade, state: 'reversed', reversed_at: delivered + 3600 } }) });
    expect(await screen.findByTestId('order-trade')).toHaveTextContent(/^Delivery reversed$/);
    cleanup();
    show({ status: 'OK', payload: details() });
    await screen.findByTestId('order-page');
    expect(screen.queryByTestId('order-trade')).toBeNull();
  });
});
