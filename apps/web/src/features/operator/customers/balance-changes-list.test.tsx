import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import BalanceChangesList from './balance-changes-list';

const change = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  user_id: 9,
  user_email: 'late@example.com',
  amount: 250,
  reason: 'Compensation for the lost trade',
  status: 'pending',
  requested_by: 2,
  requested_by_email: 'ann@example.com',
  created_at: 1_900_000_000,
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  mine: false,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  const api = stubApi({
    '/api/operator/balance-changes': { status: 'OK', payload: [change(7), change(8, { amount: -40, user_email: null, user_id: 12, requested_by: 1, requested_by_email: 'me@example.com', mine: true })], meta: { total: 2, pages: 1 } },
    'POST /api/operator/balance-changes/7/approve': { status: 'OK', message: "The balance change was approved and the customer's balance changed.", payload: change(7, { status: 'approved', decided_by: 3, decided_by_email: 'bob@example.com', decided_at: 1_900_000_100 }) },
    'POST /api/operator/balance-changes/7/reject': [409, { status: 'error', code: 'OPS_BALANCE_CHANGE_DECIDED', message: 'This balance change has already been approved or rejected.' }],
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/customers/balance-changes': <BalanceChangesList /> }, '/operator/customers/balance-changes');
  return api.calls;
}

describe('the balance changes waiting for a second operator', () => {
  it('OPS-134: each pending change shows the customer, the amount, the reason and who asked when; the reader\'s own has no buttons and says why', async () => {
    const calls = open();
    const table = await screen.findByRole('table', { name: 'Balance changes to approve' });
    const [, theirs, mine] = within(table).getAllByRole('row');
    expect(within(theirs!).getByRole('link', { name: 'late@example.com' })).toHaveAttribute('href', '/operator/customers/9');
    expect(theirs).toHaveTextContent('+250.00');
    expect(theirs).toHaveTextContent('Compensation for the lost trade');
    expect(theirs).toHaveTextContent('ann@example.com, 2030-03-17 17:46');
    expect(within(theirs!).getByRole('button', { name: 'Approve #7' })).toBeInTheDocument();
    expect(within(mine!).getByRole('link', { name: '#12' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('-40.00');
    expect(mine).toHaveTextContent('Asked by you: another operator decides');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/operator/balance-changes' });
  });

  it('OPS-134: Approve and Reject are confirmed first; a refusal stays in the dialog, an approval is toasted', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = open();
    await user.click(await screen.findByRole('button', { name: 'Reject #7' }));
    const rejecting = await screen.findByRole('dialog', { name: 'Reject the change of +250.00 credits for late@example.com?' });
    expect(rejecting).toHaveTextContent('Asked by ann@example.com: "Compensation for the lost trade". The balance stays as it is.');
    await user.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    expect(await within(rejecting).findByText('This balance change has already been approved or rejected.')).toBeInTheDocument();
    await user.click(within(rejecting).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Approve #7' }));
    const approving = await screen.findByRole('dialog', { name: 'Approve the change of +250.00 credits for late@example.com?' });
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await user.click(within(approving).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("The balance change was approved and the customer's balance changed."));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/operator/balance-changes/7/reject', '/api/operator/balance-changes/7/approve']);
  });
});
