import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@skins/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffProfileAnswer } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import CustomerDetail from './customer-detail';
import { customer } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pendingChange = {
  id: 4,
  user_id: 9,
  user_email: 'late@example.com',
  amount: -250,
  reason: 'Chargeback',
  status: 'pending',
  requested_by: 2,
  requested_by_email: 'ann@example.com',
  created_at: 1_900_000_000,
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  mine: true,
};

function open(verified: () => boolean, role = 'customer', pending: unknown[] = [], staffRole: StaffRole = 'owner') {
  const api = stubApi({
    ...staffProfileAnswer(staffRole),
    '/api/operator/customers/9': () => ({ status: 'OK', payload: customer(verified(), role) }),
    '/api/operator/customers/9/ledger': { status: 'OK', payload: [], meta: { total: 0, pages: 0 } },
    '/api/operator/balance-changes': { status: 'OK', payload: pending, meta: { total: pending.length, pages: pending.length ? 1 : 0 } },
    'POST /api/operator/customers/9/resend-verification': { status: 'OK', message: 'A new verification link was mailed to the customer.' },
    'POST /api/operator/customers/9/verify-email': { status: 'OK', message: "The customer's email address is now verified." },
    'POST /api/operator/customers/9/adjust-balance': (body: unknown) =>
      (body as { amount: string }).amount === '-99'
        ? [409, { status: 'error', code: 'OPS_ADJUST_OVERDRAW', message: 'The balance cannot go below 0: take at most what the customer has.' }]
        : { status: 'OK', message: "The customer's balance was changed.", payload: customer(true), pending_change: null },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/customers/:id': <CustomerDetail /> }, '/operator/customers/9');
  return api.calls;
}

describe('a customer in the back office', () => {
  it('OPS-115, OPS-122: the phone and trade link are shown; an unverified address says so; the operator mails a new link, or marks it verified with a reason', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let verified = false;
    const calls = open(() => verified);
    expect(await screen.findByTestId('customer-email-state')).toHaveTextContent('Not verified: the customer cannot buy or sell yet');
    // OPS-122: how to reach and trade with the customer.
    expect(screen.getByText('+4915123456789')).toBeInTheDocument();
    expect(within(screen.getByTestId('customer-trade-link')).getByRole('link')).toHaveAttribute('href', 'https://steamcommunity.com/tradeoffer/new/?partner=9&token=lena');
    expect(screen.getByTestId('customer-trade-link')).toHaveTextContent('Steam id 76561198000000001');

    await user.click(screen.getByRole('button', { name: 'Mail a new verification link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('A new verification link was mailed to the customer.'));

    await user.click(screen.getByRole('button', { name: 'Mark email as verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the email of late@example.com as verified?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark email as verified' }));
    expect(calls.some((c) => c.path.endsWith('/verify-email'))).toBe(false);
    verified = true;
    await user.type(within(dialog).getByLabelText('Reason'), 'Replied from the address');
    await user.click(within(dialog).getByRole('button', { name: 'Mark email as verified' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("The customer's email address is now verified."));
    expect(calls.find((c) => c.path.endsWith('/verify-email'))?.body).toEqual({ reason: 'Replied from the address' });
    await waitFor(() => expect(screen.getByTestId('customer-email-state')).toHaveTextContent('Verified'));
    expect(screen.queryByRole('button', { name: 'Mail a new verification link' })).not.toBeInTheDocument();
  });

  it('OPS-116: the balance changes by the amount typed, with a reason; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = open(() => true);
    await user.click(await screen.findByRole('button', { name: 'Change balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the balance of late@example.com?' });
    await user.type(within(dialog).getByLabelText('Credits to add (negative to take)'), '-99');
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Change balance' }));
    expect(await within(dialog).findByText('The balance cannot go below 0: take at most what the customer has.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Credits to add (negative to take)'));
    await user.type(within(dialog).getByLabelText('Credits to add (negative to take)'), '5,50');
    await user.click(within(dialog).getByRole('button', { name: 'Change balance' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("The customer's balance was changed."));
    expect(calls.filter((c) => c.path.endsWith('/adjust-balance')).map((c) => c.body)).toEqual([
      { amount: '-99', reason: 'Chargeback' },
      { amount: '5.50', reason: 'Chargeback' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("OPS-135: an operator account's balance cannot be changed: the button is off and says why", async () => {
    open(() => true, 'operator');
    const button = await screen.findByRole('button', { name: 'Change balance' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("This is an operator account: its balance cannot be changed here. No operator changes their own balance or another operator's.");
  });

  it('OPS-134: the changes of the balance waiting for a second operator are shown with who asked, and link to the list to decide them', async () => {
    const calls = open(() => true, 'customer', [pendingChange]);
    expect(await screen.findByTestId('customer-pending-changes')).toHaveTextContent('-250.00 credits: Chargeback (asked by ann@example.com, 2030-03-17 17:46)');
    expect(screen.getByRole('link', { name: 'Balance changes to approve' })).toHaveAttribute('href', '/operator/customers/balance-changes');
    expect(screen.getByRole('button', { name: 'Change balance' })).toBeEnabled();
    expect(calls.some((c) => c.path === '/api/operator/balance-changes')).toBe(true);
  });

  it('STAFF-WEB-4: support is offered the email help but neither block nor a balance change; finance the balance change only', async () => {
    const buttons = ['Block', 'Change balance', 'Mail a new verification link'];
    open(() => false, 'customer', [], 'support');
    await screen.findByRole('button', { name: 'Mail a new verification link' });
    expect(buttons.map((name) => screen.queryByRole('button', { name }) !== null)).toEqual([false, false, true]);
    cleanup();
    open(() => false, 'customer', [], 'finance');
    await screen.findByRole('button', { name: 'Change balance' });
    expect(buttons.map((name) => screen.queryByRole('button', { name }) !== null)).toEqual([false, true, false]);
  });
});
