import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { OrderHistoryTab } from './order-history-tab';
import { PendingTopUps } from './pending-top-ups';
import { orderStatusKind, paymentStatusKind } from '../../ui/status-icon';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const topUp = (id: number, status: string, state = status) => ({ id, created_at: Math.floor(Date.now() / 1000) - id, description: 'Top Up Balance', sum: 20, payment_type: 'card', internal_currency_sum: 20, currency: 'EUR', status, state, payment_url: null });
const order = (id: number, status: string) => ({ id, created_at: 1_700_000_000, title: `Item ${id}`, count: 1, total: 12.5, sum: 12.5, currency: 'EUR', status, img_url: 'items/1.png', image_url: 'items/1.png', item_quality: null, item_type: 'Rifle', payment_method: 'card', totals: { subtotal: 12.5, delivery: 0, vat: 0, promo_discount: 0, total: 12.5 }, items: [], refunded: null, refunded_to: null, payment_url: null });

function show(tab: 'orders', answer: unknown) {
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/purchase/history': answer }).fetch));
  return renderRoutes({ '/': <OrderHistoryTab /> }, '/');
}

describe('PAY-WEB-10: status icons (spec §4)', () => {
  it('payment history: success is success, pending is waiting, others failure', () => {
    expect(['success', 'pending', 'error', 'Success', ''].map(paymentStatusKind)).toEqual(['success', 'waiting', 'failure', 'success', 'failure']);
  });
  it('ORDER-WEB-1, ORDER-WEB-2: orders: completed or accepted success, processing or in_process in progress, pending waiting (not the failed ✕), cancelled, expired and a failed delivery each their own, a failed payment failure', () => {
    expect(['completed', 'accepted', 'processing', 'in_process', 'pending', 'failed', 'expired', 'cancelled', 'delivery_failed', 'odd'].map(orderStatusKind)).toEqual([
      'success',
      'success',
      'in_progress',
      'in_progress',
      'waiting',
      'failure',
      'expired',
      'cancelled',
      'delivery_failed',
      'failure',
    ]);
  });
});

describe('PAY-WEB-10: OrderHistoryTab', () => {
  it('shows rows with status icons and the empty state', async () => {
    show('orders', { status: 'OK', payload: [order(1, 'completed'), order(2, 'in_process'), order(3, 'failed')] });
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'In progress' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Item 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€12.50')).toBeInTheDocument();
    cleanup();
    show('orders', { status: 'OK', payload: [] });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });
});

describe('DELIV-2: OrderHistoryTab', () => {
  it('ORDER-WEB-2: names a failed delivery "Delivery failed" with an icon of its own', async () => {
    show('orders', { status: 'OK', payload: [order(1, 'delivery_failed')] });
    const [row] = await screen.findAllByTestId('order-row');
    expect(within(row!).getByRole('img', { name: 'Delivery failed' })).toBeInTheDocument();
    expect(within(row!).getByText('Delivery failed')).toBeInTheDocument();
  });

  it('ORDER-WEB-2, ORDER-WEB-3: every order state shows its own word and look, and a row opens its order', async () => {
    const user = userEvent.setup();
    const states = ['pending', 'completed', 'failed', 'cancelled', 'expired'];
    const { router } = show('orders', { status: 'OK', payload: states.map((st, i) => order(i + 1, st)) });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((r) => r.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['waiting', 'success', 'failure', 'cancelled', 'expired']);
    for (const [i, word] of ['Waiting for payment', 'Completed', 'Payment failed', 'Cancelled', 'Expired'].entries()) expect(within(rows[i]!).getByText(word)).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('link', { name: 'Item 2' }));
    expect(router.state.location.pathname).toBe('/account/orders/2');
  });

  it('DELIV-8: a refunded order says how much went back to the balance or to the card; an order not refunded says nothing of it', async () => {
    const payload = [
      { ...order(1, 'delivery_failed'), refunded: 12.5, refunded_to: 'balance' },
      { ...order(2, 'completed'), refunded: 5, refunded_to: 'card' },
      { ...order(3, 'completed'), refunded: null, refunded_to: null },
    ];
    show('orders', { status: 'OK', payload });
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByText('Refunded to your balance: €12.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded to your card: €5.00')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Refunded/)).toBeNull();
  });
});

describe('OrderHistoryTab: the way to request a skin (issue 7)', () => {
  it('PROMPT-WEB-2: with orders and without, the order history links to /request-skin, and the link opens it', async () => {
    const user = userEvent.setup();
    for (const payload of [[order(1, 'completed')], []]) {
      const { router } = show('orders', { status: 'OK', payload });
      const link = await screen.findByRole('link', { name: 'Request a skin' });
      expect(link).toHaveAttribute('href', '/request-skin');
      await user.click(link);
      expect(router.state.location.pathname).toBe('/request-skin');
      cleanup();
    }
  });
});

describe('PAY-27: a pending order in the order history', () => {
  it('PAY-27: has Pay now (the provider page) and Cancel order, which cancels it and asks again for the history and the cart', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const api = stubApi({
      '/api/purchase/history': () => ({ status: 'OK', payload: [{ ...order(7, status), payment_url: status === 'pending' ? 'https://pay.example/session/7' : null }, order(8, 'failed')] }),
      'POST /api/purchase/7/cancel': () => {
        status = 'cancelled';
        return { status: 'OK', message: 'Order cancelled. Its items are back in your cart.' };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <OrderHistoryTab /> }, '/');
    const [pending, failed] = await screen.findAllByTestId('order-row');
    expect(within(pending!).getByRole('img', { name: 'Waiting' })).toBeInTheDocument();
    expect(within(pending!).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', 'https://pay.example/session/7');
    expect(within(failed!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(pending!).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/purchase/7/cancel']);
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});

describe('PAY-33: the top-ups not paid, above the statement', () => {
  it('PAY-33: a pending one has Pay now (the provider page) and Cancel top-up, which cancels it and asks again; a cancelled or expired one says so in words for a week; paid ones are the statement\'s', async () => {
    const user = userEvent.setup();
    let state = 'pending';
    const api = stubApi({
      '/api/deposit/history': () => ({
        status: 'OK',
        payload: [{ ...topUp(7, state === 'pending' ? 'pending' : 'error', state), payment_url: state === 'pending' ? 'https://pay.example/session/7' : null }, topUp(8, 'error', 'expired'), { ...topUp(9, 'error', 'expired'), created_at: Math.floor(Date.now() / 1000) - 8 * 86_400 }, topUp(10, 'success')],
      }),
      'POST /api/deposit/7/cancel': () => {
        state = 'cancelled';
        return { status: 'OK', message: 'Top-up cancelled.' };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <PendingTopUps /> }, '/');
    const [pending, expired, ...others] = await screen.findAllByTestId('top-up-row');
    expect(others).toEqual([]);
    expect(within(pending!).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', 'https://pay.example/session/7');
    expect(within(expired!).getByText('Expired: no payment arrived in time')).toBeInTheDocument();
    expect(within(expired!).queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
    await user.click(within(pending!).getByRole('button', { name: 'Cancel top-up' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel top-up' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/deposit/7/cancel']);
    expect(within(screen.getAllByTestId('top-up-row')[0]!).getByText('Cancelled')).toBeInTheDocument();
  });
});
