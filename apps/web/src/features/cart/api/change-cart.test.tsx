import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithCache, stubApi } from '../../../test/render-routes';
import { useChangeCart } from './change-cart';

/** A client with a fresh cached cart, so that only an invalidation marks it stale. */
function setup(answers: Record<string, unknown>) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const { result, isStale } = renderHookWithCache(useChangeCart, [[['cart', 'EUR'], []]]);
  return { change: result.current, stale: () => isStale(['cart', 'EUR']), calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart changes (SEAM-6: the api folder says what a change refreshes)', () => {
  it('CART-30: an added item is sent with count 1, then the cart is refetched', async () => {
    const { change, stale, calls } = setup({ 'POST /api/cart/add': { status: 'OK', cart: [], payload: [] } });
    await change.add(7);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/add']);
    expect(calls[0]?.body).toMatchObject({ id: 7, count: 1 });
    expect(stale()).toBe(true);
  });

  it('CART-30: a refused remove rejects with the server message and still refetches the cart (it may have changed elsewhere)', async () => {
    const { change, stale } = setup({ 'POST /api/cart/remove': [404, { status: 'error', message: 'This item is not in your cart.' }] });
    await expect(change.remove(7)).rejects.toMatchObject({ status: 404, message: 'This item is not in your cart.' });
    expect(stale()).toBe(true);
  });
});
