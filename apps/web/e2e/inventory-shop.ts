import { codeAfter, OPERATOR_EMAIL, OPERATOR_PASSWORD } from './operator';
import { startOwnServer } from './own-server';

/**
 * INV-7, TRADE-10: another instance of the built server next to the shared one, in development mode
 * (the local fake inventory and the sandbox trade bot; production has no inventory without a Steam
 * Web API key) with Steam sign-in pointed at a local OpenID provider, mailing through the shared
 * local SMTP server.
 */
export interface InventoryShop {
  url: string;
  /** A JSON POST to this shop's API; rejects with the API's message. */
  call(path: string, body: unknown, bearer?: string): Promise<{ payload?: { token?: string; secret?: string } }>;
  /** SEC-24: the operator's bearer token, two-factor sign-in turned on first; `nextCode` then answers codes of steps not used yet (a browser sign-in). */
  operator(): Promise<{ bearer: string; nextCode: () => Promise<string> }>;
  stop(): Promise<void>;
}

export async function startInventoryShop(openidEndpoint: string, env: Record<string, string> = {}): Promise<InventoryShop> {
  const { url, stop } = await startOwnServer('inventory', { STEAM_OPENID_URL: openidEndpoint, ...env });
  const call: InventoryShop['call'] = async (path, body, bearer) => {
    const res = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) });
    const json = (await res.json()) as { payload?: { token?: string; secret?: string }; message?: string };
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${json.message ?? ''}`);
    return json;
  };
  let signedIn: ReturnType<InventoryShop['operator']> | null = null;
  const operator = () =>
    (signedIn ??= (async () => {
      const first = (await call('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })).payload?.token;
      const secret = (await call('/user/two-factor/setup', { current_password: OPERATOR_PASSWORD }, first)).payload?.secret ?? '';
      // Each code of a step of its own (a used step is refused, SEC-21).
      let last = 0;
      const nextCode = async () => {
        const { code, step } = await codeAfter(secret, last);
        last = step;
        return code;
      };
      await call('/user/two-factor/enable', { code: await nextCode() }, first);
      const bearer = (await call('/auth/token', { username: OPERATOR_EMAIL, password: OPERATOR_PASSWORD, otp: await nextCode() })).payload?.token ?? '';
      return { bearer, nextCode };
    })());
  return { url, call, operator, stop };
}
