import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, checkoutPayload, itemInCarts, purchaseRequest, refOf, sendWebhook, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { json } from '../../test/helpers.ts';
import { person } from '../../test/offer-helpers.ts';
import { auditLog } from '../modules/audit/tables.ts';
import { payments } from '../modules/payments/tables.ts';

/** DELIV-6 with the sandbox provider: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();

/** A 12 € order paid by card through the sandbox provider. */
async function cardOrder() {
  const customer = await buyer(s.t.db);
  await itemInCarts(s.t.db, [customer.id], { priceCents: 12_00 });
  const res = json(await purchaseRequest(s.t.app, customer.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true })));
  const ref = refOf(res.redirect_url);
  await sendWebhook(s.t.app, { event_id: `card-${ref}`, payment_ref: ref, status: 'success' });
  return { customer, orderId: res.payload.order_id as number, ref };
}
const refund = (id: number, headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/refund`, headers, payload });

describe('operator: refund to the card', () => {
  it('DELIV-6: a card order refunded "to card" goes back through the provider, is recorded once as a card refund (no balance credit) and audited', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, orderId } = await cardOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const res = await refund(orderId, op.headers, { reason: 'Item out of stock', to: 'card' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: orderId, refunded: 12, refunded_to: 'card', refund_reason: 'Item out of stock' });
    expect(await balanceAndLedger(s.t.db, customer.id)).toEqual(before);
    const twice = await refund(orderId, op.headers, { reason: 'again', to: 'card' });
    expect([twice.statusCode, json(twice).code]).toEqual([409, 'OPS_ORDER_ALREADY_REFUNDED']);
    const [audit] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(orderId))));
    expect(audit?.after).toMatchObject({ refunded: 12, to: 'card', credited: 0 });
  });

  it('DELIV-6: "to balance" stays the default; a balance-paid order cannot go "to card"; a provider refusal is a 502 that leaves the order unrefunded', async () => {
    const op = await person(s.t.db, 'operator');
    const rich = await buyer(s.t.db, 50_00);
    await itemInCarts(s.t.db, [rich.id], { priceCents: 5_00 });
    const paidByBalance = json(await purchaseRequest(s.t.app, rich.headers, checkoutPayload(s.country))).payload.order_id as number;
    const refused = await refund(paidByBalance, op.headers, { reason: 'x', to: 'card' });
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'OPS_REFUND_TO_CARD_UNAVAILABLE']);
    const toBalance = json(await refund(paidByBalance, op.headers, { reason: 'x' }));
    expect(toBalance.payload).toMatchObject({ refunded: 5, refunded_to: 'balance' });

    const { orderId, ref } = await cardOrder();
    // A reference the provider does not know: it refuses the refund.
    await s.t.db.update(payments).set({ providerRef: `unknown ${ref}` }).where(eq(payments.providerRef, ref));
    const failed = await refund(orderId, op.headers, { reason: 'x', to: 'card' });
    expect([failed.statusCode, json(failed).code]).toEqual([502, 'OPS_REFUND_PROVIDER_FAILED']);
    const detail = json(await s.t.app.inject({ url: `/api/operator/orders/${orderId}`, headers: op.headers })).payload;
    expect(detail).toMatchObject({ refunded: null, refunded_to: null });
  });
});
