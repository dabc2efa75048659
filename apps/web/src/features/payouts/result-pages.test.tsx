import { PAYOUT_POLL_MS } from '@skins/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { FailPayoutPage, PendingPayoutPage, SuccessPayoutPage } from './result-pages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const details = (status: string, payout: Record<string, unknown> | null) => ({
  status: 'OK',
  payload: { id: 9, created_at: 1, title: 'AK', item: { title: 'AK', img: null, img_url: null }, quality: 'field_tested', user_price: 5, service_price: 4, currency: 'EUR', status, quantity: 1, float: null, pattern: null, stickers: [], protected_until: null, events: [], payout, payouts: [], reason: null, payout_held_until: null, trade: null },
});
const processing = { method: 'sepa', status: 'processing', account_last4: '3000', message: null, release_at: null };

describe('payout result pages (spec §2 /success-payout, /fail-payout, /pending-payout)', () => {
  it('OFFER-WEB-9: success says the payout is on its way within 3 working days, with links to the offers and home', async () => {
    renderRoutes({ '/success-payout': <SuccessPayoutPage /> }, '/success-payout?status=approved&offer=9');
    expect(await screen.findByRole('heading', { name: 'Payout accepted' })).toBeInTheDocument();
    expect(screen.getByText('Your payout is on its way. You will be notified within 3 working days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my offers' })).toHaveAttribute('href', '/account/offers');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('OFFER-WEB-9: success asks the offers history and the offer details again', async () => {
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderRoutes({ '/success-payout': <SuccessPayoutPage /> }, '/success-payout?status=approved&offer=9');
    await screen.findByRole('heading', { name: 'Payout accepted' });
    expect(spy.mock.calls.map((c) => (c[0] as { queryKey: unknown[] }).queryKey)).toEqual(expect.arrayContaining([['offers'], ['offer']]));
  });

  it('OFFER-WEB-9: failure shows the message query, else a default text', async () => {
    renderRoutes({ '/fail-payout': <FailPayoutPage /> }, '/fail-payout?status=failed&offer=9&message=Card%20not%20supported');
    expect(await screen.findByRole('alert')).toHaveTextContent('Card not supported');
    cleanup();
    renderRoutes({ '/fail-payout': <FailPayoutPage /> }, '/fail-payout');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't process your payout. Please try again later or choose another payout method.");
  });

  it('OFFER-WEB-9: pending without an offer shows the status query (default pending) and asks nothing', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout');
    expect(await screen.findByTestId('payout-status')).toHaveTextContent('Your payout is being processed. Status: Pending');
    cleanup();
    renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?status=payout_processing');
    expect(await screen.findByTestId('payout-status')).toHaveTextContent('Status: Payout processing');
    expect(api.calls).toHaveLength(0);
  });

  it('OPS-27: pending shows the message query under the status', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({}).fetch));
    renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?status=payout_processing&message=Waiting%20for%20the%20bank');
    expect(await screen.findByTestId('payout-message')).toHaveTextContent('Waiting for the bank');
    cleanup();
    renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout');
    await screen.findByTestId('payout-status');
    expect(screen.queryByTestId('payout-message')).not.toBeInTheDocument();
  });

  it('OFFER-WEB-9: pending asks GET /offer/{id} at once and every 5 s while open, and stops on leaving', async () => {
    vi.useFakeTimers();
    const api = stubApi({ '/api/offer/9': details('payout_processing', processing) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { unmount } = renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?status=payout_processing&offer=9');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS - 10));
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.calls).toHaveLength(2);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS * 3));
    expect(api.calls).toHaveLength(2);
  });

  it('OFFER-WEB-9: a settled payout moves on: approved to /success-payout, failed to /fail-payout with its message', async () => {
    vi.useFakeTimers();
    let answer = details('payout_processing', processing);
    const api = stubApi({ '/api/offer/9': () => answer });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router } = renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?offer=9');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/pending-payout');
    answer = details('approved', { ...processing, status: 'approved' });
    await act(() => vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS + 50));
    expect(api.calls).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/success-payout');
    expect(router.state.location.search).toBe('?status=approved&offer=9');
    cleanup();
    answer = details('failed', { ...processing, status: 'failed', message: 'The bank refused the transfer' });
    const failed = renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?offer=9');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(failed.router.state.location.pathname).toBe('/fail-payout');
    expect(new URLSearchParams(failed.router.state.location.search).get('message')).toBe('The bank refused the transfer');
  });

  it('OFFER-WEB-9: any other offer status is a failure (spec §4) and moves on; an unknown offer stops the polling and goes to the failure page with the server message', async () => {
    vi.useFakeTimers();
    const declined = stubApi({ '/api/offer/9': details('declined_by_user', null) });
    vi.stubGlobal('fetch', vi.fn(declined.fetch));
    const { router } = renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?offer=9');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(router.state.location.pathname).toBe('/fail-payout');
    cleanup();

    const missing = stubApi({ '/api/offer/404': [404, { status: 'error', message: 'Offer details not found', code: 'OFFER_NOT_FOUND' }] });
    vi.stubGlobal('fetch', vi.fn(missing.fetch));
    const unknown = renderRoutes({ '/pending-payout': <PendingPayoutPage /> }, '/pending-payout?offer=404');
    await act(() => vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS * 4));
    expect(missing.calls).toHaveLength(1);
    expect(unknown.router.state.location.pathname).toBe('/fail-payout');
    expect(new URLSearchParams(unknown.router.state.location.search).get('message')).toBe('Offer details not found');
  });
});
