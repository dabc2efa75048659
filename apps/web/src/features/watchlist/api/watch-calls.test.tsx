import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithCache, stubApi } from '../../../test/render-routes';
import { useToggleStar } from './watch-calls';

const list = { status: 'OK', payload: { items: [], market_names: [] } };

/** A client with a fresh cached watchlist, so that only an invalidation marks it stale. */
function setup(answers: Record<string, unknown>) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const { result, isStale } = renderHookWithCache(useToggleStar, [[['watchlist', 'EUR'], list.payload]]);
  return { toggle: result.current, stale: () => isStale(['watchlist', 'EUR']), calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe("the details page's stars (SEAM-6: the api folder says what a change refreshes)", () => {
  it('WATCH-1: starring posts the target and then refreshes the watchlist', async () => {
    const { toggle, stale, calls } = setup({ 'POST /api/account/watchlist': list });
    await toggle({ item_id: 7 }, false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/account/watchlist']);
    expect(calls[0]?.body).toMatchObject({ item_id: 7 });
    expect(stale()).toBe(true);
  });

  it('WATCH-1: unstarring a market name deletes it, and a refusal still refreshes the watchlist (it may have changed elsewhere)', async () => {
    const { toggle, stale, calls } = setup({ 'DELETE /api/account/watchlist': [404, { status: 'error', message: 'Not on your watchlist.' }] });
    await expect(toggle({ market_name: 'AK-47 | Redline (Field-Tested)' }, true)).rejects.toMatchObject({ status: 404 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/account/watchlist']);
    expect(stale()).toBe(true);
  });
});
