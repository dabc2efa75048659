import { STORAGE_KEYS } from '@skins/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../../app/locale-store';
import { sessionStore } from '../../../app/session-store';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';
import { ProductCard } from './product-card';

const toastWarning = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ toast: { warning: toastWarning } }));

afterEach(() => {
  cleanup();
  act(() => sessionStore.set(false));
  act(() => localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 }));
  localStorage.removeItem(STORAGE_KEYS.currencyCode);
  toastWarning.mockReset();
  vi.unstubAllGlobals();
});

/** The API of a signed-in buyer's watchlist: answers the list with `starred`, records every POST and DELETE. */
function stubWatchlist(starred: number[]) {
  const calls: string[] = [];
  const answer = () =>
    Response.json({ status: 'OK', payload: { items: starred.map((id) => ({ id, title: 'T', market_name: 'T', img_url: 'items/rifle/t.svg', price: 1, available: true })), market_names: [] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.pathname.endsWith('/account/watchlist')) {
        const id = Number(method === 'POST' ? (JSON.parse(String(init?.body)) as { item_id: number }).item_id : url.searchParams.get('item_id'));
        if (method !== 'GET') calls.push(`${method} ${id}`);
        if (method === 'POST') starred = [...starred, id];
        if (method === 'DELETE') starred = starred.filter((s) => s !== id);
        return answer();
      }
      return Response.json({ status: 'OK', payload: [] });
    }),
  );
  return calls;
}

describe('ProductCard', () => {
  it('SKIN-10: a strip in the rarity colour, the StatTrak™ mark, and a compact wear bar with the float', () => {
    renderAt(<ProductCard product={buildProduct({ rarity: 'Covert', rarity_color: '#eb4b4b', stattrak: true, float_value: 0.07, exterior_name: 'Minimal Wear' })} />);
    expect(screen.getByTestId('rarity-bar')).toHaveAttribute('data-rarity', 'Covert');
    expect(screen.getByText('StatTrak™')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wear: float 0.070000 (Minimal Wear)' })).toBeInTheDocument();
    expect(screen.getByText('0.070000')).toBeInTheDocument();
    expect(screen.getByTestId('wear-marker').style.left).toBe('7%');
  });

  it('SKIN-10: Souvenir is marked; no rarity, no strip; no float, no wear bar', () => {
    renderAt(<ProductCard product={buildProduct({ rarity: null, rarity_color: null, souvenir: true, float_value: null })} />);
    expect(screen.getByText('Souvenir')).toBeInTheDocument();
    expect(screen.queryByTestId('rarity-bar')).toBeNull();
    expect(screen.queryByTestId('wear-bar')).toBeNull();
  });

  it('CAT-35: shows the price with 2 decimals and no old price when there is none', () => {
    renderAt(<ProductCard product={buildProduct({ price: 12.5, old_price: null })} />);
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('CAT-35: strikes the old price through only when it is above the price', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ price: 80, old_price: 100 })} />);
    expect(screen.getByText('€100.00').tagName).toBe('S');
    unmount();
    renderAt(<ProductCard product={buildProduct({ price: 80, old_price: 80 })} />);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getAllByText('€80.00')).toHaveLength(1);
  });

  it('CAT-35: the Discount badge shows -N% (the discount percentage, else computed from the prices)', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ price: 75, old_price: 100, discount_percentage: 25 })} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    unmount();
    renderAt(<ProductCard product={buildProduct({ price: 60, old_price: 100, discount_percentage: 0 })} />);
    expect(screen.getByText('-40%')).toBeInTheDocument();
  });

  it('CAT-35: a new item shows the New badge and no discount badge; an item without either shows none', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ is_new: true, price: 75, old_price: 100, discount_percentage: 25 })} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('-25%')).toBeNull();
    unmount();
    renderAt(<ProductCard product={buildProduct({ is_new: false, old_price: 5, price: 10, discount_percentage: 50 })} />);
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('CAT-35: the quality label defaults to CS2; the title links to /products/cs2/{subcategory or all}/{id}', () => {
    const product = buildProduct({ quality: null, subcategory: null, title: 'Sticker | Crown (Foil)' });
    renderAt(<ProductCard product={product} />);
    expect(screen.getByText('CS2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sticker | Crown (Foil)' })).toHaveAttribute('href', `/products/cs2/all/${product.id}`);
    const img = screen.getByRole('img', { name: 'Sticker | Crown (Foil)' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', `/img/${product.img_url}`);
  });

  it('CAT-35: prices follow the chosen currency', () => {
    act(() => localeStore.setCurrency({ code: 'USD', symbol: '$', value: 1.1 }));
    renderAt(<ProductCard product={buildProduct({ price: 1234.5 })} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('WATCH-2: a signed-in buyer stars the item from its card and unstars it; the pressed state follows the watchlist; a guest sees no star', async () => {
    const product = buildProduct({ id: 41, title: 'AK-47 | Redline' });
    const { unmount } = renderAt(<ProductCard product={product} />);
    expect(screen.queryByRole('button', { name: 'Star AK-47 | Redline' })).toBeNull();
    unmount();
    const calls = stubWatchlist([]);
    act(() => sessionStore.set(true));
    renderAt(<ProductCard product={product} />);
    const star = screen.getByRole('button', { name: 'Star AK-47 | Redline' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star.className).toContain('size-8');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual(['POST 41']);
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['POST 41', 'DELETE 41']);
  });

  it('CAT-37: a guest who adds to cart gets the warning (3000 ms) and goes to sign-in with a redirect back', async () => {
    const { router } = renderAt(<ProductCard product={buildProduct()} />, { path: '/sale', url: '/sale?sort=asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toastWarning).toHaveBeenCalledWith('Please login to add items to cart', { autoClose: 3000 });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?form=signin&redirect=${encodeURIComponent('/sale?sort=asc')}`);
  });
});
