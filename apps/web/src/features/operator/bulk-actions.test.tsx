import '../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorItem } from '../../test/api-answers';
import { onePage, renderPageWithApi } from '../../test/render-routes';
import CatalogPage from './catalog/catalog-page';
import PayoutsPage from './payouts/payouts-page';
import SupportPage from './support/support-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (id: number, done: boolean, code: string | null = null, reason: string | null = null) => ({ id, done, code, reason });
const answer = (results: ReturnType<typeof row>[]) => ({
  status: 'OK',
  message: 'x',
  payload: { done: results.filter((r) => r.done).length, not_done: results.filter((r) => !r.done).length, results },
});
const payout = (id: number, overrides: Record<string, unknown> = {}) => ({ id, offer_id: 10 + id, user_email: 'seller@example.com', method: 'sepa', amount: 20, currency: 'EUR', status: 'processing', account_last4: '3000', holder_name: null, message: null, created_at: 1_900_000_000, provider_holds_until: null, release_at: null, ...overrides });
const message = (id: number) => ({ id, user_id: null, name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic: `Order ${id}`, message: 'Where is my skin?', created_at: 1_790_000_000, answered_at: null, answered_by: null, replies: [] });

describe('back office: bulk actions on the lists', () => {
  it('OPS-185: the catalogue selects all unsold items on the page, names how many in the action bar, withdraws them after a confirmation and sums up the result (12 done, 1 not done: …); the not-done stay selected', async () => {
    const user = userEvent.setup();
    const items = [buildOperatorItem({ id: 7 }), buildOperatorItem({ id: 8, title: 'AWP | Asiimov' }), buildOperatorItem({ id: 9, title: 'Sold one', status: 'sold' })];
    const calls = renderPageWithApi(<CatalogPage />, '/operator/catalog', {
      'GET /api/operator/items': onePage(items),
      'GET /api/items/subcategories': { status: 'OK', payload: [] },
      'POST /api/operator/items/bulk': answer([row(7, true), row(8, false, 'OPS_ITEM_RESERVED', 'An order is being paid for this item.')]),
    });
    await screen.findByRole('table', { name: 'Catalogue' });
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select #9' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select #7' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select #8' })).toBeChecked();
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected rows' });
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw 2 items' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/operator/items/bulk', body: { action: 'withdraw', ids: [7, 8] } });
    expect(screen.getByRole('status', { name: 'Result of the last bulk action' })).toHaveTextContent('1 done, 1 not done: #8 An order is being paid for this item.');
    expect(screen.getByRole('checkbox', { name: 'Select #8' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select #7' })).not.toBeChecked();
    expect(screen.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull();
  }, 30_000);

  it("OPS-185: Set price checks the contract's rules before any call ('Use at most 2 decimals', one of price or percent), then sends the price", async () => {
    const user = userEvent.setup();
    const calls = renderPageWithApi(<CatalogPage />, '/operator/catalog', {
      'GET /api/operator/items': onePage([buildOperatorItem({ id: 7 })]),
      'GET /api/items/subcategories': { status: 'OK', payload: [] },
      'POST /api/operator/items/bulk': answer([row(7, true)]),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select #7' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Set price' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the price of 1 items' });
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(within(dialog).getByText('Enter a new price or a change in percent, not both')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New price (€)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(within(dialog).getByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText('New price (€)'));
    await user.type(within(dialog).getByLabelText('New price (€)'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'reprice', ids: [7], price: 12.5 }));
    expect(await screen.findByRole('status', { name: 'Result of the last bulk action' })).toHaveTextContent('1 done');
  }, 30_000);

  it('OPS-185: payouts: only processing payouts are selectable; Fail asks the reason and sends it; a payout the provider holds is reported not done with its reason', async () => {
    const user = userEvent.setup();
    const held = 'The payment provider is still processing this payout: its result settles it. If no result comes, you can settle it by hand from 2030-03-01.';
    const calls = renderPageWithApi(<PayoutsPage />, '/operator/payouts', {
      'GET /api/operator/payouts': onePage([payout(5), payout(6, { method: 'card_form', provider_holds_until: 1_900_600_000 }), payout(7, { status: 'approved' })]),
      'POST /api/operator/payouts/bulk': answer([row(5, true), row(6, false, 'PAYOUT_HELD_BY_PROVIDER', held)]),
    });
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.queryByRole('checkbox', { name: 'Select #7' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Fail' }));
    const dialog = screen.getByRole('dialog', { name: 'Fail 2 payouts' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason for the seller'), 'Bank refused');
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/operator/payouts/bulk', body: { action: 'fail', ids: [5, 6], reason: 'Bank refused' } }));
    expect(await screen.findByRole('status', { name: 'Result of the last bulk action' })).toHaveTextContent(`1 done, 1 not done: #6 ${held}`);
  }, 30_000);

  it('OPS-185: support: Answer sends one reply text for every selected message; Mark answered closes them (marked answered)', async () => {
    const user = userEvent.setup();
    const calls = renderPageWithApi(<SupportPage />, '/operator/support', {
      'GET /api/operator/support': onePage([message(3), message(4)]),
      'POST /api/operator/support/bulk': (body: unknown) => answer((body as { ids: number[] }).ids.map((id) => row(id, true))),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select #3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #4' }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer 2 messages' });
    await user.type(within(dialog).getByLabelText('Your reply'), 'Sent today.');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'answer', ids: [3, 4], message: 'Sent today.' }));
    expect(await screen.findByRole('status', { name: 'Result of the last bulk action' })).toHaveTextContent('2 done');

    await user.click(screen.getByRole('checkbox', { name: 'Select #3' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Mark answered' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark 1 messages answered' })).getByRole('button', { name: 'Mark answered' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ action: 'close', ids: [3] }));
  }, 30_000);
});
