import { API_TIMEOUT_MS, noContentSchema } from '@skins/contract';
import type { ZodType } from 'zod';

/** The API base (ARCHITECTURE: configurable so a CDN or another host can serve the SPA). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** A failed call: the server's message when present (spec §8), its status and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly code?: string;
  /** What a refusal carries besides its message (OPS-89: the offers a switch-off would leave open). */
  readonly payload?: unknown;
  constructor(message: string, status: number, errors?: Record<string, string[]>, code?: string, payload?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.payload = payload;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Record<string, unknown>;
  /** Some calls opt out of the currency and lang_id parameters (spec §7). */
  withLocale?: boolean;
  signal?: AbortSignal;
  /**
   * The contract's schema of the answer, checked in development and tests only. Callers write
   * `schema: import.meta.env.DEV && xSchema` so that the production build drops the schema with the
   * check (the first view's bundle budget, issue 3); the answer is returned as received either way.
   */
  schema?: ZodType | false;
}

/**
 * The visitor's currency and language, added to every call (spec §7). The app's locale store
 * registers its reader here, so that this client depends on no store.
 */
export interface RequestLocale {
  currency: string;
  languageId: number | null;
}
let readLocale: () => RequestLocale | null = () => null;
export function setLocaleSource(source: () => RequestLocale | null): void {
  readLocale = source;
}

/**
 * 401 and 403 are handled in one place (spec §4 Session); the session feature registers the handler.
 * It gets the answer's error code, not its message: messages come in the visitor's language (I18N-9).
 */
type AuthFailureHandler = (status: 401 | 403, code: string | undefined) => void;
let onAuthFailure: AuthFailureHandler | null = null;
export function setAuthFailureHandler(handler: AuthFailureHandler | null): void {
  onAuthFailure = handler;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * The one HTTP client: 6 s timeout, cookies, CSRF header on mutations, and
 * `currency` + `lang_id` in the query of GETs and the body of POST/PUT/PATCH (spec §7).
 * Resolves to the whole envelope ({ status, payload, meta, message }); rejects with ApiError.
 */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  const locale = (opts.withLocale ?? true) ? readLocale() : null;
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  let body: string | undefined;
  if (method === 'GET') {
    if (locale) {
      url.searchParams.set('currency', locale.currency);
      if (locale.languageId) url.searchParams.set('lang_id', String(locale.languageId));
    }
  } else {
    const payload = { ...(opts.body ?? {}) };
    if (locale && method !== 'DELETE') Object.assign(payload, { currency: payload.currency ?? locale.currency, lang_id: payload.lang_id ?? locale.languageId ?? undefined });
    body = JSON.stringify(payload);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // SEC-28: behind https at the root path the server names it `__Host-XSRF-TOKEN`.
  const xsrf = method === 'GET' ? null : (readCookie('__Host-XSRF-TOKEN') ?? readCookie('XSRF-TOKEN'));
  if (xsrf) headers['x-xsrf-token'] = xsrf;

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, credentials: 'include', signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(timeout.aborted ? 'The server took too long to answer. Please try again.' : 'Network error. Please check your connection.', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // Not JSON (proxy error page): handled below as a failure with a generic message.
  }
  const envelope = (data ?? {}) as { status?: string; message?: string; errors?: Record<string, string[]>; code?: string; payload?: unknown };
  if (!res.ok || envelope.status === 'error') {
    // Spec §8: the server's message when it sent one; empty otherwise, so the caller shows its fallback.
    const message = envelope.message ?? '';
    if ((res.status === 401 || res.status === 403) && onAuthFailure) onAuthFailure(res.status, envelope.code);
    throw new ApiError(message, res.status, envelope.errors, envelope.code, envelope.payload);
  }
  // import.meta.env.DEV is false in the production build, which then drops the check and its error.
  if (import.meta.env.DEV && opts.schema) checkAnswer(opts.schema, data, `${method} ${path}`);
  return data as T;
}

/** A mismatch names the call and the path of each field in the answer that broke the contract. */
export class ContractMismatchError extends Error {
  constructor(call: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    super(`The answer of ${call} does not match the contract: ${issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    this.name = 'ContractMismatchError';
  }
}

function checkAnswer(schema: ZodType, data: unknown, call: string): void {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractMismatchError(call, result.error.issues);
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: Record<string, unknown>, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: Record<string, unknown>, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: Record<string, unknown>, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/**
 * Spec §7: GET /sanctum/csrf-cookie, before login and register and, as the token is bound to the
 * session (SEC-11), after signing in and out, so that the next change echoes the current one.
 */
export const fetchCsrfCookie = () => api.get('/sanctum/csrf-cookie', { withLocale: false, schema: import.meta.env.DEV && noContentSchema });

/** The envelope of a successful answer. */
export interface Ok<P, M = undefined> {
  status: 'OK';
  payload: P;
  meta: M;
  message?: string;
}
