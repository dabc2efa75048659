import type { InventoryItem } from '@skins/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import OffersTab from './offers-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noOffers = { status: 'OK', payload: [], meta: { total: 0, pages: 0, in_progress: 0 } };
const item = (assetId: string, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  asset_id: assetId,
  market_name: `AK-47 | Redline ${assetId} (Field-Tested)`,
  name: `AK-47 | Redline ${assetId}`,
  exterior: 'Field-Tested',
  img_url: 'items/rifle/ak-47-redline.svg',
  float: 0.231456,
  pattern: 661,
  tradable: true,
  tradable_from: null,
  offered: false,
  quote: null,
  ...overrides,
});
const inventoryOf = (items: InventoryItem[]) => ({ status: 'OK', payload: items, meta: { steamid: '76561198000000100', currency: 'EUR' } });
const refusal = (status: number, code: string, message: string) => [status, { status: 'error', code, message }];

function show(routes: Record<string, unknown>, url = '/account/offers?sell=inventory') {
  const api = stubApi({ '/api/offer/history': noOffers, ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return { ...renderRoutes({ '/account/offers': <OffersTab /> }, url), calls: api.calls };
}

describe('the sell page\'s Steam inventory (issue 49)', () => {
  it('INV-7: the inventory is a grid of cards: art, name, exterior, float, pattern, tradable, tradable from a date, already offered (not pickable)', async () => {
    show({ '/api/offer/inventory': inventoryOf([item('1'), item('2', { tradable: false, tradable_from: Date.UTC(2026, 11, 11) / 1000 }), item('3', { offered: true, float: null, pattern: null })]) });
    const cards = await screen.findAllByTestId('inventory-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('AK-47 | Redline 1')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Field-Tested · Float 0.231456 · Pattern 661')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Tradable')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/^Tradable from .*2026/)).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('checkbox')).toBeDisabled();
    expect(within(cards[2]!).getByText('Already offered')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Field-Tested')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send offers' })).toBeDisabled();
  });

  it('INV-7: two picked items, one at the shop\'s quote and one at a typed price, are sent in one request; the done text follows', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => ({ status: 'OK', message: 'Your offers have been sent', payload: [] }));
    const { calls } = show({ '/api/offer/inventory': inventoryOf([item('1', { quote: 12.5 }), item('2')]), 'POST /api/offer/inventory': sent });
    await user.click(await screen.findByRole('checkbox', { name: 'Pick AK-47 | Redline 1 (Field-Tested)' }));
    expect(screen.getByRole('checkbox', { name: /Take the quote: €12.50/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pick AK-47 | Redline 2 (Field-Tested)' }));
    await user.type(screen.getByLabelText('Your price (EUR)'), '20,50');
    expect(screen.getByText('2 picked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send offers' }));
    expect(await screen.findByRole('dialog', { name: 'Offers sent' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ items: [{ asset_id: '1', take_quote: true }, { asset_id: '2', price: '20.50' }] });
  });

  it("INV-7: the server's message for a picked item's price shows under that card", async () => {
    const user = userEvent.setup();
    show({ '/api/offer/inventory': inventoryOf([item('1')]), 'POST /api/offer/inventory': [422, { status: 'error', message: 'Some fields are invalid.', errors: { 'items.0.price': ['Price is required'] } }] });
    await user.click(await screen.findByRole('checkbox', { name: 'Pick AK-47 | Redline 1 (Field-Tested)' }));
    await user.click(screen.getByRole('button', { name: 'Send offers' }));
    expect(await within(screen.getByTestId('inventory-card')).findByRole('alert')).toHaveTextContent('Price is required');
  });

  it('INV-7: no Steam linked offers Link Steam (back to this view) and the typed-name form', async () => {
    const user = userEvent.setup();
    const { router } = show({ '/api/offer/inventory': refusal(409, 'INVENTORY_STEAM_NOT_LINKED', 'Link your Steam account first: your inventory comes from Steam.') });
    expect(await screen.findByText('Link your Steam account first: your inventory comes from Steam.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link Steam' })).toHaveAttribute('href', '/api/auth/steam/link?redirect=%2Faccount%2Foffers%3Fsell%3Dinventory');
    await user.click(screen.getByRole('button', { name: 'Type the skin name instead' }));
    expect(await screen.findByRole('dialog', { name: 'Sell skins' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sell=1');
  });

  it('INV-7: a private inventory, a trade ban and Steam down say so with Try again, which asks again; an empty inventory says so', async () => {
    const user = userEvent.setup();
    for (const [status, code, message] of [
      [409, 'INVENTORY_PRIVATE', 'Your Steam inventory is private.'],
      [403, 'INVENTORY_TRADE_BAN', 'Your Steam account has a trade ban.'],
      [503, 'INVENTORY_STEAM_DOWN', 'Steam is not answering right now.'],
    ] as const) {
      let asked = 0;
      show({ '/api/offer/inventory': () => ((asked += 1), asked === 1 ? refusal(status, code, message) : inventoryOf([item('1')])) });
      expect(await screen.findByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getAllByTestId('inventory-card')).toHaveLength(1));
      cleanup();
    }
    show({ '/api/offer/inventory': inventoryOf([]) });
    expect(await screen.findByText('There are no CS2 items in your Steam inventory.')).toBeInTheDocument();
  });

  it('INV-7: back from linking Steam, the view says it is linked; a link that failed shows its message', async () => {
    show({ '/api/offer/inventory': inventoryOf([item('1')]) }, '/account/offers?sell=inventory&steam=linked');
    expect(await screen.findByText('Steam is linked to your account.')).toBeInTheDocument();
    cleanup();
    show({ '/api/offer/inventory': refusal(409, 'INVENTORY_STEAM_NOT_LINKED', 'Link your Steam account first.') }, `/account/offers?sell=inventory&steam_error=${encodeURIComponent('This Steam account is already linked to another account of the shop.')}`);
    expect(await screen.findByText('This Steam account is already linked to another account of the shop.')).toBeInTheDocument();
  });
});
