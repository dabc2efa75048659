import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollReset } from './use-scroll-reset';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Shell() {
  useScrollReset();
  return <Outlet />;
}

/** The hook in a layout route above a list, a details page and a sign-in page, opened at `url`. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: ['/products', '/products/cs2/gloves/248', '/auth', '/faq'].map((path) => ({ path, element: <h1>{path}</h1> })) }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const toTop = [{ top: 0, left: 0, behavior: 'instant' }];

describe('the scroll position across navigation', () => {
  it('SHELL-10: the first page keeps where the browser put it', () => {
    renderAt('/products');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('SHELL-10: a link (PUSH) or a redirect (REPLACE) to another pathname starts the new page at the top', async () => {
    const router = renderAt('/products?page=2');
    await act(() => router.navigate('/products/cs2/gloves/248'));
    expect(scrollTo.mock.calls).toEqual([toTop]);
    await act(() => router.navigate('/auth?redirect=%2Fcart', { replace: true }));
    expect(scrollTo.mock.calls).toEqual([toTop, toTop]);
  });

  it('SHELL-10: a change of the query alone (filters, pages) does not move the page', async () => {
    const router = renderAt('/products');
    await act(() => router.navigate('/products?type=gloves'));
    await act(() => router.navigate('/products?type=gloves&page=2', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("SHELL-10: Back and Forward (POP) leave the position to the browser's restoration", async () => {
    const router = renderAt('/products');
    await act(() => router.navigate('/faq'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
