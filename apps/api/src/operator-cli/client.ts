/** A failure the CLI prints and exits 1 on: the API's own message when it answered one. */
export class CliError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the API's answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export const NOT_SIGNED_IN = 'Not signed in: run `npm run operator -- login` first (with OPERATOR_EMAIL and OPERATOR_PASSWORD set), or set OPERATOR_TOKEN.';
export const SIGN_IN_ENDED = 'Your operator sign-in has ended (expired or revoked): run `npm run operator -- login` again.';

export interface ClientOptions {
  /** The server's address, e.g. http://127.0.0.1:3000 (no /api). */
  baseUrl: string;
  /** OPS-26: the operator's bearer token from `login` (token-store.ts), or null before it. */
  token: string | null;
}

export type Answer<T> = { payload: T; message?: string; meta?: { total: number; pages: number } };

/**
 * The operator API over HTTP. PGlite cannot be opened by a second process, so the CLI talks to
 * the running server with a bearer token (SEC-7), which needs no CSRF pair. OPS-26: the token is
 * created once by `login` and reused, so commands do not count against the sign-in rate limit.
 */
export function operatorClient(opts: ClientOptions) {
  async function call(method: string, path: string, body?: unknown, bearer?: string): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl}/api${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new CliError(`Cannot reach the server at ${opts.baseUrl}: ${(err as Error).message}`);
    }
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || answer.status !== 'OK') {
      const fields = answer.errors && typeof answer.errors === 'object' ? Object.entries(answer.errors as Record<string, string[]>).map(([f, m]) => `${f}: ${m.join(', ')}`) : [];
      throw new CliError([typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`, ...fields].join('\n'), res.status);
    }
    return answer;
  }

  return {
    /** The same client with another token (login checks the one it just made). */
    withToken: (token: string) => operatorClient({ ...opts, token }),
    /** An operator call with the saved token; a refused token says to sign in again. */
    async request<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer<T>> {
      if (!opts.token) throw new CliError(NOT_SIGNED_IN);
      try {
        return (await call(method, path, body, opts.token)) as Answer<T>;
      } catch (err) {
        if (err instanceof CliError && err.status === 401) throw new CliError(SIGN_IN_ENDED, 401);
        throw err;
      }
    },
    /** OPS-26: POST /api/auth/token: a new operator token (the only call that signs in). */
    async createToken(email: string, password: string, otp?: string): Promise<{ token: string; expiresAt: string }> {
      const answer = await call('POST', '/auth/token', { username: email, password, ...(otp ? { otp } : {}) });
      const payload = answer.payload as { token?: unknown; expires_at?: unknown } | undefined;
      if (typeof payload?.token !== 'string') throw new CliError('The server answered no bearer token.');
      return { token: payload.token, expiresAt: typeof payload.expires_at === 'string' ? payload.expires_at : '' };
    },
    /** OPS-26: POST /api/auth/token/revoke: ends the saved token on the server. */
    async revokeToken(): Promise<void> {
      if (opts.token) await call('POST', '/auth/token/revoke', undefined, opts.token);
    },
  };
}

export type OperatorClient = ReturnType<typeof operatorClient>;
