import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPromo, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { promoCodes } from './tables.ts';

const s = useCheckoutApp();
const call = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload: object) => s.t.app.inject({ method, url, headers, payload });
let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`.toUpperCase();
const overHalf = 'It can take more than 50 % off an order';
const noLimit = 'It has no limit on the number of uses';
const stored = async (code: string) => s.t.db.select().from(promoCodes).where(eq(promoCodes.code, code));

describe('PROMO-8: a risky promo code is saved only once its risks are confirmed', () => {
  it('PROMO-8: a 100 % code without a use limit is refused naming both risks, and nothing is written; confirmed, it is made', async () => {
    const op = await person(s.t.db, 'operator');
    const code = uniqueCode('ALL');
    const body = { code, discount_type: 'percentage', discount_amount: 100 };
    const refused = await call('POST', '/api/operator/promo-codes', op.headers, body);
    expect([refused.statusCode, json(refused).code, json(refused).message]).toEqual([422, 'OPS_PROMO_RISK_UNCONFIRMED', 'This promo code is risky: confirm its risks to save it.']);
    expect(json(refused).errors).toEqual({ confirm_risk: [overHalf, noLimit] });
    expect(await stored(code)).toEqual([]);
    const made = await call('POST', '/api/operator/promo-codes', op.headers, { ...body, confirm_risk: true });
    expect(made.statusCode).toBe(200);
    const [audit] = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(json(made).payload.id)));
    // PROMO-10: the audit names the risks the operator confirmed.
    expect(audit).toMatchObject({ action: 'promo.create', actorId: op.id, after: { code, confirmed_risks: ['over_half', 'no_use_limit'] } });
  });

  it('PROMO-8: the line is 50 %: 50 % with a use limit needs no confirmation, 50.01 % does; a fixed amount counts against half its minimum cart', async () => {
    const op = await person(s.t.db, 'operator');
    const ok = [
      { discount_type: 'percentage', discount_amount: 50, max_uses: 10 },
      { discount_type: 'fixed', discount_amount: 5, max_uses: 10, min_subtotal: 10 },
    ];
    for (const terms of ok) expect((await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('OK'), ...terms })).statusCode, JSON.stringify(terms)).toBe(200);
    const risky = [
      { discount_type: 'percentage', discount_amount: 50.01, max_uses: 10 },
      { discount_type: 'fixed', discount_amount: 5.01, max_uses: 10, min_subtotal: 10 },
      // Without a minimum, a fixed amount can be the whole of a cheap cart.
      { discount_type: 'fixed', discount_amount: 1, max_uses: 10 },
    ];
    for (const terms of risky) {
      const res = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('RISK'), ...terms });
      expect([res.statusCode, json(res).errors], JSON.stringify(terms)).toEqual([422, { confirm_risk: [overHalf] }]);
    }
    const unlimited = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('FREE'), discount_type: 'percentage', discount_amount: 10 });
    expect([unlimited.statusCode, json(unlimited).errors]).toEqual([422, { confirm_risk: [noLimit] }]);
  });

  it('PROMO-9: a change that adds a risk (lifting the limit, clearing the minimum) needs the confirmation; one that keeps or lowers them does not', async () => {
    const op = await person(s.t.db, 'operator');
    const promo = await insertPromo(s.t.db, { discountType: 'fixed', discountCents: 5_00, maxUses: 10, minSubtotalCents: 20_00 });
    const url = `/api/operator/promo-codes/${promo.id}`;
    const lift = await call('PATCH', url, op.headers, { max_uses: null });
    expect([lift.statusCode, json(lift).errors]).toEqual([422, { confirm_risk: [noLimit] }]);
    const clear = await call('PATCH', url, op.headers, { min_subtotal: null, max_uses: 20 });
    expect([clear.statusCode, json(clear).errors]).toEqual([422, { confirm_risk: [overHalf] }]);
    expect((await stored(promo.code))[0]).toMatchObject({ maxUses: 10, minSubtotalCents: 20_00 });
    expect((await call('PATCH', url, op.headers, { max_uses: 20, expires_at: '2099-01-01T00:00:00Z' })).statusCode).toBe(200);
    expect(json(await call('PATCH', url, op.headers, { max_uses: null, confirm_risk: true })).payload).toMatchObject({ max_uses: null });
    // Already unlimited: a later change of its expiry adds no risk and asks nothing.
    expect((await call('PATCH', url, op.headers, { expires_at: null })).statusCode).toBe(200);
    const audit = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(promo.id)));
    expect(audit.map((a) => (a.after as { confirmed_risks?: string[] }).confirmed_risks ?? null)).toEqual([null, ['no_use_limit'], null]);
  });
});
