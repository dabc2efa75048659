import '../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderPageWithApi } from '../../test/render-routes';
import PayoutsPage from './payouts/payouts-page';
import SupportPage from './support/support-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const payout = { id: 5, offer_id: 12, user_email: 'seller@example.com', method: 'sepa', amount: 20, currency: 'EUR', status: 'processing', account_last4: '3000', holder_name: null, message: null, created_at: 1_900_000_000, provider_holds_until: null, release_at: null };
const message = { id: 3, user_id: null, name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic: 'Order', message: 'Where is my skin?', created_at: 1_790_000_000, answered_at: null, answered_by: null, replies: [] };

/** The query of every list call the page made. */
const asked = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url)))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams);

describe('the back-office lists’ search and days (the shared filter bar, PagedTable dayRange)', () => {
  it('OPS-178: payouts: the search box and From/To come from the address, go to the API, and the Export CSV link carries them', async () => {
    renderPageWithApi(<PayoutsPage />, '/operator/payouts?q=seller&status=processing&from=2031-03-01&to=2031-03-02', { '/api/operator/payouts': onePage([payout]) });
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.getByLabelText('Payout id, seller email, method or last 4')).toHaveValue('seller');
    expect(screen.getByLabelText('From (day)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('From (day)')).toHaveValue('2031-03-01');
    expect(screen.getByLabelText('To (day)')).toHaveValue('2031-03-02');
    expect(asked('/api/operator/payouts').some((q) => q.get('q') === 'seller' && q.get('status') === 'processing' && q.get('from') === '2031-03-01' && q.get('to') === '2031-03-02')).toBe(true);
    const link = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '', 'http://shop.test');
    expect(link.pathname).toBe('/api/operator/payouts.csv');
    expect(Object.fromEntries(link.searchParams)).toEqual({ q: 'seller', status: 'processing', from: '2031-03-01', to: '2031-03-02' });
  });

  it('OPS-178: support: a search and days typed in apply together (page 1), and Clear empties them', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderPageWithApi(<SupportPage />, '/operator/support?page=2', { '/api/operator/support': { status: 'OK', payload: [message], meta: { total: 30, pages: 2 } } });
    await screen.findByRole('table', { name: 'Support' });
    await user.type(screen.getByLabelText('Email, name or message'), 'skin');
    // A day picker is set as a browser sets it (jsdom types no dates).
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2032-06-01' } });
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2032-06-02' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked('/api/operator/support').some((q) => q.get('q') === 'skin' && q.get('from') === '2032-06-01' && q.get('to') === '2032-06-02' && q.get('page') === '1')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByLabelText('From (day)')).toHaveValue(''));
    expect(screen.getByLabelText('Email, name or message')).toHaveValue('');
  });

  it('OPS-178: a range the API refuses shows its message', async () => {
    renderPageWithApi(<SupportPage />, '/operator/support?from=2032-06-02&to=2032-06-01', {
      '/api/operator/support': [422, { status: 'error', message: 'from: The start date is after the end date', code: 'COMMON_BAD_INPUT', errors: { from: ['The start date is after the end date'] } }],
    });
    expect(await screen.findByText('from: The start date is after the end date')).toBeVisible();
  });
});
