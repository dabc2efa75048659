import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, refetchCart, removeFromCart } from '../cart/api/change-cart';
import { sessionStore } from '../../app/session-store';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { Header } from './header';

const entry = (id: number) => ({
  item_id: id,
  is_variation: false,
  count: 1,
  available: true,
  message: null,
  item: { id, price: 10, old_price: null, title: `AK-47 | Redline #${id}`, img_url: `items/${id}.png`, type: 'Rifle', quality: null },
});

let inCart: number[];
/** The ids of the cart's rows that were sold meanwhile (CART-WEB-1). */
let sold: number[] = [];
function setup() {
  const row = (id: number) => ({ ...entry(id), available: !sold.includes(id) });
  const cart = () => ({ status: 'OK', cart: inCart.map(row), payload: inCart.map(row) });
  const api = stubApi({
    '/api/cart/contents': cart,
    'POST /api/cart/add': (body: unknown) => {
      inCart.push((body as { id: number }).id);
      return cart();
    },
    'POST /api/cart/remove': (body: unknown) => {
      inCart = inCart.filter((id) => id !== (body as { id: number }).id);
      return cart();
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return renderRoutes({ '/': <Header offerEnabled={false} signedIn menuOpen={false} onToggleMenu={() => {}} /> }, '/');
}

beforeEach(() => {
  inCart = [1, 2];
  sold = [];
  sessionStore.signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('Header cart icon', () => {
  it('JOURNEY-6: shows how many items the cart holds', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('CART-WEB-1: a row sold meanwhile is not counted', async () => {
    sold = [2];
    setup();
    expect(await screen.findByRole('link', { name: 'Cart (1)' })).toHaveAttribute('href', '/cart');
  });

  it('JOURNEY-6: the count follows an item added and removed (the cart is refetched after each change)', async () => {
    const { client } = setup();
    await screen.findByRole('link', { name: 'Cart (2)' });
    await act(async () => {
      await addToCart(3);
      await refetchCart(client);
    });
    expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeInTheDocument();
    await act(async () => {
      await removeFromCart(1);
      await removeFromCart(2);
      await removeFromCart(3);
      await refetchCart(client);
    });
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });
});

describe('Header account menu', () => {
  it('WATCH-2: the signed-in account menu links to the watchlist', async () => {
    const { router } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const link = await screen.findByRole('link', { name: 'Watchlist' });
    expect(link).toHaveAttribute('href', '/account/watchlist');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/account/watchlist');
    // BUDGET-13: a followed link closes the menu.
    expect(screen.queryByRole('link', { name: 'Watchlist' })).not.toBeInTheDocument();
  });
});
