import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n';

/**
 * Renders the given routes (path -> element) with the app's providers, starting at `url`; any other
 * path renders nothing, and `router.state.location` says where the page went. `client` may come
 * filled (the first view's seed).
 */
export function renderRoutes(routes: Record<string, ReactElement>, url: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter([...Object.entries(routes).map(([path, element]) => ({ path, element })), { path: '*', element: null }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A fetch stub answering by path (`GET /api/x` or `/api/x`); unknown paths answer 404. */
export function stubApi(routes: Record<string, unknown | ((body: unknown) => unknown)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const hit = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (hit === undefined) return new Response(JSON.stringify({ status: 'error', message: 'Not found' }), { status: 404 });
    const answer = typeof hit === 'function' ? await (hit as (b: unknown) => unknown)(body) : hit;
    const [status, json] = answer instanceof Array && typeof answer[0] === 'number' ? (answer as [number, unknown]) : [200, answer];
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/**
 * Renders one page at `url` (its route is the url's path) against a stubbed API (stubApi, set as the
 * global fetch until vi.unstubAllGlobals): answers the calls it made.
 */
export function renderPageWithApi(element: ReactElement, url: string, answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ [url.split('?')[0]!]: element }, url);
  return api.calls;
}

/** A list answer of one page holding `rows` (the back office's paged envelope). */
export const onePage = (rows: unknown[]) => ({ status: 'OK', payload: rows, meta: { total: rows.length, pages: 1 } });

/**
 * Renders a hook with a client holding `cached` (query key -> data) whose queries never go stale by
 * themselves: `isStale(key)` then says whether what the hook did invalidated that query.
 */
export function renderHookWithCache<R>(hook: () => R, cached: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(hook, { wrapper });
  return { result, isStale: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true };
}
