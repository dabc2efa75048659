import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductListPage from '../product-list-page';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';

/** Answers the list with 2 products, filter data and subcategories; records the list calls. */
function stubApi(listAnswer: { total: number; pages: number } = { total: 2, pages: 1 }) {
  const lists: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      if (url.pathname.endsWith('/items/list')) {
        lists.push(url.searchParams);
        return Response.json({ status: 'OK', payload: listAnswer.total ? [buildProduct(), buildProduct()] : [], meta: listAnswer });
      }
      if (url.pathname.endsWith('/items/filter-data')) return Response.json({ status: 'OK', payload: { types: ['Rifle', 'Knife'], qualities: ['Covert'], heroes: [], exterior_names: [], classes: [], phases: [], counts: {} } });
      return Response.json({ status: 'OK', payload: [] });
    }),
  );
  return lists;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductListView', () => {
  it('CAT-32: filter changes in quick succession make one product fetch, 400 ms after the last', async () => {
    const lists = stubApi();
    const { router } = renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    await waitFor(() => expect(lists).toHaveLength(1));
    // Both selects are on screen before the first change, so that the two changes follow each other at once.
    const type = await screen.findByRole('combobox', { name: 'Type' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'asc');
    await user.selectOptions(type, 'Knife');
    expect(router.state.location.search).toBe('?sort=asc&type=Knife');
    await new Promise((r) => setTimeout(r, 300));
    expect(lists).toHaveLength(1);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(Object.fromEntries(lists[1] ?? [])).toMatchObject({ sort: 'asc', type: 'Knife', page: '1', limit: '15', category: 'cs2' });
  });

  it('SKIN-12: float from and float to applying at the same moment (their debounces end together) both reach the URL and the list call', async () => {
    const lists = stubApi();
    const { router } = renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    await waitFor(() => expect(lists).toHaveLength(1));
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('textbox', { name: 'Float from' }), { target: { value: '0.1' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Float to' }), { target: { value: '0.2' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(router.state.location.search).toBe('?float_from=0.1&float_to=0.2');
      await act(() => vi.advanceTimersByTimeAsync(400));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(Object.fromEntries(lists[1] ?? [])).toMatchObject({ float_from: '0.1', float_to: '0.2' });
  });

  it('SKIN-12: the labelled pattern input puts a whole number 0..1000 in the URL and the list call after typing stops; other text sets none', async () => {
    const lists = stubApi();
    const { router } = renderAt(<ProductListPage />, { path: '/products', url: '/products?pattern=12' });
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]?.get('pattern')).toBe('12');
    const input = screen.getByRole('textbox', { name: 'Pattern' });
    expect(input).toHaveValue('12');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '661');
    await waitFor(() => expect(router.state.location.search).toBe('?pattern=661'));
    await waitFor(() => expect(lists.at(-1)?.get('pattern')).toBe('661'));
    await user.clear(input);
    await user.type(input, '1001');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(input).toHaveValue('1001');
  });

  it("LIST-2: the Trade filter puts 'tradable' or 'protected' in the URL and the list call; either is none", async () => {
    const lists = stubApi();
    const { router } = renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    await waitFor(() => expect(lists).toHaveLength(1));
    const trade = await screen.findByRole('combobox', { name: 'Trade' });
    const user = userEvent.setup();
    await user.selectOptions(trade, 'protected');
    expect(router.state.location.search).toBe('?trade=protected');
    await waitFor(() => expect(lists.at(-1)?.get('trade')).toBe('protected'));
    await user.selectOptions(trade, 'tradable');
    await waitFor(() => expect(lists.at(-1)?.get('trade')).toBe('tradable'));
    await user.selectOptions(trade, '');
    expect(router.state.location.search).toBe('');
  });

  it('CAT-34: no pagination when the total fits one page; previous and next when it does not', async () => {
    stubApi({ total: 15, pages: 1 });
    const { unmount } = renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();
    stubApi({ total: 16, pages: 2 });
    renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('CAT-41: an empty answer says "No products found" with a "Clear all" link that drops the filters', async () => {
    stubApi({ total: 0, pages: 0 });
    renderAt(<ProductListPage />, { path: '/products', url: '/products?type=Knife&search=zzz' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/products');
  });
});
