import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffProfileAnswer } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import OrderDetail from './order-detail';

const DELIVERED = Date.UTC(2030, 0, 10, 12, 0) / 1000;
const order = {
  id: 31,
  user_id: 3,
  email: 'buyer@example.com',
  trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
  kind: 'product',
  status: 'completed',
  payment_method: 'card',
  total: 20,
  created_at: DELIVERED - 600,
  refunded: null,
  refunded_at: null,
  refund_reason: null,
  refunded_to: null,
  subtotal: 20,
  promo_discount: 0,
  vat: 0,
  items: [],
  payments: [],
  events: [],
  dispute: { id: 'dp_1', reason: 'fraudulent', amount: 20, opened_at: DELIVERED + 3600, status: 'open' },
  trade: { state: 'protected', delivered_at: DELIVERED, until: DELIVERED + 7 * 86_400, reversed_at: null },
};
const reversed = { ...order, trade: { ...order.trade, state: 'reversed', reversed_at: DELIVERED + 7200 } };

function open(answers: Record<string, unknown>, role: 'owner' | 'finance' | 'support' = 'finance', shown: unknown = order) {
  const api = stubApi({ ...staffProfileAnswer(role), 'GET /api/operator/orders/31': { status: 'OK', payload: shown }, ...answers });
  const fetch = vi.fn(api.fetch);
  vi.stubGlobal('fetch', fetch);
  renderRoutes({ '/operator/orders/:id': <OrderDetail /> }, '/operator/orders/31');
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A shared machine can be slow: each test clicks through a dialog.
describe('back office: a card dispute and the reversal of its delivery (DISPUTE-WEB-1)', { timeout: 20_000 }, () => {
  it('DISPUTE-WEB-1, DISPUTE-3, DISPUTE-4: the order says when the card dispute opened and why, and until when its trade is protected', async () => {
    open({});
    expect(await screen.findByTestId('order-dispute')).toHaveTextContent(/^Card dispute opened 2030-01-10 \d\d:00: fraudulent$/);
    expect(screen.getByTestId('order-trade')).toHaveTextContent(/^Trade protected until 17\.01\.2030 \d\d:00$/);
    expect(screen.getByRole('button', { name: 'Reverse delivery' })).toBeInTheDocument();
  });

  it('DISPUTE-WEB-1, DISPUTE-5: Reverse delivery asks first, sends the reversal and the order then shows "Delivery reversed"', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const fetch = open({ 'POST /api/operator/orders/31/reverse-delivery': { status: 'OK', payload: reversed } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the delivery of order #31?' });
    expect(dialog).toHaveTextContent('The trade bot takes the items back from the buyer and they are listed again, trade locked.');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Delivery of order #31 reversed');
    expect(screen.getByTestId('order-trade')).toHaveTextContent('Delivery reversed');
    expect(screen.queryByRole('button', { name: 'Reverse delivery' })).toBeNull();
    const sent = fetch.mock.calls.find(([url, init]) => String(url).includes('/reverse-delivery') && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({});
  });

  it('DISPUTE-WEB-1, DISPUTE-6: the Steam bot\'s refusal stays in the dialog; ticking "reversed in Steam" sends confirmed_in_steam', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const steam = [409, { status: 'error', code: 'ORDER_REVERSE_IN_STEAM', message: 'The trade bot cannot reverse a trade. Reverse it in Steam.' }];
    let calls = 0;
    const api = stubApi({ ...staffProfileAnswer('owner'), 'GET /api/operator/orders/31': { status: 'OK', payload: order } });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/reverse-delivery')) {
        calls += 1;
        const [status, body] = calls === 1 ? (steam as [number, unknown]) : [200, { status: 'OK', payload: reversed }];
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }
      return api.fetch(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    renderRoutes({ '/operator/orders/:id': <OrderDetail /> }, '/operator/orders/31');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the delivery of order #31?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse delivery' }));
    expect(await within(dialog).findByText('The trade bot cannot reverse a trade. Reverse it in Steam.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('I reversed the trade in Steam myself (the Steam trade bot cannot)'));
    await user.click(within(dialog).getByRole('button', { name: 'Reverse delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const last = fetch.mock.calls.filter(([url]) => String(url).includes('/reverse-delivery')).at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ confirmed_in_steam: true });
  });

  it('DISPUTE-WEB-1, DISPUTE-4: after the protection the order says "Trade final" and offers no reversal; support is not offered one either', async () => {
    open({}, 'owner', { ...order, trade: { ...order.trade, state: 'final' } });
    expect(await screen.findByTestId('order-trade')).toHaveTextContent('Trade final');
    expect(screen.queryByRole('button', { name: 'Reverse delivery' })).toBeNull();
    cleanup();
    open({}, 'support');
    expect(await screen.findByTestId('order-dispute')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse delivery' })).toBeNull();
  });
});
