import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/prices';
import { sessionStore } from '../../../app/session-store';
import { renderAt } from '../test/render';
import { WatchButtons } from './watch-buttons';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ toast: { error: toastError, warning: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  act(() => sessionStore.set(false));
  toastError.mockReset();
  vi.unstubAllGlobals();
});

/** A signed-in buyer's API whose watchlist refuses every star with `refusal` (or with no answer at all). */
function stubRefusingWatchlist(refusal: { status: number; body: object } | 'offline') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      if (url.pathname.endsWith('/account/watchlist') && init?.method === 'POST') {
        if (refusal === 'offline') throw new TypeError('Failed to fetch');
        return Response.json(refusal.body, { status: refusal.status });
      }
      if (url.pathname.endsWith('/account/watchlist')) return Response.json({ status: 'OK', payload: { items: [], market_names: [] } });
      return Response.json({ status: 'OK', payload: [] });
    }),
  );
}

describe('WatchButtons', () => {
  it("SEC-25: a star the server refuses (a full watchlist, a skin the shop never sold) toasts the server's message; with no answer, the generic one", async () => {
    const full = 'You can watch at most 200 skins. Remove one to add another.';
    const unknown = 'This skin is not sold in this shop.';
    act(() => sessionStore.set(true));
    const cases: [Parameters<typeof stubRefusingWatchlist>[0], string, string][] = [
      [{ status: 422, body: { status: 'error', code: 'WATCHLIST_FULL', message: full, errors: { item_id: [full] } } }, 'Add to watchlist', full],
      [{ status: 422, body: { status: 'error', code: 'WATCHLIST_NAME_UNKNOWN', message: unknown, errors: { market_name: [unknown] } } }, 'Watch all AK-47 | Redline (Field-Tested)', unknown],
      ['offline', 'Add to watchlist', 'The watchlist could not be changed'],
    ];
    for (const [refusal, button, message] of cases) {
      stubRefusingWatchlist(refusal);
      const { unmount } = renderAt(<WatchButtons itemId={41} marketName="AK-47 | Redline (Field-Tested)" />);
      await userEvent.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
      unmount();
      toastError.mockReset();
    }
  });
});
