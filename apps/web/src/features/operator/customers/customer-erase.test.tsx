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

const refusal = [409, { status: 'error', code: 'ACCOUNT_DELETE_BALANCE_LEFT', message: 'The account still has a balance. It can be deleted once the balance is spent or paid out.' }];

function open(staffRole: StaffRole = 'owner', refuseFirst = false) {
  let erasedAt: number | null = null;
  let refuse = refuseFirst;
  const api = stubApi({
    ...staffProfileAnswer(staffRole),
    '/api/operator/customers/9': () => ({ status: 'OK', payload: { ...customer(true), ...(erasedAt ? { email: null, name: '', surname: '', erased_at: erasedAt } : {}) } }),
    '/api/operator/customers/9/ledger': { status: 'OK', payload: [], meta: { total: 0, pages: 0 } },
    '/api/operator/balance-changes': { status: 'OK', payload: [], meta: { total: 0, pages: 0 } },
    'POST /api/operator/customers/9/erase': () => {
      if (refuse) {
        refuse = false;
        return refusal;
      }
      erasedAt = 1_900_000_000;
      return { status: 'OK', message: "The customer's personal data were erased." };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/customers/:id': <CustomerDetail /> }, '/operator/customers/9');
  return api.calls;
}

describe('the owner erases a customer on request', () => {
  it('GDPR-WEB-3: the owner gives the request as the reason and confirms; a refusal stays in the dialog; once erased, the page says when and offers no button', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = open('owner', true);
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the personal data of late@example.com?' });
    expect(dialog).toHaveTextContent('Do this only when the customer asked for it.');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(calls.some((c) => c.path.endsWith('/erase'))).toBe(false);
    await user.type(within(dialog).getByLabelText('The customer’s request (how and when it came)'), 'Email of 4 December');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText('The account still has a balance. It can be deleted once the balance is spent or paid out.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("The customer's personal data were erased."));
    expect(calls.filter((c) => c.path.endsWith('/erase')).map((c) => c.body)).toEqual([{ reason: 'Email of 4 December' }, { reason: 'Email of 4 December' }]);
    expect(await screen.findByTestId('customer-erased')).toHaveTextContent('Personal data erased on 2030-03-17 17:46');
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });

  it('GDPR-WEB-3: support and finance are not offered the erasure', async () => {
    for (const role of ['support', 'finance'] as const) {
      open(role);
      await screen.findByTestId('customer-balance');
      expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
