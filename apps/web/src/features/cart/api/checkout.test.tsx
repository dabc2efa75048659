import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/render-routes';
import { useCheckout, type PurchaseRequest } from './checkout';

const body = { name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', country: 1, city: 'Lisbon', address: 'Rua 1', postCode: '1100', paymentType: 'balance', tradeUrl: '', termsAccepted: true } as unknown as PurchaseRequest;
const paid = (redirect_url: string | null) => ({ status: 'OK', message: 'ok', balance: 0, redirect_url, payload: { order_id: 1 } });

/** A client whose profile and cart are cached and fresh, so that only an invalidation marks them stale. */
function setup(answer: unknown) {
  const api = stubApi({ 'POST /api/purchase/product': answer });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['profile', 'EUR'], { balance: 10 });
  client.setQueryData(['cart', 'EUR'], [{ item_id: 1 }]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useCheckout(), { wrapper });
  const stale = () => [client.getQueryState(['profile', 'EUR'])?.isInvalidated, client.getQueryState(['cart', 'EUR'])?.isInvalidated];
  return { hook, stale, calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the checkout mutation (spec §4 Payments)', () => {
  it('SEAM-6: a purchase paid on the spot marks the profile and the cart stale before it settles', async () => {
    const { hook, stale, calls } = setup(paid(null));
    await hook.result.current.mutateAsync(body);
    expect(stale()).toEqual([true, true]);
    expect(calls.find((c) => c.path === '/api/purchase/product')?.body).toMatchObject({ paymentType: 'balance', idempotencyKey: expect.any(String) });
  });

  it('SEAM-6: a purchase that redirects to the provider refetches nothing', async () => {
    const { hook, stale } = setup(paid('https://pay.example/1'));
    await expect(hook.result.current.mutateAsync(body)).resolves.toMatchObject({ redirect_url: 'https://pay.example/1' });
    expect(stale()).toEqual([false, false]);
  });

  it('SEAM-6: a refused purchase rejects with the server message and refetches nothing', async () => {
    const { hook, stale } = setup([409, { status: 'error', message: 'This item has been sold.', code: 'CART_ITEM_SOLD' }]);
    await expect(hook.result.current.mutateAsync(body)).rejects.toMatchObject({ status: 409, message: 'This item has been sold.' });
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(stale()).toEqual([false, false]);
  });
});
