import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, insertUser, PASSWORD } from '../../test/auth-helpers.ts';
import { buyer } from '../../test/checkout-helpers.ts';
import { insertOffer, offerState, useOffersApp } from '../../test/offer-helpers.ts';
import { readSettings } from '../modules/content/service.ts';
import { runCli } from './run.ts';

const s = useOffersApp(AUTH_TEST_ENV);
let baseUrl = '';
let operatorEmail = '';

beforeAll(async () => {
  baseUrl = await s.t.app.listen({ host: '127.0.0.1', port: 0 });
  operatorEmail = (await insertUser(s.t.db, { role: 'operator' })).email!;
});

/** Runs one CLI command against the listening test server: exit code and printed lines. */
async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { OPERATOR_API_URL: baseUrl, OPERATOR_EMAIL: operatorEmail, OPERATOR_PASSWORD: PASSWORD, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('operator CLI', () => {
  it('OPS-12: help lists every command', async () => {
    const res = await cli(['help']);
    expect(res.code).toBe(0);
    for (const c of ['offers [--status S]', 'quote <offerId> <price>', 'reject <offerId> [message]', 'received <offerId>', 'payouts [--status S]', 'complete <payoutId>', 'fail <payoutId> [message]', 'setting <key> <value>', 'prompts [--status S]', 'prompt-fulfil <promptId> <itemId>', 'prompt-refuse <promptId> [note]'])
      expect(res.out).toContain(c);
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown command: frobnicate');
  });

  it('OPS-12: the operator lists offers and quotes one through the CLI; a refused call exits 1 with the API message', async () => {
    const seller = await insertUser(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'pending', { title: 'CLI Skin' });
    const listed = await cli(['offers', '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${offer.id}  pending  CLI Skin (minimal_wear)  asked 30.00 EUR  quote —  ${seller.email}`);

    const quoted = await cli(['quote', String(offer.id), '27.5']);
    expect(quoted).toMatchObject({ code: 0, err: '' });
    expect(quoted.out).toContain('quote 27.50 EUR');
    expect((await offerState(s.t.db, offer.id)).offer).toMatchObject({ status: 'offer', servicePriceMinor: 2750 });

    const again = await cli(['quote', String(offer.id), '30']);
    expect(again.code).toBe(1);
    expect(again.err).toBe('This offer is offer: it cannot be quoted now.');
    expect((await cli(['quote', 'x', '1'])).err).toBe('Give the offer id as a positive whole number.');
    expect((await cli(['quote', String(offer.id), '-1'])).err).toContain('price: Price must be a positive number');
  });

  it('OPS-12: payouts, complete and fail, and settings', async () => {
    const seller = await insertUser(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    const headers = { authorization: `Bearer ${(await s.t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: seller.email, password: PASSWORD } }).then((r) => r.json())).payload.token}` };
    const contact = { name: 'A', surname: 'B', email: 'a@b.co', phone: '+351912345678', country: 'PT', city: 'L', address: 'R', postCode: '1' };
    await s.t.app.inject({ method: 'POST', url: '/api/offer/request-payout/sepa-manual', headers, payload: { id: offer.id, ...contact, first_name: 'A', last_name: 'B', account_number: 'DE89370400440532013000' } });
    const payoutId = (await offerState(s.t.db, offer.id)).payouts[0]!.id;

    const listed = await cli(['payouts', '--status', 'processing']);
    expect(listed.out).toContain(`#${payoutId}  offer #${offer.id}  processing  sepa  25.00 EUR  ****3000  ${seller.email}`);
    const failed = await cli(['fail', String(payoutId), 'Account', 'closed']);
    expect(failed.code).toBe(0);
    expect(failed.out).toContain('"Account closed"');
    expect((await cli(['complete', String(payoutId)])).err).toBe('This payout has already been settled.');

    expect((await cli(['setting', 'google_tag', 'GTM-CLI1'])).out).toContain('google_tag = "GTM-CLI1"');
    expect((await readSettings(s.t.db)).google_tag).toBe('GTM-CLI1');
    expect((await cli(['setting', 'offer_enabled', 'maybe'])).code).toBe(1);
    expect((await cli(['setting', 'google_tag', 'null'])).code).toBe(0);
    expect((await readSettings(s.t.db)).google_tag).toBeNull();
  });

  it('OPS-12: skin requests: list, refuse with a note (the fee is refunded), and a clear error for a bad id', async () => {
    const customer = await buyer(s.t.db, 10_000);
    const post = (url: string, payload: Record<string, unknown>) => s.t.app.inject({ method: 'POST', url, headers: customer.headers, payload }).then((r) => r.json());
    const prompt = (await post('/api/prompts', { title: 'CLI Dragon Lore', quality: 'factory_new', max_price: 50 })).payload;
    await post('/api/purchase/prompt', { prompt_id: prompt.id, trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc' });

    const listed = await cli(['prompts', '--status', 'requested']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${prompt.id}  requested  CLI Dragon Lore (factory_new)  up to 50.00`);
    const refused = await cli(['prompt-refuse', String(prompt.id), 'Not', 'found']);
    expect(refused.code).toBe(0);
    expect(refused.out).toContain(`#${prompt.id}  refused`);
    expect(refused.out).toContain('"Not found"');
    expect((await cli(['prompt-refuse', String(prompt.id)])).code).toBe(1);
    expect((await cli(['prompt-fulfil', String(prompt.id), 'x'])).err).toBe('Give the item id as a positive whole number.');
  });

  it('OPS-12: a wrong password or a customer account exits 1 with the API message', async () => {
    const wrong = await cli(['offers'], { OPERATOR_PASSWORD: 'Wrong1234' });
    expect(wrong).toMatchObject({ code: 1, err: 'The email or password is incorrect.' });
    const customer = await insertUser(s.t.db);
    expect(await cli(['offers'], { OPERATOR_EMAIL: customer.email! })).toMatchObject({ code: 1, err: 'This action is for shop operators only.' });
    expect((await cli(['offers'], { OPERATOR_API_URL: 'http://127.0.0.1:1' })).err).toContain('Cannot reach the server');
  });

  it('OPS-12: `npm run operator` runs the same CLI as a process', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const run = promisify(execFile);
    const env = { ...process.env, OPERATOR_API_URL: baseUrl, OPERATOR_EMAIL: operatorEmail, OPERATOR_PASSWORD: PASSWORD };
    const { stdout } = await run(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/operator-cli/main.ts'), 'payouts', '--status', 'failed'], { env, cwd: root });
    expect(stdout).toContain('failed');
    const bad = await run(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/operator-cli/main.ts'), 'received', '99999999'], { env, cwd: root }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('Offer details not found') });
  }, 30_000);
});
