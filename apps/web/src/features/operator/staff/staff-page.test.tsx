import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import StaffPage from './staff-page';

const ana = { id: 1, email: 'ana@example.com', name: 'Ana Silva', staff_role: 'owner', two_factor_enabled: true, created_at: 1_900_000_000 };
const bob = { id: 2, email: 'bob@example.com', name: 'Bob', staff_role: 'support', two_factor_enabled: false, created_at: 1_900_000_100 };
const invite = { id: 5, email: 'cleo@example.com', staff_role: 'finance', invited_by: 'ana@example.com', created_at: 1_900_000_000, expires_at: 1_900_604_800 };
const staff = { status: 'OK', payload: { staff: [ana, bob], invites: [invite] } };
const lastOwner = [409, { status: 'error', code: 'STAFF_LAST_OWNER', message: 'The shop must keep at least one owner.' }];

function renderStaff(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'GET /api/operator/staff': staff, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/staff': <StaffPage /> }, '/operator/staff');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: the Staff section', () => {
  it('STAFF-WEB-2: lists the staff (email, name, role, two-factor) and the pending invites (email, role, invited by, expires), each row a card on a phone', async () => {
    renderStaff();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ana@example.com');
    expect(first).toHaveTextContent('Ana Silva');
    expect(first).toHaveTextContent('On');
    expect(within(first!).getByLabelText('Role of ana@example.com')).toHaveValue('owner');
    expect(second).toHaveTextContent('Off');
    expect(within(second!).getByLabelText('Role of bob@example.com')).toHaveValue('support');
    // OPS-186: each cell carries its column's name for the card view below 768 px.
    expect(within(first!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Email');

    const invites = screen.getByRole('table', { name: 'Pending invites' });
    const [, row] = within(invites).getAllByRole('row');
    expect(row).toHaveTextContent('cleo@example.com');
    expect(row).toHaveTextContent('Finance');
    expect(row).toHaveTextContent('ana@example.com');
    expect(row).toHaveTextContent('2030-03-24 17:46');
  });

  it("STAFF-WEB-2: the invite form is checked by the contract before it is sent; sent, the API's message is toasted and the list read again", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderStaff({ 'POST /api/operator/staff/invites': { status: 'OK', message: 'Invitation sent to dan@example.com.', payload: { ...invite, id: 6, email: 'dan@example.com' } } });
    await screen.findByRole('table', { name: 'Staff accounts' });
    const form = screen.getByRole('form', { name: 'Invite a staff member' });
    await user.type(within(form).getByLabelText('Email'), 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), ' Dan@Example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'finance');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation sent to dan@example.com.'));
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/operator/staff/invites', body: { email: 'dan@example.com', staff_role: 'finance' } });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/operator/staff' && c.method === 'GET')).toHaveLength(2));
  }, 20_000);

  it("STAFF-WEB-2: the role select changes a member's role (toasted); the last owner's refusal is toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const api = renderStaff({
      'PATCH /api/operator/staff/2': { status: 'OK', message: 'bob@example.com is now finance.', payload: { ...bob, staff_role: 'finance' } },
      'PATCH /api/operator/staff/1': lastOwner,
    });
    await user.selectOptions(await screen.findByLabelText('Role of bob@example.com'), 'finance');
    await waitFor(() => expect(success).toHaveBeenCalledWith('bob@example.com is now finance.'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ staff_role: 'finance' });

    await user.selectOptions(screen.getByLabelText('Role of ana@example.com'), 'support');
    await waitFor(() => expect(error).toHaveBeenCalledWith('The shop must keep at least one owner.'));
    // The select shows the role the API keeps.
    expect(screen.getByLabelText('Role of ana@example.com')).toHaveValue('owner');
  }, 20_000);

  it('STAFF-WEB-2: Remove asks first; removed is toasted, the last owner refused is toasted with the API message', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const api = renderStaff({
      'DELETE /api/operator/staff/2': { status: 'OK', message: 'bob@example.com is no longer staff.' },
      'DELETE /api/operator/staff/1': lastOwner,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove bob@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove bob@example.com from the staff?' });
    expect(within(dialog).getByText('The account stays, but it can no longer open the back office.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('bob@example.com is no longer staff.');

    await user.click(screen.getByRole('button', { name: 'Remove ana@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The shop must keep at least one owner.'));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/operator/staff/2', '/api/operator/staff/1']);
  }, 20_000);

  it("STAFF-WEB-2: an invite's Cancel withdraws it, toasted", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderStaff({ 'DELETE /api/operator/staff/invites/5': { status: 'OK', message: 'The invitation was cancelled.' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel the invite of cleo@example.com' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The invitation was cancelled.'));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/operator/staff/invites/5']);
  });
});
