import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, checkoutPayload, insertPromo, itemInCarts, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { orders } from '../checkout/tables.ts';
import { promoCodes } from './tables.ts';

const s = useCheckoutApp();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const check = async (code: string) => s.t.app.inject({ url: `/api/promocode/check?code=${encodeURIComponent(code)}`, headers: (await buyer(s.t.db)).headers });
let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`.toUpperCase();

describe('operator: promo codes', () => {
  it('OPS-76: a created percentage code is usable at checkout at once and its use is counted; audited (OPS-66)', async () => {
    const op = await person(s.t.db, 'operator');
    const code = uniqueCode('TEN');
    const res = await call('POST', '/api/operator/promo-codes', op.headers, { code, description: 'Ten off', discount_type: 'percentage', discount_amount: 10, max_uses: 5 });
    expect(res.statusCode).toBe(200);
    const promo = json(res).payload;
    expect(promo).toMatchObject({ code, discount_type: 'percentage', discount_amount: 10, max_uses: 5, used_count: 0, per_customer_limit: 1, status: 'active', expires_at: null });
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 20_00 });
    const buy = await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { promocode: code.toLowerCase() }));
    expect(buy.statusCode).toBe(200);
    const [order] = await s.t.db.select().from(orders).where(eq(orders.id, json(buy).payload.order_id));
    expect(order).toMatchObject({ promoDiscountCents: 2_00, totalCents: 18_00 });
    expect(json(await call('GET', `/api/operator/promo-codes?search=${code}`, op.headers)).payload[0].used_count).toBe(1);
    const [audit] = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(promo.id)));
    expect(audit).toMatchObject({ actorId: op.id, action: 'promo.create', targetType: 'promo_code' });
  });

  it('OPS-76: a fixed amount is kept in cents; a taken code (any case) is a 409 on the code; bad fields are a 422 each', async () => {
    const op = await person(s.t.db, 'operator');
    const code = uniqueCode('FIVE');
    const fixed = json(await call('POST', '/api/operator/promo-codes', op.headers, { code, discount_type: 'fixed', discount_amount: 5.5, max_uses: 100, min_subtotal: 20, expires_at: '2099-01-01T00:00:00Z' })).payload;
    expect(fixed).toMatchObject({ discount_amount: 5.5, expires_at: '2099-01-01T00:00:00.000Z' });
    expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, fixed.id)))[0]!.discountCents).toBe(5_50);
    const taken = await call('POST', '/api/operator/promo-codes', op.headers, { code: code.toLowerCase(), discount_type: 'fixed', discount_amount: 1, confirm_risk: true });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'OPS_PROMO_CODE_TAKEN', errors: { code: ['A promo code with this code already exists.'] } });
    const bad = await call('POST', '/api/operator/promo-codes', op.headers, { code: 'a b', discount_type: 'percentage', discount_amount: 150, max_uses: 0, expires_at: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toMatchObject({
      code: ['A code is 3 to 32 letters, digits, - or _'],
      max_uses: ['Enter a whole number of at least 1, or leave it empty'],
      expires_at: ['Enter a valid date and time'],
    });
    const over = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('PCT'), discount_type: 'percentage', discount_amount: 150 });
    expect(json(over).errors.discount_amount).toEqual(['A percentage discount is at most 100']);
    // Less than a cent (or 0.01 %) is stored as 0: refused here, not by the database.
    const crumb = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('CRUMB'), discount_type: 'fixed', discount_amount: 0.004 });
    expect([crumb.statusCode, json(crumb).errors.discount_amount]).toEqual([422, ['The discount must be more than 0']]);
    // MONEY-4: part cents are refused, never rounded (5.555 was stored as 5.56).
    const part = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('PART'), discount_type: 'fixed', discount_amount: 5.555 });
    expect([part.statusCode, json(part).errors.discount_amount]).toEqual([422, ['Use at most 2 decimals']]);
    const huge = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('HUGE'), discount_type: 'fixed', discount_amount: 2_000_000 });
    expect(json(huge).errors.discount_amount).toEqual(['The discount must be at most 1,000,000']);
    // A code born expired would be refused at every checkout.
    const past = await call('POST', '/api/operator/promo-codes', op.headers, { code: uniqueCode('PAST'), discount_type: 'fixed', discount_amount: 5, expires_at: '2020-12-31T23:59:59Z' });
    expect([past.statusCode, json(past).errors.expires_at]).toEqual([422, ['The expiry must be in the future']]);
  });

  it('OPS-77: the limit and expiry change; the limit cannot go below the uses so far; null lifts it', async () => {
    const op = await person(s.t.db, 'operator');
    const promo = await insertPromo(s.t.db, { maxUses: 10, usedCount: 3 });
    const low = await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { max_uses: 2 });
    expect(low.statusCode).toBe(422);
    expect(json(low)).toMatchObject({ code: 'OPS_PROMO_LIMIT_BELOW_USES', errors: { max_uses: ['The usage limit cannot be lower than the uses so far.'] } });
    const usedUp = json(await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { max_uses: 3 })).payload;
    expect(usedUp).toMatchObject({ max_uses: 3, status: 'used_up' });
    expect(json(await check(promo.code)).message).toBe('This promo code has reached its usage limit');
    // The discount is the code's promise to its customers: a change of it is refused, not ignored.
    const discount = await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { discount_amount: 9, max_uses: 20 });
    expect([discount.statusCode, json(discount).message]).toEqual([422, 'Only the usage limit, the expiry and the minimum cart value of a promo code can change: make a new code for another discount']);
    expect((await s.t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]).toMatchObject({ maxUses: 3 });
    const lifted = json(await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { max_uses: null, expires_at: '2099-06-01T12:00:00Z', confirm_risk: true })).payload;
    expect(lifted).toMatchObject({ max_uses: null, expires_at: '2099-06-01T12:00:00.000Z', status: 'active' });
    const audit = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(promo.id)));
    expect(audit.at(-1)).toMatchObject({ action: 'promo.change', before: { max_uses: 3, expires_at: null }, after: { max_uses: null, expires_at: '2099-06-01T12:00:00.000Z' } });
    expect((await call('PATCH', '/api/operator/promo-codes/999999', op.headers, { max_uses: 1 })).statusCode).toBe(404);
    expect(json(await call('POST', '/api/operator/promo-codes/999999/disable', op.headers)).code).toBe('OPS_PROMO_NOT_FOUND');
  });

  it('OPS-78: a disabled code answers expired at once and is listed as expired; a later expiry brings it back', async () => {
    const op = await person(s.t.db, 'operator');
    const promo = await insertPromo(s.t.db);
    expect((await check(promo.code)).statusCode).toBe(200);
    const res = await call('POST', `/api/operator/promo-codes/${promo.id}/disable`, op.headers);
    expect(json(res).payload.status).toBe('expired');
    expect(json(await check(promo.code)).message).toBe('This promo code has expired');
    const expired = json(await call('GET', '/api/operator/promo-codes?status=expired', op.headers)).payload.map((p: { id: number }) => p.id);
    expect(expired).toContain(promo.id);
    expect(json(await call('GET', '/api/operator/promo-codes?status=active', op.headers)).payload.map((p: { id: number }) => p.id)).not.toContain(promo.id);
    await call('PATCH', `/api/operator/promo-codes/${promo.id}`, op.headers, { expires_at: null });
    expect((await check(promo.code)).statusCode).toBe(200);
    const actions = (await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(promo.id)))).map((a) => a.action);
    expect(actions).toEqual(['promo.disable', 'promo.change']);
  });

  it('OPS-75: the list is for operators only', async () => {
    const customer = await person(s.t.db);
    expect((await call('GET', '/api/operator/promo-codes', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/operator/promo-codes', {}, { code: 'ANON1', discount_type: 'fixed', discount_amount: 1 })).statusCode).toBe(401);
  });
});
