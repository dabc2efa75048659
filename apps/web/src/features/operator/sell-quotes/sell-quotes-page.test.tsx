import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import SellQuotesPage from './sell-quotes-page';

const redline = { id: 1, market_name: 'AK-47 | Redline (Field-Tested)', price: 18.4, updated_at: Date.UTC(2026, 11, 1, 9, 30) / 1000 };

function renderQuotes(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'GET /api/operator/sell-quotes': { status: 'OK', payload: [redline] }, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/sell-quotes': <SellQuotesPage /> }, '/operator/sell-quotes');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: instant quotes screen (issue 49)', () => {
  it('INV-5: the quotes are listed; a new one is checked by the contract before it is sent, then toasted', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderQuotes({ 'POST /api/operator/sell-quotes': { status: 'OK', message: 'Quote added', payload: { id: 2, market_name: 'AWP | Asiimov (Field-Tested)', price: 60, updated_at: redline.updated_at } } });
    const table = await screen.findByRole('table', { name: 'Instant quotes' });
    expect(within(table).getByText(redline.market_name)).toBeInTheDocument();
    expect(within(table).getByText('€18.40')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New quote' }));
    const dialog = screen.getByRole('dialog', { name: 'New quote' });
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Market name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be a positive number')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Market name'), 'AWP | Asiimov (Field-Tested)');
    await user.clear(within(dialog).getByLabelText('Price (EUR)'));
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ market_name: 'AWP | Asiimov (Field-Tested)', price: 60 });
    expect(success).toHaveBeenCalledWith('Quote added');
  }, 20_000);

  it('INV-5: a quote\'s price is changed in its dialog and the quote deleted after a confirmation', async () => {
    const user = userEvent.setup();
    const api = renderQuotes({
      'PATCH /api/operator/sell-quotes/1': { status: 'OK', message: 'Quote saved', payload: { ...redline, price: 20 } },
      'DELETE /api/operator/sell-quotes/1': { status: 'OK', message: 'Quote deleted', payload: { id: 1 } },
    });
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: `Change price ${redline.market_name}` }));
    const edit = screen.getByRole('dialog', { name: `Price of ${redline.market_name}` });
    await user.clear(within(edit).getByLabelText('Price (EUR)'));
    await user.type(within(edit).getByLabelText('Price (EUR)'), '20');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/operator/sell-quotes/1', body: { price: 20 } });

    await user.click(screen.getByRole('button', { name: `Delete ${redline.market_name}` }));
    const confirm = screen.getByRole('dialog', { name: `Delete the quote of ${redline.market_name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/operator/sell-quotes/1']);
  }, 20_000);
});
