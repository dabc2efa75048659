import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffProfileAnswer } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import OrderDetail from './order-detail';

const order = {
  id: 31,
  user_id: 3,
  email: 'buyer@example.com',
  trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
  kind: 'product',
  status: 'completed',
  payment_method: 'balance',
  total: 20,
  created_at: 1_900_000_000,
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
  dispute: null,
  trade: null,
};
const refunded = { ...order, refunded: 20, refunded_at: 1_900_000_100, refund_reason: 'Never delivered', refunded_to: 'balance' };

/** Opens order #31, refunds it to the balance with a reason (the API answers `answer`) and waits for the dialog to close. */
async function refund(answer: unknown) {
  const user = userEvent.setup();
  const api = stubApi({ ...staffProfileAnswer(), 'GET /api/operator/orders/31': { status: 'OK', payload: order }, 'POST /api/operator/orders/31/refund': answer });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/orders/:id': <OrderDetail /> }, '/operator/orders/31');
  await user.click(await screen.findByRole('button', { name: 'Refund to balance' }));
  const dialog = screen.getByRole('dialog', { name: 'Refund order #31 to the balance' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Never delivered');
  await user.click(within(dialog).getByRole('button', { name: 'Refund to balance' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: one order', () => {
  it("OPS-81: a refund whose answer has no message is toasted with the screen's own text, and the order shows it", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    await refund({ status: 'OK', payload: refunded });
    expect(success).toHaveBeenCalledWith('Order #31 refunded');
    expect(screen.getByTestId('order-refund')).toHaveTextContent('Refunded €20.00: Never delivered');
  });

  it("OPS-81: a refund is toasted with the API's message when it sends one", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    await refund({ status: 'OK', message: 'Refunded to the balance', payload: refunded });
    expect(success).toHaveBeenCalledWith('Refunded to the balance');
  });

  it('STAFF-WEB-4: support reads the order without the refund button; finance is offered it', async () => {
    for (const [role, shown] of [['support', false], ['finance', true]] as const) {
      vi.stubGlobal('fetch', vi.fn(stubApi({ ...staffProfileAnswer(role), 'GET /api/operator/orders/31': { status: 'OK', payload: order } }).fetch));
      renderRoutes({ '/operator/orders/:id': <OrderDetail /> }, '/operator/orders/31');
      await screen.findByTestId('order-refund');
      // The role arrives with the profile: wait for it before judging the button's absence.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund to balance' }) !== null).toBe(shown));
      cleanup();
    }
  });
});
