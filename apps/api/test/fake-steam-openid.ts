import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

/** The positive assertion a provider at `endpoint` sends back through the browser for returnTo: `steamid` signed in. */
export function openIdAssertion(endpoint: string, returnTo: string, steamid: string): Record<string, string> {
  const claimed = `https://steamcommunity.com/openid/id/${steamid}`;
  return {
    'openid.ns': NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': endpoint,
    'openid.claimed_id': claimed,
    'openid.identity': claimed,
    'openid.return_to': returnTo,
    'openid.response_nonce': `${new Date().toISOString()}${randomBytes(4).toString('hex')}`,
    'openid.assoc_handle': '1234567890',
    'openid.signed': SIGNED,
    'openid.sig': randomBytes(20).toString('base64'),
  };
}

/** The provider's check_authentication answer: valid only for an assertion it issued (in `issued`, by signature) whose signed fields are unchanged. */
export function checkAuthenticationAnswer(params: Record<string, string>, issued: ReadonlyMap<string, Record<string, string>>): string {
  const original = issued.get(params['openid.sig'] ?? '');
  const valid = params['openid.mode'] === 'check_authentication' && original !== undefined && (params['openid.signed'] ?? '').split(',').every((f) => f === 'signed' || params[`openid.${f}`] === original[`openid.${f}`]);
  return `ns:${NS}\nis_valid:${valid}\n`;
}

export interface FakeSteamOpenId {
  /** The provider's login address (STEAM_OPENID_URL of the shop under test). */
  endpoint: string;
  /** Who signs in next: the Steam id the provider asserts. */
  steamid: string;
  close(): Promise<void>;
}

/**
 * INV-6: a local OpenID 2.0 provider standing in for steamcommunity.com in browser journeys: a
 * checkid_setup request is approved at once for `steamid` (a redirect to return_to with a signed
 * assertion), and check_authentication confirms only the assertions it issued, unchanged.
 */
export async function startFakeSteamOpenId(steamid: string): Promise<FakeSteamOpenId> {
  const issued = new Map<string, Record<string, string>>();
  const fake = { endpoint: '', steamid, close: async () => {} };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET') {
      const returnTo = url.searchParams.get('openid.return_to') ?? '';
      const assertion = openIdAssertion(fake.endpoint, returnTo, fake.steamid);
      issued.set(assertion['openid.sig']!, assertion);
      const back = new URL(returnTo);
      for (const [k, v] of Object.entries(assertion)) back.searchParams.set(k, v);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(checkAuthenticationAnswer(Object.fromEntries(new URLSearchParams(body)), issued));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}/openid/login`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
