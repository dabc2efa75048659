import '../../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import DashboardPage from './dashboard-page';
import { defaultDays } from './shop-days';

const queues = { offers_pending: 2, offers_awaiting_item: 0, offers_ready_for_payout: 1, payouts_processing: 3, payout_conflicts: 0, deliveries_failed: 4, prompts_requested: 0, support_messages: 0, balance_changes_pending: 0 };
const tally = (count: number, sum: number) => ({ count, sum });
const dashboard = { status: 'OK', payload: { queues, today: { from: '2041-01-02T00:00:00.000Z', sales: tally(1, 5), refunds: tally(0, 0), top_ups: tally(0, 0) } } };
const day = (d: string, sales: number, revenue: number, refunds = 0) => ({ day: d, sales, revenue, refunds, top_ups: 1, top_ups_amount: 10_00 });
const days = (from: string, to: string) => ({
  status: 'OK',
  payload: {
    from,
    to,
    currency: 'EUR',
    time_zone: 'UTC',
    days: [day(from, 2, 20_00), day(to, 0, -15_00, 15_00)],
    total: { sales: 2, revenue: 5_00, refunds: 15_00, top_ups: 2, top_ups_amount: 20_00 },
    orders_by_state: { pending: 1, processing: 2, in_process: 0, completed: 5, accepted: 0, failed: 0, cancelled: 1, expired: 0, delivery_failed: 1 },
  },
});

function open(url: string) {
  const api = stubApi({ '/api/operator/dashboard': dashboard, '/api/operator/dashboard/days': () => days('2041-01-01', '2041-01-02') });
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const u = new URL(String(input));
      if (u.pathname === '/api/operator/dashboard/days') asked.push(u);
      return api.fetch(input, init);
    }),
  );
  return { ...renderRoutes({ '/operator': <DashboardPage /> }, url), asked };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard's days (OPS-194)", () => {
  it('OPS-194: it opens on the last 7 UTC days: revenue per day as a chart, the range\'s figures, the orders by state and the CSV of the same range', async () => {
    const { asked } = open('/operator');
    const range = defaultDays();
    const chart = await screen.findByRole('img', { name: 'Revenue per day' });
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual(range);
    expect(screen.getByLabelText('From')).toHaveValue(range.from);
    expect(screen.getByLabelText('To')).toHaveValue(range.to);
    expect(chart.querySelectorAll('rect[data-day]')).toHaveLength(2);
    expect(chart.querySelector('[data-day="2041-01-01"] title')).toHaveTextContent('2041-01-01: 2 sales, revenue €20.00');
    expect(chart.querySelector('[data-day="2041-01-02"]')).toHaveClass('fill-rose-500');
    const figure = (key: string) => document.querySelector(`[data-days="${key}"] dd`);
    expect(figure('sales')).toHaveTextContent('2');
    expect(figure('revenue')).toHaveTextContent('€5.00');
    expect(figure('refunds')).toHaveTextContent('€15.00');
    expect(figure('top_ups')).toHaveTextContent('2 for €20.00');
    const states = screen.getByRole('list', { name: 'Orders placed, by state now' });
    expect(within(states).getAllByRole('listitem')).toHaveLength(9);
    expect(states.querySelector('[data-state="delivery_failed"]')).toHaveTextContent('delivery failed1');
    expect(states.querySelector('[data-state="completed"]')).toHaveTextContent('completed5');
    // The queues waiting now stay above: offers and payouts waiting, failed deliveries.
    expect(document.querySelector('[data-queue="deliveries_failed"]')).toHaveTextContent('4');
    const csv = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect([csv.pathname, Object.fromEntries(csv.searchParams)]).toEqual(['/api/operator/dashboard.csv', range]);
    expect(screen.getByText('Days are UTC days. Amounts in EUR.')).toBeInTheDocument();
  });

  it('OPS-194: a new range is asked for on Show, kept in the URL and carried by Export CSV; a range the contract refuses is told under its field and not sent', async () => {
    const user = userEvent.setup();
    const { asked, router } = open('/operator?from=2041-01-01&to=2041-01-31');
    await screen.findByRole('img', { name: 'Revenue per day' });
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: '2041-01-01', to: '2041-01-31' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2041-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ from: '2041-01-10', to: '2041-01-31' }));
    expect(router.state.location.search).toBe('?from=2041-01-10&to=2041-01-31');
    expect(new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x').search).toBe('?from=2041-01-10&to=2041-01-31');
    const calls = asked.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2041-01-05' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('To must be on or after From')).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toHaveLength(calls);
    expect(router.state.location.search).toBe('?from=2041-01-10&to=2041-01-31');
  }, 15_000);
});
