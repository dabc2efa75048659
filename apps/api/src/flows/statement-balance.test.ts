import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyer, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { person } from '../../test/offer-helpers.ts';
import { adjust, buy, profileBalance, refund, statementOf, topUp, type Operator } from '../../test/wallet-helpers.ts';

/** WALLET-3 as a property, on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();

/** One thing that moves a balance, done through the shop's own routes. Payouts have no route that moves a balance yet. */
type Step = { kind: 'top_up'; euro: number } | { kind: 'buy'; cents: number } | { kind: 'refund'; pick: number; share: number } | { kind: 'adjust'; credits: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('top_up' as const), euro: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('buy' as const), cents: fc.integer({ min: 1_00, max: 60_00 }) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('adjust' as const), credits: fc.integer({ min: -30, max: 30 }).filter((n) => n !== 0) }),
);

const cents = (major: number) => Math.round(major * 100);

describe('wallet statement: running balance', () => {
  it('WALLET-3: for any sequence of top-ups, balance purchases, refunds and operator adjustments, the newest row\'s running balance and the sum of the amounts equal the balance', async () => {
    const operator: Operator = await person(s.t.db, 'operator');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const customer = await buyer(s.t.db);
        const refundable: { id: number; cents: number }[] = [];
        for (const st of steps) {
          if (st.kind === 'top_up') await topUp(s.t.app, customer, st.euro);
          if (st.kind === 'buy') {
            const bought = await buy(s.t.app, s.t.db, s.country, customer, st.cents);
            if (bought.orderId !== null) refundable.push({ id: bought.orderId, cents: st.cents });
          }
          if (st.kind === 'refund' && refundable.length > 0) {
            const [order] = refundable.splice(st.pick % refundable.length, 1);
            const amount = Math.max(1, Math.round(order!.cents * st.share)) / 100;
            expect((await refund(s.t.app, operator, order!.id, 'Property test', amount)).statusCode).toBe(200);
          }
          // A debit past zero is refused (409) and moves nothing: the statement must agree either way.
          if (st.kind === 'adjust') expect([200, 409]).toContain((await adjust(s.t.app, operator, customer.id, st.credits, 'Property test')).statusCode);
        }
        const balance = await profileBalance(s.t.app, customer.headers);
        const { rows, balance: shown } = (await statementOf(s.t.app, customer.headers)).body.payload;
        const moving = rows.filter((r: { moves_balance: boolean }) => r.moves_balance);
        expect(shown).toBe(balance);
        expect(cents(moving.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0))).toBe(cents(balance));
        expect(moving.length === 0 ? 0 : moving[0].balance_after).toBe(balance);
        // Each row's running balance is the one after it: the older row's plus this row's amount.
        for (let i = 0; i + 1 < moving.length; i += 1) expect(cents(moving[i].balance_after)).toBe(cents(moving[i + 1].balance_after + moving[i].amount));
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
