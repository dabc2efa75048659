import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../app/locale-store';
import { sessionStore } from '../../app/session-store';
import { renderRoutes, stubApi } from '../../test/render-routes';
import WatchlistPage from './watchlist-page';

const name = 'AK-47 | Redline (Field-Tested)';

/** The watchlist page with one watched name and its alert set at 13,000 PLN, asked in `currency` (the server converts alert_price). */
function renderWith(currency: { code: string; symbol: string; value: number }, alertPrice: number) {
  act(() => (localeStore.setCurrency(currency), sessionStore.signIn()));
  const api = stubApi({ '/api/account/watchlist': { status: 'OK', payload: { items: [], market_names: [{ market_name: name, alert_price: alertPrice, alert_amount: 13_000, alert_currency: 'PLN' }] } } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/account/watchlist': <WatchlistPage /> }, '/account/watchlist');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => (localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 }), sessionStore.clear()));
});

describe('watchlist page', () => {
  it('WATCH-5: an alert set at 13,000 PLN reads "Alert at PLN 13,000.00" and its field holds 13000 for a visitor in PLN', async () => {
    renderWith({ code: 'PLN', symbol: 'zł', value: 4.3 }, 13_000);
    expect(await screen.findByText('Alert at PLN 13,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Alert price (PLN)')).toHaveValue('13000');
  });

  it('WATCH-5: a visitor in euros still reads the alert in PLN as typed; the field holds its euro value', async () => {
    renderWith({ code: 'EUR', symbol: '€', value: 1 }, 3_023.26);
    expect(await screen.findByText('Alert at PLN 13,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Alert price (EUR)')).toHaveValue('3023.26');
  });
});
