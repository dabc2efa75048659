import { vi } from 'vitest';

/** What a stubbed statement answers for one request: its rows and whether an older page exists. */
export interface StatementAnswer {
  rows: unknown[];
  page?: number;
  has_more?: boolean;
  balance: number;
}

/**
 * A fetch stub for the wallet statement's tests (the customer's tab, WALLET-10; the back office's
 * customer page, OPS-172): `path` answers the payload `answer(url)` gives, in Credits (any other
 * path 404); every URL asked is recorded.
 */
export function serveStatement(path: string, answer: (url: URL) => StatementAnswer): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      urls.push(url);
      if (url.pathname !== path) return new Response('{}', { status: 404 });
      const { rows, page = Number(url.searchParams.get('page')) || 1, has_more = false, balance } = answer(url);
      const payload = { rows, page, has_more, balance, balance_currency: 'Credits' };
      return new Response(JSON.stringify({ status: 'OK', payload }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}
