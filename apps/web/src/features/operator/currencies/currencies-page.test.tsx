import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import CurrenciesPage from './currencies-page';

const eur = { id: 1, code: 'EUR', symbol: '€', value: 1, default: 1 };
const usd = { id: 2, code: 'USD', symbol: '$', value: 1.08, default: 0 };

function renderCurrencies(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'GET /api/operator/currencies': { status: 'OK', payload: [eur, usd] }, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/currencies': <CurrenciesPage /> }, '/operator/currencies');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: currencies screen', () => {
  it("OPS-119: the table shows code, symbol, units per euro and the default; a bad rate is refused under the field before any call; a good one is saved and toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderCurrencies({ 'PATCH /api/operator/currencies/2': { status: 'OK', message: 'Currency saved', payload: { ...usd, value: 1.25 } } });
    const table = await screen.findByRole('table', { name: 'Currencies' });
    const usdRow = within(table).getByText('USD').closest('tr')!;
    expect(within(usdRow).getByText('$')).toBeInTheDocument();
    expect(within(usdRow).getByText('1.08')).toBeInTheDocument();
    expect(within(within(table).getByText('EUR').closest('tr')!).getByText('Yes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit USD' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit USD' });
    const value = within(dialog).getByLabelText('Units per euro');
    expect(value).toHaveValue('1.08');
    await user.clear(value);
    await user.type(value, '1.123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Units per euro can have at most 8 decimals')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Units per euro must be more than 0')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(value);
    await user.type(value, '1.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/operator/currencies/2', body: { symbol: '$', value: 1.25 } }]);
    expect(success).toHaveBeenCalledWith('Currency saved');
  }, 20_000);

  it("OPS-119: EUR's rate is shown read-only and never sent: only its symbol is saved; the API's field refusal lands under the field", async () => {
    const user = userEvent.setup();
    const api = renderCurrencies({
      'PATCH /api/operator/currencies/1': { status: 'OK', message: 'Currency saved', payload: { ...eur, symbol: 'EUR' } },
      'PATCH /api/operator/currencies/2': [422, { status: 'error', code: 'COMMON_BAD_INPUT', message: 'The symbol is 1 to 8 characters', errors: { symbol: ['The symbol is 1 to 8 characters'] } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit EUR' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit EUR' });
    expect(within(dialog).getByLabelText('Units per euro')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('EUR is the base currency: its value stays 1.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Symbol'));
    await user.type(within(dialog).getByLabelText('Symbol'), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/operator/currencies/1', body: { symbol: 'EUR' } });

    await user.click(screen.getByRole('button', { name: 'Edit USD' }));
    dialog = screen.getByRole('dialog', { name: 'Edit USD' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The symbol is 1 to 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Symbol')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});
