import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorPromo } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import PromosPage from './promos-page';

function renderPromos(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'GET /api/operator/promo-codes': { status: 'OK', payload: [buildOperatorPromo()], meta: { total: 1, pages: 1 } }, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/promos': <PromosPage /> }, '/operator/promos');
  return api;
}

/** A use limit and a minimum cart of twice the €5 discount: a code with no risk to confirm (PROMO-8). */
async function safeLimits(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Usage limit (empty: none)'), '10');
  await user.type(within(dialog).getByLabelText('Minimum cart value before VAT, EUR (empty: none)'), '10');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: promo codes screen', () => {
  it('OPS-76: a new promo code always opens as a fixed discount, whatever the last one chose, so "5" is saved as €5', async () => {
    const user = userEvent.setup();
    const api = renderPromos({ 'POST /api/operator/promo-codes': { status: 'OK', message: 'Promo code created', payload: buildOperatorPromo({ code: 'FIVE', discount_type: 'fixed', discount_amount: 5 }) } });
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    let dialog = screen.getByRole('dialog', { name: 'New promo code' });
    expect(within(dialog).getByLabelText('Discount type')).toHaveValue('fixed');
    await user.selectOptions(within(dialog).getByLabelText('Discount type'), 'percentage');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    dialog = screen.getByRole('dialog', { name: 'New promo code' });
    expect(within(dialog).getByLabelText('Discount type')).toHaveValue('fixed');
    await user.type(within(dialog).getByLabelText('Code'), 'FIVE');
    await user.type(within(dialog).getByLabelText('Discount (EUR or percent)'), '5');
    await safeLimits(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: 'FIVE', discount_type: 'fixed', discount_amount: 5 });
  }, 20_000);

  it("OPS-76, OPS-77: a created or changed promo code is toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderPromos({
      'POST /api/operator/promo-codes': { status: 'OK', message: 'Promo code created', payload: buildOperatorPromo({ code: 'FIVE' }) },
      'PATCH /api/operator/promo-codes/4': { status: 'OK', message: 'Limit and expiry saved', payload: buildOperatorPromo({ max_uses: 5 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'FIVE');
    await user.type(within(dialog).getByLabelText('Discount (EUR or percent)'), '5');
    await safeLimits(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Promo code created'));

    await user.click(screen.getByRole('button', { name: 'Edit SPRING10' }));
    const change = screen.getByRole('dialog', { name: 'Limit, expiry and minimum cart of SPRING10' });
    await user.type(within(change).getByLabelText('Usage limit (empty: none)'), '5');
    await user.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenLastCalledWith('Limit and expiry saved'));
    expect(success).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('PROMO-7: the minimum cart value is set on a new code, shown in the list, and changed or cleared in the edit form', async () => {
    const user = userEvent.setup();
    const api = renderPromos({
      'GET /api/operator/promo-codes': { status: 'OK', payload: [buildOperatorPromo({ min_subtotal: 10 })], meta: { total: 1, pages: 1 } },
      'POST /api/operator/promo-codes': { status: 'OK', message: 'Promo code saved', payload: buildOperatorPromo({ code: 'FIVE' }) },
      'PATCH /api/operator/promo-codes/4': { status: 'OK', message: 'Promo code saved', payload: buildOperatorPromo() },
    });
    expect(await screen.findByRole('cell', { name: '€10.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'FIVE');
    await user.type(within(dialog).getByLabelText('Discount (EUR or percent)'), '5');
    await user.type(within(dialog).getByLabelText('Usage limit (empty: none)'), '10');
    const minimum = within(dialog).getByLabelText('Minimum cart value before VAT, EUR (empty: none)');
    await user.type(minimum, '10.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a minimum cart value of at least 0.01 with at most 2 decimals, or leave it empty')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(minimum);
    await user.type(minimum, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: 'FIVE', min_subtotal: 12.5 });

    await user.click(screen.getByRole('button', { name: 'Edit SPRING10' }));
    const change = screen.getByRole('dialog', { name: 'Limit, expiry and minimum cart of SPRING10' });
    const current = within(change).getByLabelText('Minimum cart value before VAT, EUR (empty: none)');
    expect(current).toHaveValue('10.00');
    await user.clear(current);
    await user.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ max_uses: null, expires_at: null, min_subtotal: null, confirm_risk: false });
  }, 20_000);

  it('PROMO-10: a risky new code is saved only after its risks are named and "Save anyway"; a change that lifts the limit asks too', async () => {
    const user = userEvent.setup();
    const api = renderPromos({
      'GET /api/operator/promo-codes': { status: 'OK', payload: [buildOperatorPromo({ discount_type: 'percentage', discount_amount: 10, max_uses: 50 })], meta: { total: 1, pages: 1 } },
      'POST /api/operator/promo-codes': { status: 'OK', message: 'Promo code saved', payload: buildOperatorPromo({ code: 'ALL' }) },
      'PATCH /api/operator/promo-codes/4': { status: 'OK', message: 'Promo code saved', payload: buildOperatorPromo({ max_uses: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'ALL');
    await user.selectOptions(within(dialog).getByLabelText('Discount type'), 'percentage');
    await user.type(within(dialog).getByLabelText('Discount (EUR or percent)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const risks = await within(dialog).findByTestId('promo-risks');
    expect(risks).toHaveTextContent('This code is risky. Save it anyway?');
    expect(within(risks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['It can take more than 50 % off an order', 'It has no limit on the number of uses']);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: 'ALL', discount_amount: 100, max_uses: null, confirm_risk: true });

    await user.click(screen.getByRole('button', { name: 'Edit SPRING10' }));
    const change = screen.getByRole('dialog', { name: 'Limit, expiry and minimum cart of SPRING10' });
    await user.clear(within(change).getByLabelText('Usage limit (empty: none)'));
    await user.click(within(change).getByRole('button', { name: 'Save' }));
    expect(await within(change).findByTestId('promo-risks')).toHaveTextContent('It has no limit on the number of uses');
    // Typing again takes the question back: what is confirmed is what is sent.
    await user.type(within(change).getByLabelText('Usage limit (empty: none)'), '80');
    expect(within(change).queryByTestId('promo-risks')).toBeNull();
    await user.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ max_uses: 80, confirm_risk: false });
  }, 30_000);
});
