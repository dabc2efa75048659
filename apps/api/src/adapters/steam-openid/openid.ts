import type { SteamOpenId, SteamVerifyResult } from './port.ts';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https?:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** check_authentication only vouches for signed fields, so everything we rely on must be among them. */
const MUST_BE_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

const refuse = (reason: string): SteamVerifyResult => ({ ok: false, reason });

/** OpenID 2.0 "key:value" lines (the body of a check_authentication answer). */
function parseKeyValueForm(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of body.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return fields;
}

/**
 * The Steam OpenID 2.0 client (steamcommunity.com, or the STEAM_OPENID_URL of a test). An answer
 * counts only when it is a positive assertion from the configured endpoint, for our return_to,
 * of a Steam identity, with those fields signed, and the provider itself confirms it
 * (check_authentication answers is_valid:true).
 */
export function steamOpenIdClient(opts: { endpoint: string; timeoutMs?: number }): SteamOpenId {
  const { endpoint, timeoutMs = 10_000 } = opts;
  return {
    signInUrl({ returnTo, realm }) {
      const url = new URL(endpoint);
      url.searchParams.set('openid.ns', OPENID_NS);
      url.searchParams.set('openid.mode', 'checkid_setup');
      url.searchParams.set('openid.return_to', returnTo);
      url.searchParams.set('openid.realm', realm);
      url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
      url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
      return url.toString();
    },

    async verify(params, returnTo) {
      if (params['openid.mode'] !== 'id_res') return refuse(`mode is ${params['openid.mode'] ?? 'missing'}`);
      if (params['openid.ns'] !== OPENID_NS) return refuse('not an OpenID 2.0 answer');
      if (params['openid.op_endpoint'] !== endpoint) return refuse('op_endpoint is not the configured provider');
      if (params['openid.return_to'] !== returnTo) return refuse('return_to does not match');
      const claimed = CLAIMED_ID.exec(params['openid.claimed_id'] ?? '');
      if (!claimed?.[1] || params['openid.identity'] !== params['openid.claimed_id']) return refuse('not a Steam identity');
      const signed = (params['openid.signed'] ?? '').split(',');
      if (!MUST_BE_SIGNED.every((f) => signed.includes(f))) return refuse('required fields are not signed');

      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (key.startsWith('openid.')) body.set(key, value);
      body.set('openid.mode', 'check_authentication');
      let answer: string;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return refuse(`provider answered ${res.status}`);
        answer = (await res.text()).slice(0, 4096);
      } catch (err) {
        return refuse(`provider unreachable: ${(err as Error).message}`);
      }
      if (parseKeyValueForm(answer).get('is_valid') !== 'true') return refuse('the provider did not confirm the answer');
      return { ok: true, steamid: claimed[1] };
    },
  };
}
