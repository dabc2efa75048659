import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYOUT_DETAILS_KEY, DEV_PAYOUT_WEBHOOK_SECRET } from '../../config.ts';
import { openSealedText } from '../../lib/sealed-text.ts';
import { postSignedEvent } from '../../../test/checkout-helpers.ts';
import { legacySeal } from '../../../test/legacy-seal.ts';
import { createTestApp, json } from '../../../test/helpers.ts';
import { bankDetails, cardDetails, contact, IBAN, insertOffer, offerState, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { writeSetting } from '../content/service.ts';
import { resealLegacyBankDetails } from './bank-details.ts';
import { payouts } from './tables.ts';

const s = useOffersApp();
const SEPA = '/api/offer/request-payout/sepa-manual';
const FULL_IBAN = IBAN.replace(/ /g, '');
const devKey = Buffer.from(DEV_PAYOUT_DETAILS_KEY, 'hex');

/** A seller's bank payout in processing: its offer and payout row. */
async function bankPayout(t = s.t) {
  const seller = await person(t.db);
  const offer = await insertOffer(t.db, seller.id, 'ready_for_payout');
  expect((await post(t.app, SEPA, seller.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
  return { seller, offer, payout: (await offerState(t.db, offer.id)).payouts[0]! };
}

const bankDetailsOf = (payoutId: number, headers: Record<string, string>, t = s.t) => t.app.inject({ url: `/api/operator/payouts/${payoutId}/bank-details`, headers });

describe('bank payout details', () => {
  it('OPS-21: a bank payout keeps the full IBAN and holder sealed (AES-256-GCM), the last 4 in clear and no holder in clear', async () => {
    const { payout } = await bankPayout();
    expect(payout).toMatchObject({ method: 'sepa', accountLast4: '3000', holderName: null });
    expect(payout.bankDetailsSealed).toMatch(/^v2\./);
    expect(payout.bankDetailsSealed).not.toContain(FULL_IBAN);
    expect(payout.bankDetailsSealed).not.toContain('Ann Seller');
    expect(JSON.parse(openSealedText(devKey, payout.bankDetailsSealed!, { table: 'payouts', id: payout.id }))).toEqual({ iban: FULL_IBAN, holderName: 'Ann Seller' });
    // The same account seals differently each time (a random IV per value).
    expect((await bankPayout()).payout.bankDetailsSealed).not.toBe(payout.bankDetailsSealed);
  });

  it('OPS-21: the operator reads one payout’s IBAN and holder, not cached, and the reading is in the audit log (without the IBAN); guests get a 401, customers (even its owner) a 403', async () => {
    const op = await person(s.t.db, 'operator');
    const { seller, offer, payout } = await bankPayout();
    const res = await bankDetailsOf(payout.id, op.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(json(res)).toEqual({ status: 'OK', payload: { payout_id: payout.id, offer_id: offer.id, amount: 25, currency: 'EUR', iban: FULL_IBAN, holder_name: 'Ann Seller' } });
    const audit = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'payout.bank_details_viewed'), eq(auditLog.targetId, String(payout.id))));
    expect(audit).toEqual([expect.objectContaining({ actorId: op.id, targetType: 'payout', after: { offer_id: offer.id } })]);
    expect(JSON.stringify(audit)).not.toContain(FULL_IBAN.slice(4, 12));
    expect((await bankDetailsOf(payout.id, {})).statusCode).toBe(401);
    const owner = await bankDetailsOf(payout.id, seller.headers);
    expect([owner.statusCode, json(owner).code]).toEqual([403, 'AUTH_OPERATOR_ONLY']);
    expect(json(await bankDetailsOf(99999999, op.headers)).code).toBe('PAYOUT_NOT_FOUND');
    expect((await bankDetailsOf(0, op.headers)).statusCode).toBe(422);
  });

  it('OPS-21: a card payout has no bank details to show', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    expect((await post(s.t.app, '/api/offer/request-payout/card-manual', seller.headers, { id: offer.id, ...contact, ...cardDetails })).statusCode).toBe(200);
    const payout = (await offerState(s.t.db, offer.id)).payouts[0]!;
    expect(payout.bankDetailsSealed).toBeNull();
    const res = await bankDetailsOf(payout.id, op.headers);
    expect([res.statusCode, json(res).code]).toEqual([404, 'PAYOUT_BANK_DETAILS_GONE']);
  });

  it('OPS-22: once the payout is settled (completed, failed by the operator or by the provider), its bank details are erased', async () => {
    const op = await person(s.t.db, 'operator');
    const settleBy = {
      complete: (id: number) => post(s.t.app, `/api/operator/payouts/${id}/complete`, op.headers),
      fail: (id: number) => post(s.t.app, `/api/operator/payouts/${id}/fail`, op.headers, { message: 'Account closed' }),
      webhook: (_id: number, ref: string) =>
        postSignedEvent(s.t.app, '/api/payouts/webhook/sandbox', { event_id: `evt_${ref}`, payment_ref: ref, status: 'error', amount: 2500, currency: 'EUR' }, DEV_PAYOUT_WEBHOOK_SECRET),
    };
    for (const [how, settle] of Object.entries(settleBy)) {
      const { offer, payout } = await bankPayout();
      expect((await settle(payout.id, payout.providerRef!)).statusCode, how).toBe(200);
      expect((await offerState(s.t.db, offer.id)).payouts[0]?.bankDetailsSealed, how).toBeNull();
      const res = await bankDetailsOf(payout.id, op.headers);
      expect([res.statusCode, json(res).code], how).toEqual([404, 'PAYOUT_BANK_DETAILS_GONE']);
    }
  });
});

describe('bank payout details bound to their payout (SEC-27)', () => {
  const sealedOf = async (id: number) => (await s.t.db.select({ sealed: payouts.bankDetailsSealed }).from(payouts).where(eq(payouts.id, id)))[0]!.sealed;
  const putSealed = (id: number, sealed: string) => s.t.db.update(payouts).set({ bankDetailsSealed: sealed }).where(eq(payouts.id, id));
  const logged = () => {
    const errors: object[] = [];
    return { errors, log: { info: () => {}, warn: () => {}, error: (obj: object | string) => void errors.push(typeof obj === 'string' ? { msg: obj } : obj) } };
  };

  it('SEC-27: bank details copied into another payout\'s row do not open there (409 PAYOUT_BANK_DETAILS_UNREADABLE, no audit entry), while each payout opens its own', async () => {
    const op = await person(s.t.db, 'operator');
    const a = await bankPayout();
    const b = await bankPayout();
    await putSealed(b.payout.id, a.payout.bankDetailsSealed!);
    const moved = await bankDetailsOf(b.payout.id, op.headers);
    expect([moved.statusCode, json(moved).code]).toEqual([409, 'PAYOUT_BANK_DETAILS_UNREADABLE']);
    expect(moved.body).not.toContain(FULL_IBAN);
    const audit = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'payout.bank_details_viewed'), eq(auditLog.targetId, String(b.payout.id))));
    expect(audit).toEqual([]);
    const own = await bankDetailsOf(a.payout.id, op.headers);
    expect([own.statusCode, json(own).payload.iban]).toEqual([200, FULL_IBAN]);
    // Settling the payout with the moved value still works (the details are erased).
    expect((await post(s.t.app, `/api/operator/payouts/${b.payout.id}/fail`, op.headers, { message: 'Details unreadable' })).statusCode).toBe(200);
    expect(await sealedOf(b.payout.id)).toBeNull();
  });

  it('SEC-27: a value sealed before SEC-27 (v1, bound to no row) is never opened for the operator; the startup re-seal binds it to its payout when its IBAN ends in the row\'s last 4, and leaves one that does not or does not open', async () => {
    const op = await person(s.t.db, 'operator');
    const [own, foreign, otherKey] = [await bankPayout(), await bankPayout(), await bankPayout()];
    await putSealed(own.payout.id, legacySeal(devKey, JSON.stringify({ iban: FULL_IBAN, holderName: 'Ann Seller' })));
    // Moved here from a payout to another account (its IBAN ends in 1234, this row's in 3000).
    await putSealed(foreign.payout.id, legacySeal(devKey, JSON.stringify({ iban: 'DE02120300000000201234', holderName: 'Bob Other' })));
    await putSealed(otherKey.payout.id, legacySeal(randomBytes(32), JSON.stringify({ iban: FULL_IBAN, holderName: 'Ann Seller' })));
    const before = await bankDetailsOf(own.payout.id, op.headers);
    expect([before.statusCode, json(before).code]).toEqual([409, 'PAYOUT_BANK_DETAILS_UNREADABLE']);

    const { errors, log } = logged();
    const outcome = await resealLegacyBankDetails(s.t.db, devKey, log);
    expect(outcome.resealed).toBeGreaterThanOrEqual(1);
    expect(outcome.refused).toEqual(expect.arrayContaining([foreign.payout.id, otherKey.payout.id]));
    expect(outcome.refused).not.toContain(own.payout.id);
    expect(errors).toEqual([expect.objectContaining({ payoutIds: outcome.refused })]);
    expect(JSON.stringify(errors)).not.toContain('1234');
    expect(await sealedOf(own.payout.id)).toMatch(/^v2\./);
    expect(JSON.parse(openSealedText(devKey, (await sealedOf(own.payout.id))!, { table: 'payouts', id: own.payout.id }))).toEqual({ iban: FULL_IBAN, holderName: 'Ann Seller' });
    const after = await bankDetailsOf(own.payout.id, op.headers);
    expect([after.statusCode, json(after).payload.iban]).toEqual([200, FULL_IBAN]);
    for (const refused of [foreign, otherKey]) {
      expect(await sealedOf(refused.payout.id)).toMatch(/^v1\./);
      expect(json(await bankDetailsOf(refused.payout.id, op.headers)).code).toBe('PAYOUT_BANK_DETAILS_UNREADABLE');
    }
    // Once bound, a later start has nothing to re-seal.
    expect((await resealLegacyBankDetails(s.t.db, devKey, log)).resealed).toBe(0);
    expect(await sealedOf(own.payout.id)).toMatch(/^v2\./);
  });
});

describe('bank payout details in the log', () => {
  it('OPS-21: the IBAN and holder appear in no log line, even at trace level; the reading itself is logged with who read which payout', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'trace' }, { stream: { write: (line) => lines.push(line) } });
    let readBy = 0;
    let payoutId = 0;
    try {
      await writeSetting(t.db, 'offer_enabled', true);
      const op = await person(t.db, 'operator');
      readBy = op.id;
      const { payout } = await bankPayout(t);
      payoutId = payout.id;
      expect(json(await bankDetailsOf(payout.id, op.headers, t)).payload.iban).toBe(FULL_IBAN);
      expect((await post(t.app, `/api/operator/payouts/${payout.id}/complete`, op.headers)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(6);
    const logged = lines.join('');
    for (const secret of [IBAN, FULL_IBAN, 'Ann Seller']) expect(logged.includes(secret), secret).toBe(false);
    const audit = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'payout bank details shown to an operator');
    expect(audit).toMatchObject({ payoutId, operatorId: readBy });
  });
});
