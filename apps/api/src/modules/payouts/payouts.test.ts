import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayoutProvider } from '../../adapters/payouts/port.ts';
import { DEV_PAYOUT_DETAILS_KEY, DEV_WEBHOOK_SECRET } from '../../config.ts';
import { pressSandbox, type TestWebhookEvent } from '../../../test/checkout-helpers.ts';
import { mailTo } from '../../../test/auth-helpers.ts';
import { createTestApp, json } from '../../../test/helpers.ts';
import { writeSetting } from '../content/service.ts';
import { requestPayout } from './requests.ts';
import { bankDetails, CARD, cardDetails, contact, IBAN, insertOffer, offerState, payoutWebhook, person, post, useOffersApp } from '../../../test/offer-helpers.ts';

const s = useOffersApp();
const CARD_FORM = '/api/offer/request-payout/card-form';
const SEPA = '/api/offer/request-payout/sepa-manual';
const CARD_MANUAL = '/api/offer/request-payout/card-manual';

/** A customer with an offer the shop has received (ready_for_payout, quoted 25.00). */
async function readyOffer(currency = 'EUR') {
  const seller = await person(s.t.db);
  const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout', { currency });
  return { seller, offer };
}

function refOf(redirectUrl: string): string {
  const ref = /\/api\/sandbox\/payout\/(po_[a-f0-9]+)$/.exec(redirectUrl)?.[1];
  if (!ref) throw new Error(`not a sandbox payout url: ${redirectUrl}`);
  return ref;
}

const webhook = (event: TestWebhookEvent, secret?: string, t?: number) => payoutWebhook(s.t, event, secret, t);

/** A provider payout in flight: its offer, payout reference and owner. */
async function providerPayout() {
  const { seller, offer } = await readyOffer();
  const res = await post(s.t.app, CARD_MANUAL, seller.headers, { id: offer.id, ...contact, ...cardDetails });
  expect(res.statusCode).toBe(200);
  return { seller, offer, ref: refOf(json(res).redirect_url) };
}

describe('payout requests', () => {
  it('PAYOUT-1: a bank payout (sepa-manual) moves the offer to payout_processing and records the shop price, the IBAN’s last 4 and the contact', async () => {
    const { seller, offer } = await readyOffer('USD');
    const res = await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails, currency: 'EUR' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Payout request submitted successfully!', payload: { id: offer.id, status: 'payout_processing' } });
    expect(json(res).redirect_url).toBeUndefined();
    const state = await offerState(s.t.db, offer.id);
    expect(state.payouts).toHaveLength(1);
    expect(state.payouts[0]).toMatchObject({ method: 'sepa', amountMinor: 2500, currency: 'USD', status: 'processing', accountLast4: '3000', holderName: null, providerRef: expect.stringMatching(/^po_[a-f0-9]{32}$/), contact });
    // It went to the payout provider too: its sandbox page can settle it (PAYOUT-8), no redirect for the customer.
    expect((await s.t.app.inject(`/api/sandbox/payout/${state.payouts[0]!.providerRef}`)).statusCode).toBe(200);
    expect(state.events.at(-1)).toMatchObject({ fromStatus: 'ready_for_payout', toStatus: 'payout_processing', actor: `user:${seller.id}` });
    const details = json(await s.t.app.inject({ url: `/api/offer/${offer.id}`, headers: seller.headers })).payload;
    expect(details.payout).toEqual({ method: 'sepa', status: 'processing', account_last4: '3000', message: null, release_at: null });
  });

  it('PAYOUT-1: card-form answers the provider page; the method defaults to card and may be multibanco or mbway', async () => {
    for (const [sent, stored] of [[undefined, 'card_form'], ['multibanco', 'multibanco'], ['mbway', 'mbway']] as const) {
      const { seller, offer } = await readyOffer();
      const res = await post(s.t.app, CARD_FORM, seller.headers, { id: offer.id, ...contact, ...(sent ? { method: sent } : {}) });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ status: 'OK', message: expect.any(String), redirect_url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/sandbox\/payout\/po_/) });
      const state = await offerState(s.t.db, offer.id);
      expect(state.offer?.status).toBe('payout_processing');
      expect(state.payouts[0]).toMatchObject({ method: stored, accountLast4: null, providerRef: refOf(json(res).redirect_url) });
    }
  });

  it('PAYOUT-1: a card payout (card-manual, or sepa-manual with card_number) redirects to the provider page and keeps only the last 4 digits', async () => {
    for (const url of [CARD_MANUAL, SEPA]) {
      const { seller, offer } = await readyOffer();
      const res = await post(s.t.app, url, seller.headers, { id: offer.id, ...contact, ...cardDetails });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ status: 'OK', message: 'Payout request submitted successfully!', payload: { status: 'payout_processing' } });
      refOf(json(res).redirect_url);
      expect((await offerState(s.t.db, offer.id)).payouts[0]).toMatchObject({ method: 'card', accountLast4: '1111', holderName: 'ANN SELLER' });
    }
  });

  it('PAYOUT-2, PAYOUT-3, PAYOUT-4, PAYOUT-5: bad contact, card or bank details are a 422 with the §5 message per field, and nothing changes', async () => {
    const { seller, offer } = await readyOffer();
    const before = await offerState(s.t.db, offer.id);
    const cases: [string, object, Record<string, string[]>][] = [
      [
        CARD_FORM,
        { id: offer.id, email: 'nope' },
        {
          name: ['First name is required'],
          surname: ['Last name is required'],
          email: ['Invalid email format'],
          phone: ['Phone number is required'],
          country: ['Country is required'],
          city: ['City is required'],
          postCode: ['Post code is required'],
          address: ['Address is required'],
        },
      ],
      [CARD_FORM, { id: offer.id, ...contact, email: '' }, { email: ['Email is required'] }],
      [CARD_FORM, { id: offer.id, ...contact, method: 'paypal' }, { method: ['Please select a payment method'] }],
      [
        CARD_MANUAL,
        { id: offer.id, ...contact, card_number: '4111 1111 1111 1112', card_holder_name: ' ', expire_month: '01', expire_year: '20', terms_accepted: false },
        {
          card_number: ['Please enter a valid card number'],
          card_holder_name: ['Card holder name is required'],
          expire_month: ['Card has expired'],
          terms_accepted: ['You must agree to the terms and conditions'],
        },
      ],
      [CARD_MANUAL, { id: offer.id, ...contact, ...cardDetails, card_number: '4111 1111 111', expire_month: '13' }, { card_number: ['Please enter a valid card number'], expire_month: ['Please enter a valid expiration date'] }],
      [SEPA, { id: offer.id, ...contact, account_number: 'DE00 1234' }, { first_name: ['Full name is required'], account_number: ['Please enter a valid IBAN'] }],
      [SEPA, { ...contact, ...bankDetails }, { id: ['Offer ID not found'] }],
    ];
    for (const [url, body, errors] of cases) {
      const res = await post(s.t.app, url, seller.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await offerState(s.t.db, offer.id)).toEqual(before);
  });

  it('OFFER-8: a payout from any status but ready_for_payout is a 409 OFFER_TRANSITION and adds no payout', async () => {
    const seller = await person(s.t.db);
    for (const status of ['pending', 'offer', 'awaiting_item', 'declined_by_user', 'failed'] as const) {
      const offer = await insertOffer(s.t.db, seller.id, status);
      const before = await offerState(s.t.db, offer.id);
      const res = await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails });
      expect(res.statusCode).toBe(409);
      expect(json(res).code).toBe('OFFER_TRANSITION');
      expect(await offerState(s.t.db, offer.id)).toEqual(before);
    }
  });

  it('PAYOUT-1: a second payout request is a 409 PAYOUT_ALREADY_REQUESTED and adds no payout', async () => {
    const { seller, offer } = await readyOffer();
    expect((await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
    const before = await offerState(s.t.db, offer.id);
    for (const [url, body] of [[SEPA, bankDetails], [CARD_MANUAL, cardDetails], [CARD_FORM, {}]] as const) {
      const res = await post(s.t.app, url, seller.headers, { id: offer.id, ...contact, ...body });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: 'PAYOUT_ALREADY_REQUESTED', message: 'A payout has already been requested for this offer.' });
    }
    expect(await offerState(s.t.db, offer.id)).toEqual(before);
  });

  it('PAYOUT-1: concurrent payout requests create exactly one payout', async () => {
    const { seller, offer } = await readyOffer();
    const results = await Promise.all([
      post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails }),
      post(s.t.app, CARD_MANUAL, seller.headers, { id: offer.id, ...contact, ...cardDetails }),
      post(s.t.app, CARD_FORM, seller.headers, { id: offer.id, ...contact }),
      post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const state = await offerState(s.t.db, offer.id);
    expect(state.payouts).toHaveLength(1);
    expect(state.events.filter((e) => e.toStatus === 'payout_processing')).toHaveLength(1);
  });

  it('PAYOUT-1, OPS-20: when the payout provider refuses, then it is a 502 Failed to request payout, the payout is recorded failed and the offer is ready_for_payout again', async () => {
    const { seller, offer } = await readyOffer();
    const refusing: PayoutProvider = { name: 'refusing', createPayout: async () => ({ ok: false, reason: 'down' }), verifyWebhook: () => ({ ok: false, reason: 'malformed' }) };
    const ctx = { db: s.t.db, locale: { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, log: console, mail: { send: async () => {} }, publicUrl: 'http://localhost:3000', userId: seller.id };
    const err = await requestPayout(ctx, { provider: refusing, detailsKey: Buffer.from(DEV_PAYOUT_DETAILS_KEY, 'hex') }, offer.id, contact, { via: 'provider', method: 'card_form' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'PAYOUT_FAILED', status: 502, message: 'Failed to request payout' });
    // ARCHITECTURE "Data": the provider is asked after the request is committed, so its refusal fails that payout.
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('ready_for_payout');
    expect(state.payouts).toMatchObject([{ status: 'failed', message: 'Failed to process payment' }]);
    expect(state.events.slice(-2)).toMatchObject([
      { fromStatus: 'ready_for_payout', toStatus: 'payout_processing' },
      { fromStatus: 'payout_processing', toStatus: 'ready_for_payout', actor: 'provider' },
    ]);
  });

  it('PAYOUT-6, OPS-21, OPS-23: the full card number and IBAN are stored in no table of the shop (the card only in the sandbox provider’s own)', async () => {
    const a = await readyOffer();
    const b = await readyOffer();
    expect((await post(s.t.app, SEPA, a.seller.headers, { id: a.offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
    expect((await post(s.t.app, CARD_MANUAL, b.seller.headers, { id: b.offer.id, ...contact, ...cardDetails })).statusCode).toBe(200);
    const tables = (await s.t.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(tables.rows.length).toBeGreaterThan(10);
    const secrets = [CARD, CARD.replace(/ /g, ''), IBAN, IBAN.replace(/ /g, ''), '411111111111', '370400440532'];
    // OPS-23: the provider's side of the sandbox holds the card, as a real provider would; it is not the shop's.
    const cards = (await s.t.db.execute(sql`SELECT card_number FROM sandbox_payout_cards`)) as unknown as { rows: { card_number: string }[] };
    expect(cards.rows.map((r) => r.card_number)).toContain(CARD.replace(/ /g, ''));
    // The search runs in the database (a row as text against each secret): reading every row of the
    // reference tables out to compare them here took most of this test's time.
    const patterns = secrets.map((x) => `'%${x}%'`).join(', ');
    for (const { table_name } of tables.rows.filter((t) => t.table_name !== 'sandbox_payout_cards')) {
      const found = (await s.t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text LIKE ANY (ARRAY[${patterns}])`))) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]?.n, `${table_name} holds a card number or IBAN`).toBe(0);
    }
  });
});

describe('payout logging', () => {
  it('PAYOUT-6: the full card number and IBAN appear in no log line, even at trace level and on refused requests', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'trace' }, { stream: { write: (line) => lines.push(line) } });
    try {
      await writeSetting(t.db, 'offer_enabled', true);
      const send = async (url: string, extra: Record<string, unknown>) => {
        const seller = await person(t.db);
        const offer = await insertOffer(t.db, seller.id, 'ready_for_payout');
        return post(t.app, url, seller.headers, { id: offer.id, ...contact, ...extra });
      };
      expect((await send(SEPA, bankDetails)).statusCode).toBe(200);
      expect((await send(CARD_MANUAL, cardDetails)).statusCode).toBe(200);
      expect((await send(CARD_MANUAL, { ...cardDetails, expire_month: '13' })).statusCode).toBe(422);
      expect((await send(SEPA, { ...bankDetails, account_number: `${IBAN}X` })).statusCode).toBe(422);
    } finally {
      await t.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(8); // a request and a response line for each of the 4 calls
    const logged = lines.join('');
    for (const secret of [CARD, CARD.replace(/ /g, ''), IBAN, IBAN.replace(/ /g, '')]) expect(logged.includes(secret), secret).toBe(false);
  });
});

describe('payout settlement', () => {
  it('PAYOUT-8: the sandbox payout page offers Complete, Fail and Keep pending, script-free', async () => {
    const { ref } = await providerPayout();
    const page = await s.t.app.inject(`/api/sandbox/payout/${ref}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox payout');
    for (const label of ['Complete', 'Fail', 'Keep pending']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toContain('<script');
    expect((await s.t.app.inject('/api/sandbox/payout/po_unknown000')).statusCode).toBe(404);
  });

  it('PAYOUT-8: Complete settles the payout and the offer as approved and returns to /success-payout', async () => {
    const { seller, offer, ref } = await providerPayout();
    const res = await pressSandbox(s.t.app, 'payout', ref, 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/success-payout?status=approved&offer=${offer.id}`);
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('approved');
    expect(state.payouts[0]?.status).toBe('approved');
    expect(state.events.at(-1)).toMatchObject({ fromStatus: 'payout_processing', toStatus: 'approved', actor: 'provider' });
    expect(json(await s.t.app.inject({ url: `/api/offer/${offer.id}`, headers: seller.headers })).payload).toMatchObject({ status: 'approved', payout: { status: 'approved' } });
  });

  it('PAYOUT-8: Fail returns to /fail-payout with the message; Keep pending to /pending-payout', async () => {
    const failed = await providerPayout();
    const res = await pressSandbox(s.t.app, 'payout', failed.ref, 'decline');
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/fail-payout');
    expect(Object.fromEntries(location.searchParams)).toEqual({ status: 'failed', offer: String(failed.offer.id), message: 'The payout was declined by the payment provider.' });
    // OPS-20: the seller may ask again: the offer is back in ready_for_payout.
    expect((await offerState(s.t.db, failed.offer.id)).offer?.status).toBe('ready_for_payout');

    const pending = await providerPayout();
    const kept = await pressSandbox(s.t.app, 'payout', pending.ref, 'pending');
    expect(kept.headers.location).toBe(`http://localhost:3000/pending-payout?status=payout_processing&offer=${pending.offer.id}`);
    expect((await offerState(s.t.db, pending.offer.id)).offer?.status).toBe('payout_processing');
  });

  it('PAYOUT-9, PAYOUT-11: the webhook counts each event once; a later agreeing outcome changes nothing, a contradicting one is a conflict that changes nothing yet', async () => {
    const { offer, ref } = await providerPayout();
    const approve = { event_id: `evt_${ref}_1`, payment_ref: ref, status: 'success' };
    expect(json(await webhook(approve)).payload.outcome).toBe('applied');
    expect(json(await webhook(approve)).payload.outcome).toBe('duplicate');
    expect(json(await webhook({ event_id: `evt_${ref}_2`, payment_ref: ref, status: 'success' })).payload.outcome).toBe('no_change');
    expect(json(await webhook({ event_id: `evt_${ref}_3`, payment_ref: ref, status: 'error' })).payload.outcome).toBe('conflict');
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('approved');
    expect(state.payouts[0]).toMatchObject({ status: 'approved', message: null });
    expect(state.events.filter((e) => e.fromStatus === 'payout_processing')).toHaveLength(1);
  });

  it('PAYOUT-9: a bad signature or body is refused and changes nothing', async () => {
    const { offer, ref } = await providerPayout();
    const bad = await webhook({ event_id: 'evt_bad', payment_ref: ref, status: 'success' }, 'another-secret-of-16-chars');
    expect(bad.statusCode).toBe(401);
    expect(json(bad).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await webhook({ event_id: 'evt_x', payment_ref: ref, status: 'paid' })).statusCode).toBe(400);
    expect(json(await webhook({ event_id: 'evt_y', payment_ref: 'po_nope0000', status: 'success' })).code).toBe('PAYOUT_NOT_FOUND');
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('payout_processing');
  });

  it('SEC-13: a payout webhook signed with the payment secret, or too long ago, is a 401 and changes nothing', async () => {
    const { offer, ref } = await providerPayout();
    const ev = { event_id: `evt_${ref}_sec`, payment_ref: ref, status: 'success' };
    for (const res of [await webhook(ev, DEV_WEBHOOK_SECRET), await webhook(ev, undefined, Math.floor(Date.now() / 1000) - 5 * 60 - 5)]) {
      expect([res.statusCode, json(res).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    }
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('payout_processing');
    expect(json(await webhook(ev)).payload.outcome).toBe('applied');
  });

  it('SEC-13: a payout webhook naming another amount or currency than the payout is a 422 and changes nothing', async () => {
    const { offer, ref } = await providerPayout();
    for (const [n, wrong] of [{ amount: 2501 }, { currency: 'USD' }].entries()) {
      const res = await webhook({ event_id: `evt_${ref}_m${n}`, payment_ref: ref, status: 'success', ...wrong });
      expect([res.statusCode, json(res).code]).toEqual([422, 'PAYMENT_EVENT_MISMATCH']);
    }
    const state = await offerState(s.t.db, offer.id);
    expect(state.offer?.status).toBe('payout_processing');
    expect(state.payouts[0]?.status).toBe('processing');
  });

  it('SEC-2: the payout page refuses a post without its token', async () => {
    const { offer, ref } = await providerPayout();
    const res = await s.t.app.inject({ method: 'POST', url: `/api/sandbox/payout/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve' });
    expect([res.statusCode, json(res).code]).toEqual([403, 'AUTH_CSRF_MISMATCH']);
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('payout_processing');
  });
});

describe('operator: payouts', () => {
  it('OPS-6: the operator lists payouts by status with the customer email and the last 4 only', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offer } = await readyOffer();
    await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails });
    const res = await s.t.app.inject({ url: '/api/operator/payouts?status=processing', headers: op.headers });
    expect(res.statusCode).toBe(200);
    const row = json(res).payload.find((p: { offer_id: number }) => p.offer_id === offer.id);
    // OPS-21: a bank payout's holder is sealed with its IBAN: the list shows neither.
    expect(row).toMatchObject({ user_email: seller.email, method: 'sepa', amount: 25, currency: 'EUR', status: 'processing', account_last4: '3000', holder_name: null });
    expect(json(res).payload.every((p: { status: string }) => p.status === 'processing')).toBe(true);
  });

  it('OPS-7, OPS-8, OPS-10: complete approves payout and offer; fail stores the reason the customer sees; the customer is mailed; a second settle is a 409', async () => {
    const op = await person(s.t.db, 'operator');
    const settle = async (action: 'complete' | 'fail', message?: string) => {
      const { seller, offer } = await readyOffer();
      await post(s.t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails });
      const payoutId = (await offerState(s.t.db, offer.id)).payouts[0]!.id;
      const res = await post(s.t.app, `/api/operator/payouts/${payoutId}/${action}`, op.headers, message ? { message } : {});
      return { seller, offer, payoutId, res };
    };
    const done = await settle('complete');
    expect(json(done.res).payload).toMatchObject({ status: 'approved' });
    // OPS-10: the customer is mailed the outcome.
    // MAIL-6: the subject says what happened and how much, unlike the failed one's.
    const sentMail = (await mailTo(s.t.db, done.seller.email!)).at(-1);
    expect(sentMail?.subject).toBe('Payout sent: €25.00');
    expect(sentMail?.text).toContain(`Your payout of €25.00 for offer #${done.offer.id} has been sent.`);
    expect((await offerState(s.t.db, done.offer.id)).events.at(-1)).toMatchObject({ toStatus: 'approved', actor: `operator:${op.id}` });
    const again = await post(s.t.app, `/api/operator/payouts/${done.payoutId}/fail`, op.headers);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('PAYOUT_ALREADY_SETTLED');
    expect((await offerState(s.t.db, done.offer.id)).offer?.status).toBe('approved');

    const failed = await settle('fail', 'IBAN closed');
    expect(json(failed.res).payload).toMatchObject({ status: 'failed', message: 'IBAN closed' });
    const details = json(await s.t.app.inject({ url: `/api/offer/${failed.offer.id}`, headers: failed.seller.headers })).payload;
    expect(details).toMatchObject({ status: 'ready_for_payout', payout: { status: 'failed', message: 'IBAN closed' } });
    const failMail = (await mailTo(s.t.db, failed.seller.email!)).at(-1);
    expect(failMail?.subject).toBe('Payout failed: €25.00');
    expect(failMail?.text).toContain(`Your payout of €25.00 for offer #${failed.offer.id} could not be completed.`);
    expect(failMail?.text).toContain('Reason: IBAN closed');
    expect((await post(s.t.app, '/api/operator/payouts/99999999/complete', op.headers)).statusCode).toBe(404);
  });
});
