import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { serveStatement } from '../../test/serve-statement';
import { PaymentHistoryTab } from './payment-history-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { created_at: 1_700_000_000, currency: 'EUR', moves_balance: false, order_id: null, balance_after: 50, kind: 'offer_payout' };
const rows = [
  { ...base, id: 'P3', description: 'Payout of offer #12 requested', amount: 7, offer_id: 12, payment_method: 'mbway', status: 'pending', reason: null },
  { ...base, id: 'P2', description: 'Payout of offer #11 failed', amount: 10.5, offer_id: 11, payment_method: 'card', status: 'failed', reason: 'Card declined by the issuer' },
  { ...base, id: 'P1', description: 'Offer #10 paid out', amount: 25, offer_id: 10, payment_method: 'sepa', status: 'success', reason: null },
  { ...base, id: 'L1', kind: 'top_up', description: 'Balance top-up', amount: 50, currency: 'Credits', moves_balance: true, offer_id: null, payment_method: 'card', status: 'success', reason: null },
];

function serve() {
  return serveStatement('/api/user/statement', (url) => {
    const kind = url.searchParams.get('kind');
    return { rows: kind ? rows.filter((r) => r.kind === kind) : rows, page: 1, balance: 50 };
  });
}

describe('the seller’s payouts in the Payment history tab (issue 47)', () => {
  it('WALLET-12: each payout shows its kind, method, amount, status and, when failed, the reason; WALLET-13: it says the balance does not change', async () => {
    serve();
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    const shown = await screen.findAllByTestId('payment-row');
    expect(shown).toHaveLength(4);
    const [requested, failed, paid, topUp] = shown as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(requested).getByText('Offer payout')).toBeInTheDocument();
    expect(within(requested).getByText('MB WAY')).toBeInTheDocument();
    expect(within(requested).getByText('Pending')).toBeInTheDocument();
    expect(within(failed).getByTestId('statement-amount')).toHaveTextContent('+€10.50');
    expect(within(failed).getByText('Reason: Card declined by the issuer')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(paid).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(paid).getByText('Offer #10 paid out')).toBeInTheDocument();
    for (const row of [requested, failed, paid]) {
      expect(within(row).getByTestId('statement-payout-note')).toHaveTextContent('Paid to your card or bank account: your balance does not change');
      expect(within(row).getByText('Balance unchanged')).toBeInTheDocument();
      expect(within(row).getByTestId('statement-running-balance')).toHaveTextContent('50.00 Credits');
    }
    expect(within(topUp).queryByTestId('statement-payout-note')).not.toBeInTheDocument();
  }, 20_000);

  it('WALLET-12: the kind select offers Offer payout, asks the statement and the CSV for it', async () => {
    const user = userEvent.setup();
    const urls = serve();
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    await screen.findAllByTestId('payment-row');
    await user.selectOptions(screen.getByLabelText('Kind'), 'offer_payout');
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('kind')).toBe('offer_payout'));
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(3);
    expect(new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x').searchParams.get('kind')).toBe('offer_payout');
  }, 20_000);
});
