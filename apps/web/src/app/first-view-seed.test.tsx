import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductListPage from '../features/catalog/product-list-page';
import { buildProduct } from '../features/catalog/test/build-product';
import { renderRoutes } from '../test/render-routes';
import { seedFirstView } from './first-view-seed';
import { localeStore } from './locale-store';

const CURRENCIES = [
  { id: 1, code: 'EUR', symbol: '€', value: 1, default: 1 },
  { id: 2, code: 'USD', symbol: '$', value: 1.08, default: 0 },
];
const LANGUAGES = [
  { id: 1, code: 'en', name: 'English', default: 1 },
  { id: 2, code: 'de', name: 'Deutsch', default: 0 },
];
const FILTER_DATA = { types: ['Rifle'], qualities: [], heroes: [], exterior_names: [], classes: [], phases: [], counts: {} };

/** The data script as the server writes it (apps/api/src/modules/seo/first-view-data.ts), `<` escaped. */
function writeSeed(queries: { key: unknown[]; data: unknown }[]): HTMLElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-view-data';
  script.textContent = JSON.stringify({ currency: 'EUR', languageId: 1, queries }).replace(/</g, '\\u003c');
  document.body.append(script);
  return script;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.getElementById('first-view-data')?.remove();
});

describe('BUDGET-11: the first view seeded from the document', () => {
  it('the seeded list renders at the first render, without asking the API; the seed is removed and the locale settled', () => {
    const products = [buildProduct({ title: 'AWP | <Dragon Lore>' }), buildProduct({ title: 'M4A4 | Howl' })];
    const list = { status: 'OK', payload: products, meta: { total: 2, pages: 1 } };
    const script = writeSeed([
      { key: ['currencies'], data: CURRENCIES },
      { key: ['languages'], data: LANGUAGES },
      { key: ['items', 'list', 'EUR', { page: 1, limit: 15, sort: 'desc', category: 'cs2' }], data: list },
      { key: ['items', 'filter-data', 'cs2'], data: FILTER_DATA },
      { key: ['items', 'subcategories', 'cs2'], data: [{ id: 2, name: 'Rifles', url: 'rifles' }] },
    ]);
    const fetch = vi.fn(async () => Response.json({ status: 'OK', payload: [] }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    seedFirstView(client);
    expect(script.isConnected).toBe(false);
    expect(localeStore.get()).toMatchObject({ currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: 1 });

    renderRoutes({ '/products': <ProductListPage /> }, '/products', client);
    // The first render already holds the cards (no skeleton, no await) and nothing was fetched.
    expect(screen.getByText('AWP | <Dragon Lore>')).toBeInTheDocument();
    expect(screen.getByText('M4A4 | Howl')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rifles' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('once the first view has mounted, the seeded list ages as any answer: the next visit to the page asks the API again', async () => {
    const list = { status: 'OK', payload: [buildProduct({ title: 'Seeded Skin' })], meta: { total: 1, pages: 1 } };
    writeSeed([{ key: ['items', 'list', 'EUR', { page: 1, limit: 15, sort: 'desc', category: 'cs2' }], data: list }]);
    const fetch = vi.fn(async (url: URL) => Response.json({ status: 'OK', payload: new URL(String(url)).pathname.endsWith('filter-data') ? FILTER_DATA : [], meta: { total: 0, pages: 0 } }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    seedFirstView(client);
    const first = renderRoutes({ '/products': <ProductListPage /> }, '/products', client);
    expect(screen.getByText('Seeded Skin')).toBeInTheDocument();
    await Promise.resolve();
    first.unmount();
    const lists = () => fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/api/items/list').length;
    expect(lists()).toBe(0);
    renderRoutes({ '/products': <ProductListPage /> }, '/products', client);
    await waitFor(() => expect(lists()).toBe(1));
  });

  it('a list not in the seed (another page than the one served) is fetched as before', async () => {
    writeSeed([{ key: ['items', 'list', 'EUR', { page: 1, limit: 15, sort: 'desc', category: 'cs2', sale: 'true' }], data: { status: 'OK', payload: [], meta: { total: 0, pages: 0 } } }]);
    const fetch = vi.fn(async (url: URL) =>
      new URL(String(url)).pathname === '/api/items/list'
        ? Response.json({ status: 'OK', payload: [buildProduct({ title: 'Fetched Skin' })], meta: { total: 1, pages: 1 } })
        : Response.json({ status: 'OK', payload: new URL(String(url)).pathname.endsWith('filter-data') ? FILTER_DATA : [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    seedFirstView(client);
    renderRoutes({ '/products': <ProductListPage /> }, '/products', client);
    expect(await screen.findByText('Fetched Skin')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain('/api/items/list');
  });

  it('a document without a seed, or with a broken one, leaves the cache empty', () => {
    const client = new QueryClient();
    seedFirstView(client);
    const broken = writeSeed([]);
    broken.textContent = '{not json';
    seedFirstView(client);
    expect(broken.isConnected).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
