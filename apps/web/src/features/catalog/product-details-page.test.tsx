import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductDetailsPage, { parseProductId } from './product-details-page';
import { buildProduct } from './test/build-product';
import { renderAt } from './test/render';

const route = '/products/:category/:subcategory/:productId';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductDetailsPage', () => {
  it('CAT-38: a missing or malformed product id gives "Product ID is missing" and calls nothing', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    for (const url of ['/products/cs2/all/abc', '/products/cs2/all/0', '/products/cs2/all/-1', '/products/cs2/all/1.5']) {
      const { unmount } = renderAt(<ProductDetailsPage />, { path: route, url });
      expect(await screen.findByText('Product ID is missing')).toBeInTheDocument();
      unmount();
    }
    const { unmount } = renderAt(<ProductDetailsPage />, { path: '/products/:category/:subcategory', url: '/products/cs2/all' });
    expect(await screen.findByText('Product ID is missing')).toBeInTheDocument();
    unmount();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('CAT-38: parses positive whole ids only', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId(undefined)).toBeNull();
    expect(parseProductId('4e2')).toBeNull();
    expect(parseProductId('99999999999')).toBeNull();
  });

  it('JOURNEY-5: a 404 with the server\'s message shows that message, not the fallback', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 'error', message: 'This product does not exist or has already been sold.', code: 'CATALOG_ITEM_NOT_FOUND' }));
    renderAt(<ProductDetailsPage />, { path: route, url: '/products/all/all/999999' });
    expect(await screen.findByText('This product does not exist or has already been sold.')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load product details')).not.toBeInTheDocument();
  });

  it('CAT-38, JOURNEY-5: a 404 without a message gives "Unable to load product details"', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 'error' }));
    renderAt(<ProductDetailsPage />, { path: route, url: '/products/cs2/all/999' });
    expect(await screen.findByText('Unable to load product details')).toBeInTheDocument();
  });

  it('CAT-39: shows the product, and its similar list without asking for random products', async () => {
    const similar = buildProduct({ title: 'M4A4 | Howl' });
    const product = buildProduct({ title: 'AWP | Dragon Lore', type: 'Sniper Rifle', price: 80, old_price: 100, similar: [similar] });
    const fetch = vi.fn(async (_url: URL) => Response.json({ status: 'OK', payload: product }));
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductDetailsPage />, { path: route, url: `/products/cs2/rifles/${product.id}` });
    expect(await screen.findByRole('heading', { name: 'AWP | Dragon Lore' })).toBeInTheDocument();
    expect(screen.getByText('Sniper Rifle')).toBeInTheDocument();
    expect(screen.getByText('€100.00').tagName).toBe('S');
    // BUDGET-10: the similar row renders in a deferred pass after the product.
    expect(await screen.findByText('M4A4 | Howl')).toBeInTheDocument();
    // The details and (LIST-1) the skin's listings: no list of random products.
    expect(fetch.mock.calls.map(([u]) => u.pathname.replace(/^.*\/items/, ''))).toEqual([`/${product.id}`, `/${product.id}/listings`]);
  });

  it('SKIN-11: shows the float with 6 decimals over a wear bar, pattern, phase, stickers, charm, the trade lock and the inspect link', async () => {
    const product = buildProduct({
      title: 'Karambit | Doppler',
      rarity: 'Covert',
      rarity_color: '#eb4b4b',
      float_value: 0.0123,
      exterior_name: 'Factory New',
      paint_seed: 412,
      phase: 'Ruby',
      stattrak: true,
      stickers: [{ name: 'Crown (Foil)', slot: 1, wear: 0.25, img_url: 'stickers/crown-foil.svg' }],
      charms: [{ name: 'Hot Howl', pattern: 77, img_url: 'charms/hot-howl.svg' }],
      inspect_link: 'steam://rungame/730/1/+csgo_econ_action_preview%20S1A2D3',
      trade_lock_until: '2030-05-04T10:00:00.000Z',
      similar: [buildProduct()],
    });
    vi.stubGlobal('fetch', answer(200, { status: 'OK', payload: product }));
    renderAt(<ProductDetailsPage />, { path: route, url: `/products/cs2/knives/${product.id}` });
    expect(await screen.findByTestId('float-value')).toHaveTextContent('0.012300');
    expect(screen.getAllByRole('img', { name: 'Wear: float 0.012300 (Factory New)' })[0]).toBeInTheDocument();
    expect(screen.getByText('412')).toBeInTheDocument();
    expect(screen.getByText('Ruby')).toBeInTheDocument();
    expect(screen.getByText(/Crown \(Foil\)/)).toHaveTextContent('Crown (Foil) (slot 2, wear 25%)');
    expect(screen.getByText(/Hot Howl/)).toHaveTextContent('Hot Howl (pattern 77)');
    expect(screen.getByText(/^Tradable from /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inspect in game' })).toHaveAttribute('href', product.inspect_link);
    expect(screen.getAllByText('StatTrak™').length).toBeGreaterThan(0);
  });

  it("ART-4, REFPRICE-4: the product page shows each sticker's and the charm's larger picture beside its name (its alt text), and 'x % below Steam' under the price", async () => {
    const product = buildProduct({
      price: 75,
      steam_price: 100,
      below_steam_percent: 25,
      stickers: [{ name: 'Crown (Foil)', slot: 0, wear: 0, img_url: 'stickers/crown-foil.svg' }],
      charms: [{ name: 'Hot Howl', pattern: 77, img_url: 'charms/hot-howl.svg' }],
    });
    vi.stubGlobal('fetch', answer(200, { status: 'OK', payload: product }));
    renderAt(<ProductDetailsPage />, { path: route, url: `/products/cs2/rifles/${product.id}` });
    const sticker = await screen.findByRole('img', { name: 'Crown (Foil)' });
    expect(sticker).toHaveAttribute('src', '/img/stickers/crown-foil.svg');
    expect(sticker).toHaveAttribute('width', '56');
    expect(screen.getByRole('img', { name: 'Hot Howl' })).toHaveAttribute('src', '/img/charms/hot-howl.svg');
    expect(screen.getByText('25 % below Steam')).toHaveAttribute('title', 'Steam reference price: €100.00');
  });

  it('SKIN-11: an item without a trade lock is tradable now; no float, no wear bar', async () => {
    const product = buildProduct({ float_value: null, trade_lock_until: null, inspect_link: null, similar: [buildProduct({ float_value: null })] });
    vi.stubGlobal('fetch', answer(200, { status: 'OK', payload: product }));
    renderAt(<ProductDetailsPage />, { path: route, url: `/products/cs2/rifles/${product.id}` });
    expect(await screen.findByText('Tradable now')).toBeInTheDocument();
    expect(screen.queryByTestId('wear-bar')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inspect in game' })).toBeNull();
  });

  it('CAT-39, LIST-4: without a similar list, asks for no random products and shows no similar block', async () => {
    const product = buildProduct({ title: 'Glock-18 | Fade', similar: [] });
    const fetch = vi.fn(async (url: URL) => Response.json(url.pathname.endsWith('/listings') ? { status: 'OK', payload: { market_name: product.market_name, total: 1, listings: [] } } : { status: 'OK', payload: product }));
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductDetailsPage />, { path: route, url: `/products/cs2/pistols/${product.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glock-18 | Fade' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => u.pathname).filter((path) => path.endsWith('/items/list'))).toEqual([]);
    expect(screen.queryByText('Similar products')).toBeNull();
  });

  it.each([
    ['sold', 'AK-47 | Redline (Field-Tested) — sold', 'This item has been sold.'],
    ['unavailable', 'AK-47 | Redline (Field-Tested) — not available', 'This item is not available right now.'],
  ] as const)('CAT-45, CAT-46: a %s item says so in its heading and the tab, and links the same skin\'s other listings', async (state, heading, text) => {
    const listing = { id: 7, title: 'AK-47 | Redline (Field-Tested)', market_name: 'StatTrak™ AK-47 | Redline (Field-Tested)', state };
    const fetch = vi.fn(async (url: URL) =>
      url.pathname.endsWith('/items/7/listing')
        ? Response.json({ status: 'OK', payload: listing })
        : Response.json({ status: 'error', message: 'This product does not exist or has already been sold.', code: 'CATALOG_ITEM_NOT_FOUND' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductDetailsPage />, { path: route, url: '/products/cs2/rifles/7' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Skins Market`);
    const others = new URL(screen.getByRole('link', { name: 'See other listings of this skin' }).getAttribute('href') ?? '', 'http://x');
    expect(others.pathname).toBe('/products');
    expect(others.searchParams.get('search')).toBe('StatTrak™ AK-47 | Redline (Field-Tested)');
    expect(screen.queryByText('This product does not exist or has already been sold.')).toBeNull();
  });

  it('CAT-45: an unknown item (its listing a 404 too) keeps the server\'s message and the Not Found title', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 'error', message: 'This product does not exist or has already been sold.', code: 'CATALOG_ITEM_NOT_FOUND' }));
    renderAt(<ProductDetailsPage />, { path: route, url: '/products/cs2/all/999999' });
    expect(await screen.findByText('This product does not exist or has already been sold.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See other listings of this skin' })).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Oops! Page Not Found | Skins Market'));
  });
});
