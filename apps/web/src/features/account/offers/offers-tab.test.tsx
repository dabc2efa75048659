import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import OffersTab from './offers-tab';
import { buildOffer as offer } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(routes: Record<string, unknown>, url = '/account/offers', canSell = true) {
  const api = stubApi(routes);
  const fetch = vi.fn(api.fetch);
  vi.stubGlobal('fetch', fetch);
  const pagesAsked = () => fetch.mock.calls.map(([u]) => new URL(String(u))).filter((u) => u.pathname === '/api/offer/history').map((u) => u.searchParams.get('page'));
  return { ...renderRoutes({ '/account/offers': <OffersTab canSell={canSell} /> }, url), pagesAsked };
}

describe('OffersTab (spec §2 Account, §4 Offer statuses)', () => {
  it('OFFER-WEB-1: rows show ID, item, quantity and status (icon kind and a readable label)', async () => {
    show({ '/api/offer/history': { status: 'OK', payload: [offer(3, 'approved'), offer(2, 'ready_for_payout'), offer(1, 'declined_by_user')], meta: { total: 3, pages: 1, in_progress: 1 } } });
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(/#3/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Skin 3')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Field-Tested')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'In progress' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ready for payout')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('OFFER-WEB-1: 8 a page from the server, the shared pagination asks for the next page', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let asked = 0;
    const page = () => Array.from({ length: (asked += 1) === 1 ? 8 : 2 }, (_, i) => offer(asked * 100 + i, 'pending'));
    const { pagesAsked } = show({ '/api/offer/history': () => ({ status: 'OK', payload: page(), meta: { total: 10, pages: 2, in_progress: 10 } }) });
    expect(await screen.findAllByTestId('offer-row')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(2));
    expect(pagesAsked()).toEqual(['1', '2']);
  });

  it("OFFER-WEB-1: 'No offers found' when empty; the load failure texts", async () => {
    show({ '/api/offer/history': { status: 'OK', payload: [], meta: { total: 0, pages: 0, in_progress: 0 } } });
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
    cleanup();
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show({ '/api/offer/history': [500, { status: 'error', message: 'boom' }] });
    expect(await screen.findByText('Failed to fetch offers. Please try again later.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch offers data', expect.anything());
  });

  it('OFFER-WEB-10: ?sell=1 opens the sellSkins modal; closing it drops the query', async () => {
    const user = userEvent.setup();
    const { router } = show({ '/api/offer/history': { status: 'OK', payload: [], meta: { total: 0, pages: 0, in_progress: 0 } } }, '/account/offers?sell=1');
    const dialog = await screen.findByRole('dialog', { name: 'Sell skins' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Sell skins' }));
    expect(await screen.findByRole('dialog', { name: 'Sell skins' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sell=1');
  });

  it('OFFER-1: while selling is off, the open offers are listed with the notice and no way to sell, even by ?sell=1', async () => {
    show({ '/api/offer/history': { status: 'OK', payload: [offer(2, 'ready_for_payout')], meta: { total: 1, pages: 1, in_progress: 1 } } }, '/account/offers?sell=1', false);
    expect(await screen.findByText('Selling skins is currently disabled. You can still finish the offers you have made.')).toHaveAttribute('role', 'status');
    expect(await screen.findAllByTestId('offer-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sell skins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
