import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import HomePage from './home-page';

const skin = (id: number, price: number) => ({ id, title: `Skin ${id}`, img_url: 'items/a.svg', quality: 'Covert', type: 'Rifle', price });
const packs = [
  { id: 3, title: 'Starter Pack', description: '', img_url: 'items/a.svg', price: 25, items_total: 30, available: true, items: [skin(1, 10), skin(2, 20)] },
  { id: 4, title: 'Gone Pack', description: '', img_url: 'items/b.svg', price: 40, items_total: 45, available: false, items: [skin(5, 15), skin(6, 15), skin(7, 15)] },
];

/** The section is a lazy module: its first import is compiled on demand, slow on a busy machine. */
const LAZY_LOAD_MS = 10_000;

function showHome(packsAnswer: unknown) {
  const api = stubApi({
    '/api/items/recommended': { status: 'OK', payload: [] },
    '/api/items/filter-data': { status: 'OK', payload: { types: ['Rifle', 'Pistol'], qualities: [], heroes: [], exterior_names: [], classes: [], phases: [], counts: {} } },
    '/api/packs': packsAnswer,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return renderRoutes({ '/': <HomePage /> }, '/');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('HomePage: the packs (issue 7)', () => {
  it('PACK-WEB-1: below the type tiles, each pack (link to its page, skin count, price against the skins bought separately, sold out) and the way to request a skin', async () => {
    showHome({ status: 'OK', payload: packs });
    const section = await screen.findByRole('region', { name: 'Skin packs' }, { timeout: LAZY_LOAD_MS });
    const tiles = await screen.findByRole('link', { name: 'Rifle' });
    expect(tiles.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [starter, gone] = within(section).getAllByTestId('pack-card');
    expect(within(starter!).getByRole('link', { name: 'Starter Pack' })).toHaveAttribute('href', '/packs/3');
    expect(within(starter!).getByText('2 skins')).toBeInTheDocument();
    expect(within(starter!).getByText('€25.00')).toBeInTheDocument();
    expect(within(starter!).getByText('€30.00').tagName).toBe('S');
    expect(within(starter!).queryByText('Sold out')).not.toBeInTheDocument();
    expect(within(gone!).getByText('Sold out')).toBeInTheDocument();

    expect(within(section).getByRole('link', { name: 'Request a skin' })).toHaveAttribute('href', '/request-skin');
  });

  it('PACK-WEB-1: with no packs, or when the call fails, the home page shows no packs section and the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answer of [{ status: 'OK', payload: [] }, [500, { status: 'error', message: 'boom' }]]) {
      const { client } = showHome(answer);
      await screen.findByRole('link', { name: 'Rifle' });
      // Settled: the lazy section has loaded and its call has answered.
      await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: ['packs'], exact: false })?.state.status ?? 'not started').toMatch(/success|error/), { timeout: LAZY_LOAD_MS });
      expect(screen.queryByRole('region', { name: 'Skin packs' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
