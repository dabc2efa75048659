import type { CartEntry } from '@skins/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session-store';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';
import { ProductCard } from '../components/product-card';
import ProductDetailsPage from '../product-details-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast: toasts }));

type Reply = { status: number; body: unknown };
/** The fake server: the cart's item ids, and what the next add/remove answers. */
let cartIds: number[] = [];
let nextAdd: Reply | null = null;
let nextRemove: Reply | null = null;
let release: (() => void) | null = null;
const calls: string[] = [];

const entry = (id: number): CartEntry => ({
  item_id: id,
  is_variation: false,
  count: 1,
  available: true,
  message: null,
  item: { id, price: 1, old_price: null, title: `Item ${id}`, img_url: 'x.svg', type: 'Rifle', quality: null },
});
const cartBody = () => ({ status: 'OK', cart: cartIds.map(entry), payload: cartIds.map(entry) });

beforeEach(() => {
  cartIds = [];
  nextAdd = nextRemove = null;
  release = null;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const path = new URL(url).pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as { id: number }) : null;
      calls.push(`${init.method} ${path}`);
      let reply: Reply = { status: 200, body: cartBody() };
      if (path === '/api/cart/add') {
        if (release === null) await new Promise<void>((r) => (release = r));
        reply = nextAdd ?? (cartIds.push(body!.id), { status: 200, body: { ...cartBody(), message: 'Item added to cart' } });
      } else if (path === '/api/cart/remove') {
        reply = nextRemove ?? ((cartIds = cartIds.filter((i) => i !== body!.id)), { status: 200, body: { ...cartBody(), message: 'Item removed from cart' } });
      } else if (path.startsWith('/api/items/')) {
        reply = { status: 200, body: { status: 'OK', payload: buildProduct({ id: 77, similar: [buildProduct()] }) } };
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  act(() => sessionStore.set(true));
});

afterEach(() => {
  cleanup();
  act(() => sessionStore.set(false));
  vi.unstubAllGlobals();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

const autoClose = { autoClose: 3000 };
const error = (status: number, message: string, code?: string): Reply => ({ status, body: { status: 'error', message, code } });
/** Lets adds answer at once (the spinner test holds the first one). */
const answerAddsAtOnce = () => (release = () => {});

describe('product card add/remove toggle', () => {
  it('CART-30: when a product not in the cart is added, then a spinner shows, then the success toast and the cart is refetched', async () => {
    const product = buildProduct();
    renderAt(<ProductCard product={product} />);
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    act(() => release!());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Item added to cart', autoClose));
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).not.toBeDisabled();
    expect(calls.filter((c) => c === 'GET /api/cart/contents')).toHaveLength(2);
  });

  it('CART-30: when the product is in the cart, then the button removes it with Item removed from cart', async () => {
    const product = buildProduct();
    cartIds = [product.id];
    renderAt(<ProductCard product={product} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Item removed from cart', autoClose));
    expect(calls).toContain('POST /api/cart/remove');
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('CART-30: when the server answers 401, then the login warning and sign-in with a redirect back', async () => {
    answerAddsAtOnce();
    nextAdd = error(401, 'Unauthenticated.', 'AUTH_UNAUTHENTICATED');
    const { router } = renderAt(<ProductCard product={buildProduct()} />, { path: '/products', url: '/products?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('Please login to add items to cart', autoClose));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?form=signin&redirect=${encodeURIComponent('/products?page=2')}`);
  });

  it.each([
    ['already in the cart', error(409, 'This item is already in your cart', 'CART_ALREADY_IN_CART'), 'warning', 'This item is already in your cart'],
    ['a server failure', error(500, 'Something went wrong on our side. Please try again later.', 'COMMON_INTERNAL'), 'error', 'Failed to add item to cart'],
    ['sold meanwhile (its server message)', error(409, 'This item has already been sold.', 'CART_ITEM_SOLD'), 'error', 'This item has already been sold.'],
  ] as const)('CART-30: when the add answers %s, then the %s toast', async (_case, reply, kind, text) => {
    answerAddsAtOnce();
    nextAdd = reply;
    renderAt(<ProductCard product={buildProduct()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts[kind]).toHaveBeenCalledWith(text, autoClose));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('CART-30: when the remove fails, then the error Failed to remove item from cart', async () => {
    const product = buildProduct();
    cartIds = [product.id];
    nextRemove = error(500, 'boom');
    renderAt(<ProductCard product={product} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to remove item from cart', autoClose));
  });
});

describe('product details cart buttons', () => {
  const path = '/products/:category/:subcategory/:productId';

  it('CART-31: when Buy now is pressed for a product not in the cart, then it is added and the cart opens', async () => {
    answerAddsAtOnce();
    const { router } = renderAt(<ProductDetailsPage />, { path, url: '/products/cs2/rifles/77' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls).toContain('POST /api/cart/add');
    expect(toasts.success).toHaveBeenCalledWith('Item added to cart', undefined);
  });

  it('CART-31: when the product is in the cart, then the page offers Remove from cart and Buy now opens the cart without adding', async () => {
    cartIds = [77];
    const { router } = renderAt(<ProductDetailsPage />, { path, url: '/products/cs2/rifles/77' });
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls).not.toContain('POST /api/cart/add');
  });
});
