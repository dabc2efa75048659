import '../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderPageWithApi as open } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import PayoutConflictsPage from './payouts/conflicts-page';
import PayoutsPage from './payouts/payouts-page';

const payout = { id: 5, offer_id: 12, user_email: 'seller@example.com', method: 'sepa', amount: 20, currency: 'EUR', status: 'failed', account_last4: '3000', holder_name: null, message: 'Manual check failed', created_at: 1_900_000_000, provider_holds_until: null, release_at: null };
const conflict = {
  id: 2,
  payout,
  recorded: { status: 'failed', by: 'operator:1', by_email: 'op@example.com', at: 1_900_000_100 },
  provider: { status: 'approved', event_id: 'evt_po_1', at: 1_900_000_200 },
  resolution: null,
  resolved_by_email: null,
  resolved_at: null,
  note: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payouts the provider holds and payout conflicts', () => {
  it('PAYOUT-10: a payout the provider holds shows until when, with no Complete or Fail', async () => {
    const held = { ...payout, id: 6, method: 'card', status: 'processing', message: null, provider_holds_until: Date.UTC(2030, 2, 24, 17, 46) / 1000 };
    open(<PayoutsPage />, '/operator/payouts', { '/api/operator/payouts': onePage([held, { ...payout, status: 'processing', message: null }]) });
    const rows = within(await screen.findByRole('table', { name: 'Payouts' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Held by the provider until 2030-03-24 17:46');
    expect(within(rows[1]!).queryByRole('button', { name: 'Complete #6' })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Complete #5' })).toBeVisible();
  });

  it('PAYOUT-11, PAYOUT-12: a conflict shows both facts; keeping the record asks what was done and sends it', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = open(<PayoutConflictsPage />, '/operator/payout-conflicts', {
      '/api/operator/payout-conflicts': onePage([conflict]),
      'POST /api/operator/payout-conflicts/2/resolve': { status: 'OK', message: 'Conflict resolved', payload: { ...conflict, resolution: 'recorded', note: 'Seller told', resolved_by_email: 'op@example.com', resolved_at: 1_900_000_300 } },
    });
    const row = within(await screen.findByRole('table', { name: 'Payout conflicts' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('seller@example.com');
    expect(row).toHaveTextContent('failed');
    expect(row).toHaveTextContent('by op@example.com');
    expect(row).toHaveTextContent('approved');
    expect(row).toHaveTextContent('event evt_po_1');
    await user.click(within(row).getByRole('button', { name: "Take the provider's result #2" }));
    expect(await screen.findByRole('dialog', { name: "Take the provider's result for payout #5" })).toHaveTextContent('The payout becomes approved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(row).getByRole('button', { name: 'Keep the record #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the record of payout #5' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the record' }));
    expect(within(dialog).getByText('What was done is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('What was done'), 'Seller told');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the record' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Conflict resolved'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ resolution: 'recorded', note: 'Seller told' });
  }, 15_000);

  it('PAYOUT-12: the resolved view shows the side taken, the note and who', async () => {
    const resolved = { ...conflict, resolution: 'provider', note: 'Provider paid', resolved_by_email: 'op@example.com', resolved_at: Date.UTC(2030, 2, 20, 10, 0) / 1000 };
    open(<PayoutConflictsPage />, '/operator/payout-conflicts?state=resolved', { '/api/operator/payout-conflicts': onePage([resolved]) });
    const row = within(await screen.findByRole('table', { name: 'Payout conflicts' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent("Took the provider's result");
    expect(row).toHaveTextContent('Provider paid');
    expect(row).toHaveTextContent('op@example.com, 2030-03-20 10:00');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
  });
});
