import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/prices';
import { renderAt } from '../test/render';
import PricePanel from './price-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API of a guest: the item's price history is `history`, every other call an empty list. */
function stubHistory(history: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => Response.json({ status: 'OK', payload: url.pathname.endsWith('/price-history') ? history : [] })),
  );
}

describe('PricePanel', () => {
  it('PRICE-3: a skin without sales says "No sales yet" once, not in the comparison and again in the chart', async () => {
    stubHistory({ market_name: 'AK-47 | Redline (Field-Tested)', days: 30, points: [], price_cents: 1250, median_30d_cents: null, vs_median_percent: null });
    renderAt(<PricePanel itemId={7} />);
    await screen.findAllByText('No sales yet');
    expect(screen.getAllByText('No sales yet')).toHaveLength(1);
  });
});
