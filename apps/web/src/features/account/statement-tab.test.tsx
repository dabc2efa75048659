import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { serveStatement } from '../../test/serve-statement';
import { PaymentHistoryTab } from './payment-history-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { created_at: 1_700_000_000, currency: 'Credits', moves_balance: true, order_id: null, offer_id: null, payment_method: null, status: 'success', reason: null };
const rows = [
  { ...base, id: 'O9', kind: 'direct_payment', description: 'Order #9 paid directly', amount: -12, balance_after: 33, currency: 'EUR', moves_balance: false, order_id: 9, payment_method: 'mbway' },
  { ...base, id: 'L4', kind: 'adjustment', description: 'Balance adjustment by the shop', amount: -2, balance_after: 33, reason: 'Trade fee' },
  { ...base, id: 'L3', kind: 'purchase', description: 'Order #7 paid from the balance', amount: -15, balance_after: 35, order_id: 7, payment_method: 'balance' },
  { ...base, id: 'L2', kind: 'top_up', description: 'Balance top-up', amount: 50, balance_after: 50, payment_method: 'card' },
];

/** Answers the statement (the first page holds `first`, a filtered one nothing) and records every URL asked. */
function serve(first: unknown[], hasMore = false) {
  return serveStatement('/api/user/statement', (url) => {
    const filtered = url.searchParams.has('kind') || url.searchParams.has('from');
    const page = Number(url.searchParams.get('page'));
    return { rows: filtered || page > 1 ? [] : first, page, has_more: hasMore && page === 1, balance: 33 };
  });
}

describe('WALLET-10: the Payment history tab is the wallet statement', () => {
  it('WALLET-10: rows with kind, signed coloured amount, running balance, reason, method and a link to each order; the newest running balance is the balance now', async () => {
    const urls = serve(rows);
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    const shown = await screen.findAllByTestId('payment-row');
    expect(shown).toHaveLength(4);
    expect(screen.getByTestId('statement-balance')).toHaveTextContent('33.00 Credits');
    const [direct, adjustment, purchase, topUp] = shown as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(direct).getByTestId('statement-amount')).toHaveTextContent('-€12.00');
    expect(within(direct).getByTestId('statement-amount').parentElement).toHaveClass('text-red-400');
    expect(within(direct).getByText('Balance unchanged')).toBeInTheDocument();
    expect(within(direct).getByText('MB WAY')).toBeInTheDocument();
    expect(within(direct).getByRole('link', { name: 'Order #9' })).toHaveAttribute('href', '/account/orders/9');
    expect(within(adjustment).getByText('Reason: Trade fee')).toBeInTheDocument();
    expect(within(adjustment).getByTestId('statement-running-balance')).toHaveTextContent('33.00 Credits');
    expect(within(purchase).getByRole('link', { name: 'Order #7' })).toHaveAttribute('href', '/account/orders/7');
    expect(within(topUp).getByTestId('statement-amount')).toHaveTextContent('+50.00 Credits');
    expect(within(topUp).getByTestId('statement-amount').parentElement).toHaveClass('text-emerald-400');
    expect(within(topUp).getByText('Top-up')).toBeInTheDocument();
    expect(within(topUp).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    // Spec §9: 5 rows a page.
    expect(urls[0]!.searchParams.get('per_page')).toBe('5');
  });

  it('WALLET-11: the kind and dates filter the statement, the CSV link carries them, and no match shows the empty state', async () => {
    const user = userEvent.setup();
    const urls = serve(rows);
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    await screen.findAllByTestId('payment-row');
    const csv = () => new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv().pathname).toBe('/api/user/statement.csv');
    expect(csv().searchParams.has('kind')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Kind'), 'top_up');
    expect(await screen.findByText('No movements match these filters')).toBeInTheDocument();
    expect(urls.at(-1)!.searchParams.get('kind')).toBe('top_up');
    expect(csv().searchParams.get('kind')).toBe('top_up');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('from')).toBe('2026-01-01'));
    expect(csv().searchParams.get('from')).toBe('2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(4);
    expect(csv().searchParams.has('from')).toBe(false);
  });

  it('WALLET-10: Older and Newer page through the statement; no rows at all is the spec empty text, a failure its error text', async () => {
    const user = userEvent.setup();
    const urls = serve(rows, true);
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    await screen.findAllByTestId('payment-row');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('page')).toBe('2'));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    cleanup();
    serve([]);
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'error', message: 'boom' }), { status: 500 })));
    renderRoutes({ '/': <PaymentHistoryTab /> }, '/');
    expect(await screen.findByText('Error loading transaction history')).toBeInTheDocument();
  });
});
