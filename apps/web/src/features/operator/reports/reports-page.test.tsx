import '../../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import ReportsPage, { defaultRange } from './reports-page';

const zeroOffers = { pending: 0, offer: 0, awaiting_item: 0, ready_for_payout: 0, payout_processing: 0, approved: 0, declined_by_user: 0, failed: 0, reversed: 0 };
const figures = (net: number, refunds: number, over: object = {}) => ({
  sales_gross: net + refunds,
  refunds,
  net_sales: net,
  orders: 2,
  refunds_count: refunds > 0 ? 1 : 0,
  payouts: { requested: { count: 1, amount: 25_00 }, paid: { count: 1, amount: 25_00 }, failed: { count: 0, amount: 0 }, other_currency_count: 0 },
  top_ups: { count: 1, amount: 20_00 },
  offers: { ...zeroOffers, pending: 1 },
  ...over,
});
const report = (from: string, to: string, group = 'day') => ({
  status: 'OK',
  payload: {
    from,
    to,
    group,
    currency: 'EUR',
    time_zone: 'UTC',
    periods: [
      { start: from, end: from, ...figures(137_00, 0) },
      { start: to, end: to, ...figures(0, 50_00, { offers: { ...zeroOffers, awaiting_item: 2 } }) },
    ],
    total: figures(137_00, 50_00, { orders: 4, offers: { ...zeroOffers, pending: 2, awaiting_item: 2 } }),
  },
});

function open(url: string) {
  const api = stubApi({ '/api/operator/reports': () => report('2041-01-01', '2041-01-02') });
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input)));
      return api.fetch(input, init);
    }),
  );
  return { ...renderRoutes({ '/operator/reports': <ReportsPage /> }, url), urls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the back office Reports section', () => {
  it('OPS-154: it opens on the last 30 UTC days by day, draws net sales and refunds apart, and tables every figure with the total', async () => {
    const { urls } = open('/operator/reports');
    const range = defaultRange();
    expect(screen.getByLabelText('From')).toHaveValue(range.from);
    expect(screen.getByLabelText('To')).toHaveValue(range.to);
    expect(screen.getByLabelText('Group by')).toHaveValue('day');
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(urls[0]!.pathname).toBe('/api/operator/reports');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ from: range.from, to: range.to, group: 'day' });
    const chart = screen.getByRole('img', { name: 'Net sales and refunds per period' });
    expect(chart.querySelectorAll('[data-bar="net"]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-bar="refunds"]')).toHaveLength(2);
    expect(chart.querySelector('[data-period="2041-01-02"] [data-bar="refunds"] title')).toHaveTextContent('2041-01-02: Refunds €50.00');
    expect(chart.querySelector('[data-period="2041-01-01"] [data-bar="net"] title')).toHaveTextContent('Net sales €137.00');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Period', 'Sales (gross)', 'Refunds', 'Net sales', 'Paid orders', 'Payouts requested', 'Payouts paid', 'Payouts failed', 'Payouts in another currency', 'Top-ups', 'Offers made']);
    expect(rows[1]).toHaveTextContent('2041-01-01');
    expect(rows[1]).toHaveTextContent('€137.00');
    expect(rows[2]).toHaveTextContent('1 · €50.00');
    expect(rows[2]).toHaveTextContent('awaiting item 2');
    expect(rows[3]).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('€187.00');
    expect(screen.getByText('Days are UTC days; weeks run Monday to Sunday. Amounts in EUR.')).toBeInTheDocument();
    const csv = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/operator/reports.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ from: range.from, to: range.to, group: 'day' });
  });

  it('OPS-154: a new range and group is asked for on Show, kept in the URL and carried by Export CSV; a range the contract refuses is told by its field and not sent', async () => {
    const user = userEvent.setup();
    const { urls, router } = open('/operator/reports?from=2041-01-01&to=2041-01-31&group=day');
    await screen.findByRole('table', { name: 'Reports' });
    await user.selectOptions(screen.getByLabelText('Group by'), 'week');
    // A date input takes a whole day at once (as the browser's picker gives it).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2041-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ from: '2041-01-10', to: '2041-01-31', group: 'week' }));
    expect(router.state.location.search).toBe('?from=2041-01-10&to=2041-01-31&group=week');
    expect(new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x').search).toBe('?from=2041-01-10&to=2041-01-31&group=week');
    const calls = urls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2041-01-05' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('To must be on or after From')).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(urls).toHaveLength(calls);
    expect(router.state.location.search).toBe('?from=2041-01-10&to=2041-01-31&group=week');
  }, 15_000);
});
