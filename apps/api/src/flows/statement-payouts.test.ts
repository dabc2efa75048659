import { describe, expect, it } from 'vitest';
import { buyer, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { insertOffer, insertPayout as payout } from '../../test/offer-helpers.ts';
import { statementOf, topUp, profileBalance } from '../../test/wallet-helpers.ts';
import { withTransaction } from '../lib/transaction.ts';
import { listLanguages } from '../modules/i18n/index.ts';
import { moveBalance } from '../modules/account/index.ts';

/** WALLET-12, WALLET-13: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();
const langId = async (code: string) => (await listLanguages(s.t.db)).find((l) => l.code === code)!.id;
type Row = { kind: string; amount: number; balance_after: number; moves_balance: boolean; description: string; status: string; payment_method: string | null; reason: string | null; offer_id: number | null; currency: string };

/** A seller with a 50 Credits balance and three payouts of their offers after it: paid, failed, requested. */
async function seller() {
  const customer = await buyer(s.t.db);
  await topUp(s.t.app, customer, 50, 'card');
  const t0 = Date.now() + 1_000;
  const paid = await payout(s.t.db, customer, { method: 'sepa', status: 'approved', amountMinor: 25_00, at: new Date(t0) });
  const failed = await payout(s.t.db, customer, { method: 'card', status: 'failed', amountMinor: 10_50, message: 'Card declined by the issuer', at: new Date(t0 + 1_000) });
  const requested = await payout(s.t.db, customer, { method: 'mbway', status: 'processing', amountMinor: 7_00, at: new Date(t0 + 2_000) });
  return { customer, paid, failed, requested };
}

describe('the seller’s payouts in the wallet statement (issue 47)', () => {
  it('WALLET-12: requested, paid and failed payouts are offer_payout rows with method, amount, status and, when failed, the reason; newest first among the ledger rows', async () => {
    const { customer, paid, failed, requested } = await seller();
    const rows: Row[] = (await statementOf(s.t.app, customer.headers)).body.payload.rows;
    expect(rows.map((r) => r.kind)).toEqual(['offer_payout', 'offer_payout', 'offer_payout', 'top_up']);
    expect(rows.slice(0, 3)).toMatchObject([
      { kind: 'offer_payout', amount: 7, currency: 'EUR', payment_method: 'mbway', status: 'pending', reason: null, offer_id: requested.offerId, description: `Payout of offer #${requested.offerId} requested` },
      { kind: 'offer_payout', amount: 10.5, payment_method: 'card', status: 'failed', reason: 'Card declined by the issuer', offer_id: failed.offerId, description: `Payout of offer #${failed.offerId} failed` },
      { kind: 'offer_payout', amount: 25, payment_method: 'sepa', status: 'success', reason: null, offer_id: paid.offerId, description: `Offer #${paid.offerId} paid out` },
    ]);
  });

  it('WALLET-13: a payout to a card or bank moves no balance: its balance_after is the balance of its moment, and the balance rows still add up to the profile balance', async () => {
    const { customer } = await seller();
    const rows: Row[] = (await statementOf(s.t.app, customer.headers)).body.payload.rows;
    for (const r of rows.filter((row) => row.kind === 'offer_payout')) expect(r).toMatchObject({ moves_balance: false, balance_after: 50 });
    const moving = rows.filter((r) => r.moves_balance);
    expect(moving.reduce((sum, r) => sum + r.amount, 0)).toBe(50);
    expect(await profileBalance(s.t.app, customer.headers)).toBe(50);
  });

  it('WALLET-12: kind=offer_payout shows only the payouts; another kind none of them; from/to days filter them too; the CSV lists them under their kind', async () => {
    const { customer } = await seller();
    const only: Row[] = (await statementOf(s.t.app, customer.headers, 'kind=offer_payout')).body.payload.rows;
    expect(only.map((r) => r.kind)).toEqual(['offer_payout', 'offer_payout', 'offer_payout']);
    const topUps: Row[] = (await statementOf(s.t.app, customer.headers, 'kind=top_up')).body.payload.rows;
    expect(topUps.map((r) => r.kind)).toEqual(['top_up']);
    expect((await statementOf(s.t.app, customer.headers, 'kind=offer_payout&to=2000-01-01')).body.payload.rows).toEqual([]);
    const csv = await s.t.app.inject({ url: '/api/user/statement.csv?kind=offer_payout', headers: customer.headers });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('Offer payout');
    expect(lines[2]).toContain('Card declined by the issuer');
  });

  it('WALLET-12: the payout rows and their kind are in German (du) and Polish', async () => {
    const { customer, failed } = await seller();
    const de: Row[] = (await statementOf(s.t.app, customer.headers, `kind=offer_payout&lang_id=${await langId('de')}`)).body.payload.rows;
    expect(de[1]?.description).toBe(`Auszahlung für Angebot #${failed.offerId} fehlgeschlagen`);
    const pl: Row[] = (await statementOf(s.t.app, customer.headers, `kind=offer_payout&lang_id=${await langId('pl')}`)).body.payload.rows;
    expect(pl[1]?.description).toBe(`Wypłata za ofertę #${failed.offerId} nie powiodła się`);
    const csv = await s.t.app.inject({ url: `/api/user/statement.csv?kind=offer_payout&lang_id=${await langId('de')}`, headers: customer.headers });
    expect(csv.body).toContain('Angebotsauszahlung');
  });

  it("WALLET-13: an offer's payout credited to the balance reads 'Offer #N paid to the balance' and moves the balance", async () => {
    const customer = await buyer(s.t.db);
    const offer = await insertOffer(s.t.db, customer.id, 'approved');
    await withTransaction({ db: s.t.db }, (tx) => moveBalance(tx, { userId: customer.id, deltaMinor: 12_00, reason: 'payout', refType: 'offer', refId: String(offer.id) }));
    const rows: Row[] = (await statementOf(s.t.app, customer.headers)).body.payload.rows;
    expect(rows).toMatchObject([{ kind: 'payout', amount: 12, balance_after: 12, moves_balance: true, offer_id: offer.id, description: `Offer #${offer.id} paid to the balance` }]);
  });
});
