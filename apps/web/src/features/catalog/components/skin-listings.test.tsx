import type { SkinListing } from '@skins/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';
import { ProductCard } from './product-card';
import { FloatRank, SkinListings } from './skin-listings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = (overrides: Partial<SkinListing>): SkinListing => ({
  id: 1,
  float_value: 0.2,
  paint_seed: 7,
  phase: null,
  stickers: [],
  charms: [],
  price: 10,
  trade_lock_until: null,
  float_rank: 1,
  float_percentile: 20,
  low_float: false,
  ...overrides,
});

describe('SkinListings (the product page chooser)', () => {
  it('LIST-1, LIST-3: lists every listing with float, rank, pattern, stickers, price and protection; choosing another opens its product page', async () => {
    const product = buildProduct({ id: 501, exterior_name: 'Field-Tested', subcategory: 'rifles' });
    const payload = {
      market_name: product.market_name,
      total: 2,
      listings: [
        listing({ id: 777, float_value: 0.150001, float_rank: 1, float_percentile: 0.0004, low_float: true, stickers: [{ name: 'Crown (Foil)', slot: 0, wear: 0 }], trade_lock_until: '2099-01-02T00:00:00.000Z', price: 30 }),
        listing({ id: 501, float_value: 0.25, float_rank: 2, price: 12.5 }),
      ],
    };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ status: 'OK', payload })));
    const { router } = renderAt(<SkinListings product={product} />, { path: '/products/:category/:subcategory/:productId', url: '/products/cs2/rifles/501' });
    const rows = await screen.findAllByTestId('skin-listing');
    expect(rows).toHaveLength(2);
    const other = within(rows[0]!);
    expect(other.getByText('0.150001')).toBeInTheDocument();
    expect(other.getByText('#1 of 2')).toBeInTheDocument();
    expect(other.getByText('Low float')).toBeInTheDocument();
    expect(other.getByText('Crown (Foil)')).toBeInTheDocument();
    expect(other.getByText(/Protected until/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('This listing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('#2 of 2')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    await userEvent.click(other.getByRole('link'));
    expect(router.state.location.pathname).toBe('/products/cs2/rifles/777');
  });

  it("LIST-3: the product page states the product's own float rank and its percentile of the float range", async () => {
    const product = buildProduct({ id: 503 });
    const payload = { market_name: product.market_name, total: 14, listings: [listing({ id: 9 }), listing({ id: 503, float_rank: 2, float_percentile: 4.25 })] };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ status: 'OK', payload })));
    renderAt(<FloatRank product={product} />);
    expect(await screen.findByTestId('float-rank')).toHaveTextContent('Float rank: #2 of 14 · 4.3 % of the float range');
  });

  it('LIST-1: a skin with one listing (the product itself) shows no chooser', async () => {
    const product = buildProduct({ id: 502 });
    const fetch = vi.fn(async () => Response.json({ status: 'OK', payload: { market_name: product.market_name, total: 1, listings: [listing({ id: 502 })] } }));
    vi.stubGlobal('fetch', fetch);
    renderAt(<SkinListings product={product} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('skin-listing')).toBeNull();
  });
});

describe('low float badge on cards (LIST-3)', () => {
  it("LIST-3: a card whose float is in the first percent of its exterior's range shows 'Low float', others not", () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ status: 'OK', payload: [] })));
    renderAt(
      <>
        <ProductCard product={buildProduct({ title: 'Low one', exterior_name: 'Field-Tested', float_value: 0.1502 })} />
        <ProductCard product={buildProduct({ title: 'Plain one', exterior_name: 'Field-Tested', float_value: 0.2 })} />
      </>,
    );
    const [low, plain] = screen.getAllByRole('article');
    expect(within(low!).getByText('Low float')).toBeInTheDocument();
    expect(within(plain!).queryByText('Low float')).toBeNull();
  });
});
