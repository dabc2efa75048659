/** A failure the CLI prints and exits 1 on: the API's own message when it answered one. */
export class CliError extends Error {}

export interface ClientOptions {
  /** The server's address, e.g. http://127.0.0.1:3000 (no /api). */
  baseUrl: string;
  email?: string;
  password?: string;
}

/**
 * The operator API over HTTP. PGlite cannot be opened by a second process, so the CLI talks to
 * the running server: it asks for a bearer token once (POST /api/auth/token, SEC-7) and sends it,
 * which needs no CSRF pair.
 */
export function operatorClient(opts: ClientOptions) {
  let token: string | null = null;

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
      throw new CliError([typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`, ...fields].join('\n'));
    }
    return answer;
  }

  async function signIn(): Promise<string> {
    if (token) return token;
    if (!opts.email || !opts.password) throw new CliError('Set OPERATOR_EMAIL and OPERATOR_PASSWORD to sign in.');
    const answer = await call('POST', '/auth/token', { username: opts.email, password: opts.password });
    const payload = answer.payload as { token?: unknown } | undefined;
    if (typeof payload?.token !== 'string') throw new CliError('The server answered no bearer token.');
    return (token = payload.token);
  }

  return {
    /** An operator call, signed in. */
    async request<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ payload: T; message?: string; meta?: { total: number; pages: number } }> {
      const answer = await call(method, path, body, await signIn());
      return answer as { payload: T; message?: string; meta?: { total: number; pages: number } };
    },
  };
}

export type OperatorClient = ReturnType<typeof operatorClient>;
