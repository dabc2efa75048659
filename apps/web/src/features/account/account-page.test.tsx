import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSettings } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import AccountPage from './account-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountPage tabs', () => {
  it('WATCH-2: beside the account tabs, a Watchlist link opens /account/watchlist', async () => {
    const api = stubApi({
      '/api/settings': { status: 'OK', payload: buildSettings() },
      '/api/user/profile': { status: 'OK', payload: buildProfile() },
      '/api/purchase/history': { status: 'OK', payload: [] },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router } = renderRoutes({ '/account/orders': <AccountPage /> }, '/account/orders');
    const tabs = await screen.findByRole('navigation', { name: 'Account sections' });
    const link = within(tabs).getByRole('link', { name: 'Watchlist' });
    expect(link).toHaveAttribute('href', '/account/watchlist');
    expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/account/watchlist');
  });

  it("OPS-114: an operator's account has a Back office link to /operator; a customer's has none", async () => {
    const show = (role: 'customer' | 'operator') => {
      const api = stubApi({
        '/api/settings': { status: 'OK', payload: buildSettings() },
        '/api/user/profile': { status: 'OK', payload: buildProfile({ role }) },
        '/api/purchase/history': { status: 'OK', payload: [] },
      });
      vi.stubGlobal('fetch', vi.fn(api.fetch));
      return renderRoutes({ '/account/orders': <AccountPage /> }, '/account/orders');
    };
    show('operator');
    const tabs = await screen.findByRole('navigation', { name: 'Account sections' });
    expect(await within(tabs).findByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/operator');
    cleanup();
    const { client } = show('customer');
    await waitFor(() => expect(client.getQueryState(['profile', 'EUR'])?.status).toBe('success'));
    expect(within(screen.getByRole('navigation', { name: 'Account sections' })).queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('OFFER-1: while selling is off, an unverified customer is not asked for offers (a 403 would send the whole account to verification), and the profile shows', async () => {
    const api = stubApi({
      '/api/settings': { status: 'OK', payload: buildSettings({ offer_enabled: false }) },
      '/api/user/profile': { status: 'OK', payload: buildProfile({ emailVerified: false }) },
      '/api/purchase/history': { status: 'OK', payload: [] },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/account/orders': <AccountPage /> }, '/account/orders');
    const tabs = await screen.findByRole('navigation', { name: 'Account sections' });
    expect(within(tabs).queryByRole('link', { name: 'Sell skins' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/offer/history')).toBe(false);
  });
});
