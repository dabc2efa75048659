import { DEPOSIT_POLL_MS } from '@skins/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import PendingPaymentPage from './pending-payment-page';

let status: string | null = 'Pending';
let api: ReturnType<typeof stubApi>;
const polls = () => api.calls.filter((c) => c.path.startsWith('/api/deposit/status/')).length;

beforeEach(() => {
  vi.useFakeTimers();
  status = 'Pending';
  api = stubApi({ '/api/deposit/status/42': () => ({ status: 'OK', payload: { status } }) });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (url: string) => renderRoutes({ '/pending-payment': <PendingPaymentPage />, '/processing-payment': <PendingPaymentPage /> }, url);
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('PendingPaymentPage (spec §4 Payments)', () => {
  it('PAY-WEB-8: asks at once and every 5 s, shows the status, and stops on leaving', async () => {
    const { unmount } = open('/pending-payment?type=topup&order=42');
    await flush();
    expect(polls()).toBe(1);
    expect(screen.getByText('Payment is being processed. Status: Pending')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS - 1));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    expect(polls()).toBe(3);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(polls()).toBe(3);
  });

  it('PAY-WEB-8: Success goes to the success page with type topup', async () => {
    const { router } = open('/processing-payment?order_id=42');
    await flush();
    status = 'Success';
    // React Query hands the answer to the page a few ticks after it arrives.
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS + 50));
    expect(router.state.location.pathname).toBe('/success-payment');
    expect(router.state.location.search).toBe('?type=topup');
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 2));
    expect(polls()).toBe(2);
  });

  it('PAY-WEB-8: Error or no status goes to the failure page with "Payment processing failed"', async () => {
    for (const s of ['Error', null]) {
      status = s;
      const { router, unmount } = open('/pending-payment?order=42');
      await flush();
      expect(router.state.location.pathname).toBe('/fail-payment');
      expect(new URLSearchParams(router.state.location.search).get('error')).toBe('Payment processing failed');
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('topup');
      unmount();
    }
  });

  it("PAY-WEB-8: an order's page (type product) asks /purchase/status and keeps its type", async () => {
    api = stubApi({ '/api/purchase/status/7': () => ({ status: 'OK', payload: { status: 'Success' } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router } = open('/pending-payment?type=other&order_id=7');
    await flush();
    expect(router.state.location.pathname).toBe('/success-payment');
    expect(router.state.location.search).toBe('?type=other');
  });

  it('PAY-WEB-8: without an order id it goes to the failure page and asks nothing', async () => {
    const { router } = open('/pending-payment?type=topup');
    await flush();
    expect(router.state.location.pathname).toBe('/fail-payment');
    expect(polls()).toBe(0);
  });
});
