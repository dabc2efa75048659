import { API_TIMEOUT_MS } from '@skins/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, ContractMismatchError, setAuthFailureHandler, setLocaleSource } from './client';

type FetchArgs = [URL, RequestInit];
const fetchMock = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const lastCall = () => fetchMock.mock.calls.at(-1) as FetchArgs;
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => json({ status: 'OK', payload: null }));
  setLocaleSource(() => ({ currency: 'USD', languageId: 2 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  setAuthFailureHandler(null);
});

describe('the HTTP client (spec §7)', () => {
  it('SHELL-6: a GET carries currency and lang_id in its query, with cookies', async () => {
    await api.get('/items/list', { query: { page: 2, search: '', type: null } });
    const [url, init] = lastCall();
    expect(url.pathname).toBe('/api/items/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', currency: 'USD', lang_id: '2' });
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('SHELL-6: POST, PUT and PATCH carry currency and lang_id in the body', async () => {
    await api.post('/cart/add', { id: 7, count: 1 });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ id: 7, count: 1, currency: 'USD', lang_id: 2 });
    expect(lastCall()[0].search).toBe('');
    await api.put('/user/profile', { name: 'A' });
    expect(JSON.parse(String(lastCall()[1].body))).toMatchObject({ name: 'A', currency: 'USD', lang_id: 2 });
    await api.patch('/x', { currency: 'EUR' });
    expect(JSON.parse(String(lastCall()[1].body))).toMatchObject({ currency: 'EUR', lang_id: 2 });
  });

  it('SHELL-6: a call that opts out gets neither parameter', async () => {
    await api.get('/currencies', { withLocale: false });
    expect(lastCall()[0].search).toBe('');
    await api.post('/login', { username: 'a' }, { withLocale: false });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ username: 'a' });
  });

  it('SEC-7: no Authorization header is sent, whatever local storage holds (the session is the HttpOnly cookie)', async () => {
    localStorage.setItem('token', 'tok-123');
    await api.get('/settings');
    await api.post('/logout');
    for (const call of fetchMock.mock.calls) expect(headersOf(call[1]).authorization).toBeUndefined();
    expect(lastCall()[1].credentials).toBe('include');
  });

  it('SHELL-6: mutations echo the XSRF-TOKEN cookie in X-XSRF-TOKEN; GETs do not', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    await api.post('/logout');
    expect(headersOf(lastCall()[1])['x-xsrf-token']).toBe('abc==');
    await api.get('/settings');
    expect(headersOf(lastCall()[1])['x-xsrf-token']).toBeUndefined();
  });

  it('SHELL-6: a call unanswered after 6 s fails with an ApiError', async () => {
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    fetchMock.mockImplementation((_url, init) => new Promise((_ok, fail) => init.signal?.addEventListener('abort', () => fail(new DOMException('timed out', 'TimeoutError')))));
    const call = api.get('/settings');
    timer.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 0 });
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(6000);
  });

  it('SHELL-6: an error answer rejects with the server message, status and field errors', async () => {
    fetchMock.mockImplementation(() => json({ status: 'error', message: 'Invalid', errors: { email: ['Bad'] } }, 422));
    await expect(api.post('/register', {})).rejects.toMatchObject({ message: 'Invalid', status: 422, errors: { email: ['Bad'] } });
  });

  it.each([401, 403] as const)('SHELL-6: a %i answer goes to the one auth-failure handler', async (status) => {
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    fetchMock.mockImplementation(() => json({ status: 'error', message: 'Deine E-Mail-Adresse ist nicht bestätigt.', code: 'AUTH_EMAIL_NOT_VERIFIED' }, status));
    await expect(api.get('/user/profile')).rejects.toMatchObject({ status, message: 'Deine E-Mail-Adresse ist nicht bestätigt.' });
    // I18N-9: the handler decides by the code, which stays the same in every language.
    expect(handler).toHaveBeenCalledExactlyOnceWith(status, 'AUTH_EMAIL_NOT_VERIFIED');
  });

  it('SHELL-6: other failures do not call the auth-failure handler', async () => {
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    fetchMock.mockImplementation(() => json({ status: 'error', message: 'Nope' }, 404));
    await expect(api.get('/static-pages/9')).rejects.toMatchObject({ status: 404 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('SEAM-6: a network failure rejects with an ApiError of status 0', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/settings')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Network error. Please check your connection.' });
  });

  it('SEAM-6: an error envelope rejects with an ApiError carrying its message and code', async () => {
    fetchMock.mockImplementation(() => json({ status: 'error', message: 'This item has been sold.', code: 'CART_ITEM_SOLD' }, 409));
    const failure = await api.post('/cart/add', { id: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'This item has been sold.', status: 409, code: 'CART_ITEM_SOLD' });
  });

  it('SEAM-6: an answer that matches its schema resolves as received', async () => {
    fetchMock.mockImplementation(() => json({ status: 'OK', payload: { id: 3, extra: 'kept' } }));
    const schema = z.object({ status: z.literal('OK'), payload: z.object({ id: z.number() }) });
    await expect(api.get('/x', { schema })).resolves.toEqual({ status: 'OK', payload: { id: 3, extra: 'kept' } });
  });

  it('SEAM-6: in tests an answer that breaks its schema rejects with an error naming the call and the field', async () => {
    expect(import.meta.env.MODE).toBe('test');
    fetchMock.mockImplementation(() => json({ status: 'OK', payload: [{ id: 'seven' }] }));
    const schema = z.object({ status: z.literal('OK'), payload: z.array(z.object({ id: z.number() })) });
    const failure = await api.get('/items/list', { schema }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContractMismatchError);
    expect(String((failure as Error).message)).toMatch(/^The answer of GET \/items\/list does not match the contract: payload\.0\.id: /);
  });

  it('SEAM-6: schema false (the production build) skips the check', async () => {
    fetchMock.mockImplementation(() => json({ status: 'OK', payload: 'anything' }));
    await expect(api.get('/x', { schema: false })).resolves.toEqual({ status: 'OK', payload: 'anything' });
  });
});
