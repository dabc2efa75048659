import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, insertUser, PASSWORD, totpCode } from '../../test/auth-helpers.ts';
import { buyer } from '../../test/checkout-helpers.ts';
import { insertOffer, offerState, useOffersApp } from '../../test/offer-helpers.ts';
import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../modules/account/tables.ts';
import { readSettings } from '../modules/content/service.ts';
import { runCli } from './run.ts';

const s = useOffersApp(AUTH_TEST_ENV);
let baseUrl = '';
let operatorEmail = '';
let operatorId = 0;
/** This file's own config home: where `login` keeps the token (OPS-26). */
const configHome = mkdtempSync(join(tmpdir(), 'skins-operator-cli-'));

beforeAll(async () => {
  baseUrl = await s.t.app.listen({ host: '127.0.0.1', port: 0 });
  const operator = await insertUser(s.t.db, { role: 'operator' });
  operatorEmail = operator.email!;
  operatorId = operator.id;
  expect((await cli(['login'])).code).toBe(0);
});

/** Runs one CLI command against the listening test server: exit code and printed lines. */
async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  // SEC-20: the operator's code, of a step not used yet (each code counts once).
  if (argv[0] === 'login') await s.t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, operatorId));
  const otp = argv[0] === 'login' ? { OPERATOR_OTP: await totpCode() } : {};
  const code = await runCli(argv, { OPERATOR_API_URL: baseUrl, OPERATOR_EMAIL: operatorEmail, OPERATOR_PASSWORD: PASSWORD, XDG_CONFIG_HOME: configHome, ...otp, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A seller's bank payout in processing, requested over HTTP as the web shop would. */
async function bankPayout(firstName: string, lastName: string) {
  const seller = await insertUser(s.t.db);
  const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
  const headers = { authorization: `Bearer ${(await s.t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: seller.email, password: PASSWORD } }).then((r) => r.json())).payload.token}` };
  const contact = { name: 'A', surname: 'B', email: 'a@b.co', phone: '+351912345678', country: 'PT', city: 'L', address: 'R', postCode: '1' };
  await s.t.app.inject({ method: 'POST', url: '/api/offer/request-payout/sepa-manual', headers, payload: { id: offer.id, ...contact, first_name: firstName, last_name: lastName, account_number: 'DE89370400440532013000' } });
  return { seller, offer, payoutId: (await offerState(s.t.db, offer.id)).payouts[0]!.id };
}

/** How many sessions (browser or bearer) the operator has: each sign-in adds one. */
async function bearerSessions(): Promise<number> {
  const [row] = await s.t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, operatorId));
  return row?.n ?? 0;
}

/** A config home of its own, for a test that signs in or out. */
const freshHome = () => ({ XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'skins-operator-cli-')) });

describe('operator CLI', () => {
  it('OPS-12: help lists every command', async () => {
    const res = await cli(['help']);
    expect(res.code).toBe(0);
    for (const c of [
      'login',
      'logout',
      'offers [--status S] [--page N]',
      'quote <offerId> <price>',
      'reject <offerId> [message]',
      'cancel <offerId> <reason>',
      'received <offerId>',
      'payouts [--status S] [--page N]',
      'payout <payoutId>',
      'complete <payoutId>',
      'fail <payoutId> [message]',
      'setting <key> <value>',
      'prompts [--status S] [--page N]',
      'prompt-fulfil <promptId> <itemId>',
      'prompt-refuse <promptId> [note]',
    ])
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
    const { seller, offer, payoutId } = await bankPayout('A', 'B');

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

  it('OPS-12, OPS-26: login with a wrong password or a customer account exits 1 with the API message and keeps no token', async () => {
    const home = freshHome();
    const wrong = await cli(['login'], { ...home, OPERATOR_PASSWORD: 'Wrong1234' });
    expect(wrong).toMatchObject({ code: 1, err: 'The email or password is incorrect.' });
    const customer = await insertUser(s.t.db);
    expect(await cli(['login'], { ...home, OPERATOR_EMAIL: customer.email! })).toMatchObject({ code: 1, err: 'This action is for shop operators only.' });
    expect(await cli(['offers'], home)).toMatchObject({ code: 1, err: expect.stringContaining('Not signed in: run `npm run operator -- login` first') });
    expect((await cli(['offers'], { OPERATOR_API_URL: 'http://127.0.0.1:1' })).err).toContain('Cannot reach the server');
  });

  it('OPS-26: login keeps one token in a 0600 file; later commands reuse it and sign in no more (one session for 12 commands)', async () => {
    const home = freshHome();
    const tokensBefore = await bearerSessions();
    const login = await cli(['login'], home);
    expect(login).toMatchObject({ code: 0, out: expect.stringContaining(`Signed in as ${operatorEmail}; the token is kept in ${home.XDG_CONFIG_HOME}/skins-operator/token`) });
    const file = join(home.XDG_CONFIG_HOME, 'skins-operator', 'token');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // 12 commands with no password at hand (the sign-in limit is 10 a minute by default): each one uses the kept token.
    for (let i = 0; i < 12; i++) expect((await cli(['payouts', '--status', 'failed'], { ...home, OPERATOR_PASSWORD: '' })).code).toBe(0);
    expect(await bearerSessions()).toBe(tokensBefore + 1);
    // OPERATOR_TOKEN wins over the file.
    expect((await cli(['offers'], { ...home, OPERATOR_TOKEN: 'not-a-token' })).err).toBe('Your operator sign-in has ended (expired or revoked): run `npm run operator -- login` again.');
    expect((await cli(['offers'], { ...freshHome(), OPERATOR_TOKEN: (await readFile(file, 'utf8')).trim() })).code).toBe(0);
  });

  it('OPS-26: logout revokes the token on the server and deletes the file', async () => {
    const home = freshHome();
    await cli(['login'], home);
    const token = (await readFile(join(home.XDG_CONFIG_HOME, 'skins-operator', 'token'), 'utf8')).trim();
    expect(await cli(['logout'], home)).toMatchObject({ code: 0, out: expect.stringContaining('Signed out: the token is revoked') });
    await expect(stat(join(home.XDG_CONFIG_HOME, 'skins-operator', 'token'))).rejects.toThrow();
    expect(await cli(['offers'], { ...freshHome(), OPERATOR_TOKEN: token })).toMatchObject({ code: 1, err: expect.stringContaining('sign-in has ended') });
    expect((await cli(['logout'], home)).out).toBe('Not signed in.');
  });

  it('OPS-26: lists page for real: --page 2 answers the next 20, and the footer says where the page stands', async () => {
    const seller = await insertUser(s.t.db);
    for (let i = 0; i < 23; i++) await insertOffer(s.t.db, seller.id, 'declined_by_user', { title: `Paged ${i}` });
    const ids = (out: string) => [...out.matchAll(/^#(\d+) {2}declined_by_user/gm)].map((m) => Number(m[1]));
    const first = await cli(['offers', '--status', 'declined_by_user']);
    const second = await cli(['offers', '--status', 'declined_by_user', '--page', '2']);
    expect(ids(first.out)).toHaveLength(20);
    expect(ids(second.out).length).toBeGreaterThanOrEqual(3);
    expect(ids(second.out).some((id) => ids(first.out).includes(id))).toBe(false);
    expect(first.out).toMatch(/\(20 of \d+, page 1 of \d+; next: --page 2\)$/);
    expect(second.out).toMatch(/page 2 of \d+/);
    expect((await cli(['offers', '--page', 'x'])).err).toBe('Give the page as a positive whole number, e.g. --page 2');
    expect((await cli(['payouts', '--page'])).err).toBe('--page needs a value.');
  });

  it('OPS-21, OPS-25: `payout <id>` shows the bank details for settling; `cancel <id> reason` closes an offer whose item never came', async () => {
    const { seller, offer, payoutId } = await bankPayout('Ann', 'Seller');
    const shown = await cli(['payout', String(payoutId)]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Payout #${payoutId} (offer #${offer.id}): 25.00 EUR`);
    expect(shown.out).toContain('IBAN:   DE89 3704 0044 0532 0130 00');
    expect(shown.out).toContain('Holder: Ann Seller');
    await cli(['complete', String(payoutId)]);
    expect((await cli(['payout', String(payoutId)])).err).toContain('This payout has no bank details');

    const lost = await insertOffer(s.t.db, seller.id, 'awaiting_item', { title: 'Lost Skin' });
    expect((await cli(['cancel', String(lost.id)])).err).toContain('Give the reason the seller will see');
    const cancelled = await cli(['cancel', String(lost.id), 'No', 'trade', 'received']);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toContain(`Offer cancelled: #${lost.id}  failed  Lost Skin`);
    expect(cancelled.out).toContain('"No trade received"');
  });

  it('OPS-12: `npm run operator` runs the same CLI as a process', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const run = promisify(execFile);
    const env = { ...process.env, OPERATOR_API_URL: baseUrl, XDG_CONFIG_HOME: configHome };
    const { stdout } = await run(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/operator-cli/main.ts'), 'payouts', '--status', 'failed'], { env, cwd: root });
    expect(stdout).toContain('failed');
    const bad = await run(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/operator-cli/main.ts'), 'received', '99999999'], { env, cwd: root }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('Offer details not found') });
  }, 30_000);
});
