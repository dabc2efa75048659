import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffProfileAnswer } from '../../../test/api-answers';
import { onePage, renderRoutes, stubApi } from '../../../test/render-routes';
import { operatorOffer, operatorPayout } from '../test-data';
import CustomerDetail from './customer-detail';
import { customer } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statementRow = { id: 'L2', created_at: 1_900_000_000, kind: 'purchase', description: 'Order #7 paid from the balance', amount: -15, balance_after: 35, currency: 'Credits', moves_balance: true, order_id: 7, offer_id: null, payment_method: 'balance', status: 'success', reason: null };
const statement = (rows: unknown[], hasMore = false) => ({ status: 'OK', payload: { rows, page: 1, has_more: hasMore, balance: 35, balance_currency: 'Credits' } });

/** Customer #9's page at `url` against a stubbed API with the given parts' answers; every URL asked is kept. */
function open(url: string, parts: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    '/api/operator/customers/9': { status: 'OK', payload: customer(true) },
    '/api/operator/customers/9/ledger': onePage([]),
    '/api/operator/balance-changes': onePage([]),
    // An owner: every part of the page is theirs (STAFF-WEB-1).
    ...staffProfileAnswer(),
    ...parts,
  });
  const fetch = vi.fn(api.fetch);
  vi.stubGlobal('fetch', fetch);
  const view = renderRoutes({ '/operator/customers/:id': <CustomerDetail /> }, url);
  return { ...view, asked: () => fetch.mock.calls.map(([input]) => new URL(String(input))) };
}

const asked = (urls: URL[], path: string) => urls.filter((u) => u.pathname === path);

describe('the customer page’s offers, payouts and statement (issue 47)', () => {
  it('OPS-172: the Offers tab lists the customer’s offers (id, item, status, price, date), each id opening the offers list searched for it; Export CSV is theirs', async () => {
    const user = userEvent.setup();
    const { asked: urls, router } = open('/operator/customers/9', { '/api/operator/offers': onePage([{ ...operatorOffer, user_id: 9, service_price: 20, status: 'offer' }]) });
    await user.click(await screen.findByRole('tab', { name: 'Offers' }));
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Offers' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('#12');
    expect(row).toHaveTextContent('AK-47 | Redline');
    expect(row).toHaveTextContent('offer');
    expect(row).toHaveTextContent('Asked €25.50');
    expect(row).toHaveTextContent('Quoted €20.00');
    expect(row).toHaveTextContent('2030-03-17 17:46');
    expect(asked(urls(), '/api/operator/offers').at(-1)?.searchParams.get('user_id')).toBe('9');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/operator/offers.csv?user_id=9');
    expect(router.state.location.search).toBe('?part=offers');
    await user.click(within(row).getByRole('link', { name: 'Open offer #12 in the offers list' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/operator/offers?q=12');
  });

  it('OPS-172: the Payouts tab lists the customer’s payouts (id, amount, method, status, date) with their Export CSV; none says so', async () => {
    const { asked: urls } = open('/operator/customers/9?part=payouts', { '/api/operator/payouts': onePage([operatorPayout]) });
    const row = within(await screen.findByRole('table', { name: 'Payouts' })).getAllByRole('row')[1]!;
    for (const text of ['#5', '€20.00', 'sepa', 'processing', '2030-03-17 17:46']) expect(row).toHaveTextContent(text);
    expect(asked(urls(), '/api/operator/payouts').at(-1)?.searchParams.get('user_id')).toBe('9');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/operator/payouts.csv?user_id=9');
    cleanup();
    open('/operator/customers/9?part=payouts', { '/api/operator/payouts': onePage([]) });
    expect(await screen.findByText('This customer has no payouts.')).toBeInTheDocument();
  });

  it('OPS-172: the Statement tab shows the rows of the customer’s own statement (order links to the back office), pages with Older, exports the CSV, and says when it is empty', async () => {
    const user = userEvent.setup();
    const { asked: urls } = open('/operator/customers/9?part=statement', { '/api/operator/customers/9/statement': statement([statementRow], true) });
    const [row] = await screen.findAllByTestId('payment-row');
    expect(row).toHaveTextContent('Order #7 paid from the balance');
    expect(within(row!).getByTestId('statement-amount')).toHaveTextContent('-15.00 Credits');
    expect(within(row!).getByRole('link', { name: 'Order #7' })).toHaveAttribute('href', '/operator/orders/7');
    expect(screen.getByTestId('customer-statement-balance')).toHaveTextContent('Balance now: 35.00 Credits');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/operator/customers/9/statement.csv');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(asked(urls(), '/api/operator/customers/9/statement').at(-1)?.searchParams.get('page')).toBe('2'));
    expect(asked(urls(), '/api/operator/customers/9/statement')[0]?.searchParams.get('per_page')).toBe('20');
    cleanup();
    open('/operator/customers/9?part=statement', { '/api/operator/customers/9/statement': statement([]) });
    expect(await screen.findByText("This customer's wallet has no movements yet.")).toBeInTheDocument();
  });

  it('OPS-172: the Offers tab says when the customer has sent none; the ledger is the first tab', async () => {
    const user = userEvent.setup();
    open('/operator/customers/9', { '/api/operator/offers': onePage([]) });
    expect(await screen.findByRole('tab', { name: 'Balance movements' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('The balance has not moved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Offers' }));
    expect(await screen.findByText('This customer has sent no offers.')).toBeInTheDocument();
  });
});
