import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, checkoutPayload, insertPromo, itemInCarts, purchaseRequest, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { json } from '../../test/helpers.ts';
import { writeSetting } from '../modules/content/service.ts';
import { languages } from '../modules/i18n/tables.ts';
import { moveOrder } from '../modules/checkout/order-changes.ts';
import { orders } from '../modules/checkout/tables.ts';

const s = useCheckoutApp();
const details = (id: number, headers: Record<string, string>, query = '') => s.t.app.inject({ url: `/api/purchase/${id}${query}`, headers });
const langId = async (code: string) => (await s.t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code)))[0]!.id;

/** A paid balance order of one 10.00 € item (float 0.25), VAT 23 %, a 2 € promo, bought while the shop showed `currency`. */
async function paidOrder(currency = 'PLN') {
  const u = await buyer(s.t.db, 100_00);
  const item = await itemInCarts(s.t.db, [u.id], { priceCents: 10_00, floatValue: 0.25, title: 'AK-47 | Redline' });
  const promo = await insertPromo(s.t.db, { discountCents: 2_00 });
  await writeSetting(s.t.db, 'vat_percent', 23);
  try {
    const res = await purchaseRequest(s.t.app, u.headers, { ...checkoutPayload(s.country, { promocode: promo.code }), currency });
    expect(res.statusCode).toBe(200);
    return { u, item, promo, id: json(res).payload.order_id as number };
  } finally {
    await writeSetting(s.t.db, 'vat_percent', 0);
  }
}

describe('order details', () => {
  it('PAY-29, ORDER-1, ORDER-3: when a buyer paid in a cart shown in PLN, then the order keeps the PLN total and the rate beside the euro charged, and its page shows items, promo, VAT and the payment', async () => {
    const { u, item, promo, id } = await paidOrder('PLN');
    const [row] = await s.t.db.select().from(orders).where(eq(orders.id, id));
    // 10.00 - 2.00 = 8.00, VAT 23 % = 1.84, total 9.84 €; at 4.3 zł per euro 42.31 zł.
    expect(row).toMatchObject({ totalCents: 9_84, currency: 'EUR', displayCurrency: 'PLN', displayTotalMinor: 42_31, displayRate: 4.3, vatPercent: 23 });
    const res = await details(id, u.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({
      id,
      status: 'processing',
      status_label: 'Paid, delivering',
      items: [{ id: item.id, title: 'AK-47 | Redline', exterior: 'Field-Tested', float_value: 0.25, price: 10 }],
      currency: 'EUR',
      subtotal: 10,
      promo: { code: promo.code, discount: 2 },
      vat: { percent: 23, amount: 1.84 },
      total: 9.84,
      display: { currency: 'PLN', total: 42.31, rate: 4.3 },
      payment: { method: 'balance', state: 'success' },
      delivery_state: { state: 'not_started', offer_id: null, attempt: 0, trade_url: checkoutPayload(s.country).tradeUrl },
      refund: null,
      has_receipt: true,
    });
    expect(json(res).payload.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid']);
  });

  it('PAY-30: when the buyer saw the cart in euro, then the order has no second amount', async () => {
    const { u, id } = await paidOrder('EUR');
    expect(json(await details(id, u.headers)).payload.display).toBeNull();
  });

  it('ORDER-1: when the request asks for German, then the status label is German', async () => {
    const { u, id } = await paidOrder();
    expect(json(await details(id, u.headers, `?lang_id=${await langId('de')}`)).payload.status_label).toBe('Bezahlt, wird geliefert');
  });

  it("ORDER-1: when the order is another buyer's or does not exist, then 404 CHECKOUT_ORDER_NOT_FOUND; a guest gets 401", async () => {
    const { id } = await paidOrder();
    const other = await buyer(s.t.db);
    for (const res of [await details(id, other.headers), await details(999_999, other.headers)]) {
      expect([res.statusCode, json(res).status, json(res).code]).toEqual([404, 'error', 'CHECKOUT_ORDER_NOT_FOUND']);
    }
    expect((await details(id, {})).statusCode).toBe(401);
    expect((await s.t.app.inject({ url: `/api/purchase/${id}/receipt`, headers: other.headers })).statusCode).toBe(404);
  });

  it('ORDER-2, ORDER-4: when the trade offer is sent, accepted, or fails, then the delivery state and the timeline say so', async () => {
    const { u, id } = await paidOrder();
    const claimedAt = new Date();
    await s.t.db.update(orders).set({ deliveryAttempt: 1, deliveryClaimedAt: claimedAt, deliveryOfferId: 'offer-77', deliveryTradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=2&token=x' }).where(eq(orders.id, id));
    expect(json(await details(id, u.headers)).payload.delivery_state).toMatchObject({ state: 'sent', offer_id: 'offer-77', attempt: 1, trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=2&token=x' });
    await moveOrder(s.t.db, id, 'completed');
    const done = json(await details(id, u.headers)).payload;
    expect([done.status_label, done.delivery_state.state]).toEqual(['Completed', 'accepted']);
    expect(done.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid', 'delivery_attempt', 'delivered']);

    const failed = await paidOrder();
    await s.t.db.update(orders).set({ deliveryAttempt: 1, deliveryClaimedAt: new Date(Date.now() - 1000) }).where(eq(orders.id, failed.id));
    await moveOrder(s.t.db, failed.id, 'delivery_failed', { deliveryFailure: 'declined' });
    const f = json(await details(failed.id, failed.u.headers)).payload;
    expect([f.status_label, f.delivery_state.state, f.timeline.at(-1).kind]).toEqual(['Delivery failed', 'declined', 'delivery_failed']);
  });

  it('ORDER-8: a failed delivery says what became of its trade offer: declined, expired, reverted by Steam, or failed for another reason', async () => {
    for (const [reason, state] of [['Declined', 'declined'], ['Expired', 'expired'], ['Reverted', 'reverted'], ['Countered', 'failed'], ['Not sent: bot offline', 'failed']] as const) {
      const { u, id } = await paidOrder();
      await moveOrder(s.t.db, id, 'delivery_failed', { deliveryFailure: reason });
      expect(json(await details(id, u.headers)).payload.delivery_state.state, reason).toBe(state);
    }
  });

  it('ORDER-1, ORDER-5: when an order waits for its card payment, then it is pending with no receipt (409 CHECKOUT_RECEIPT_NOT_PAID); cancelled or expired says so', async () => {
    const u = await buyer(s.t.db);
    await itemInCarts(s.t.db, [u.id]);
    const placed = await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { paymentMethod: 'card' }));
    const id = json(placed).payload.order_id as number;
    const pending = json(await details(id, u.headers)).payload;
    expect([pending.status, pending.status_label, pending.payment.state, pending.has_receipt]).toEqual(['pending', 'Waiting for payment', 'pending', false]);
    const receipt = await s.t.app.inject({ url: `/api/purchase/${id}/receipt`, headers: u.headers });
    expect([receipt.statusCode, json(receipt).code]).toEqual([409, 'CHECKOUT_RECEIPT_NOT_PAID']);
    await moveOrder(s.t.db, id, 'expired');
    const expired = json(await details(id, u.headers)).payload;
    expect([expired.status_label, expired.timeline.at(-1).kind]).toEqual(['Expired', 'expired']);

    const v = await buyer(s.t.db);
    await itemInCarts(s.t.db, [v.id]);
    const other = json(await purchaseRequest(s.t.app, v.headers, checkoutPayload(s.country, { paymentMethod: 'card' }))).payload.order_id as number;
    await s.t.app.inject({ method: 'POST', url: `/api/purchase/${other}/cancel`, headers: v.headers });
    const cancelled = json(await details(other, v.headers)).payload;
    expect([cancelled.status, cancelled.status_label, cancelled.timeline.at(-1).kind]).toEqual(['cancelled', 'Cancelled', 'cancelled']);
  });

  it('ORDER-1, ORDER-4: when the operator refunded the order, then the refund, where it went and when show, and the payment is refunded', async () => {
    const { u, id } = await paidOrder();
    const at = new Date(Date.now() + 5000);
    await moveOrder(s.t.db, id, 'delivery_failed', { refundedCents: 9_84, refundedAt: at, refundedTo: 'balance', refundReason: 'test' });
    const d = json(await details(id, u.headers)).payload;
    expect(d.refund).toEqual({ amount: 9.84, to: 'balance', at: Math.floor(at.getTime() / 1000) });
    expect([d.payment.state, d.timeline.at(-1).kind]).toEqual(['refunded', 'refunded']);
  });
});

describe('charge quote', () => {
  it('PAY-31: when the cart is shown in PLN, then the quote says what the checkout charges in euro, and the order charges exactly that', async () => {
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const promo = await insertPromo(s.t.db, { discountCents: 2_00 });
    await writeSetting(s.t.db, 'vat_percent', 23);
    try {
      const quote = await s.t.app.inject({ url: `/api/purchase/quote?currency=PLN&promocode=${promo.code}`, headers: u.headers });
      expect(json(quote).payload).toEqual({ currency: 'EUR', total: 9.84, shown: { currency: 'PLN', total: 42.31, rate: 4.3 } });
      // An unusable code counts nothing (the cart tells it through /promocode/check).
      expect(json(await s.t.app.inject({ url: '/api/purchase/quote?currency=PLN&promocode=NOPE', headers: u.headers })).payload.total).toBe(12.3);
      const id = json(await purchaseRequest(s.t.app, u.headers, { ...checkoutPayload(s.country, { promocode: promo.code }), currency: 'PLN' })).payload.order_id as number;
      const [row] = await s.t.db.select({ totalCents: orders.totalCents }).from(orders).where(eq(orders.id, id));
      expect(row?.totalCents).toBe(9_84);
    } finally {
      await writeSetting(s.t.db, 'vat_percent', 0);
    }
    expect((await s.t.app.inject({ url: '/api/purchase/quote' })).statusCode).toBe(401);
  });
});

describe('receipt', () => {
  it('ORDER-6: when a paid order is printed, then the invoice names the shop, the buyer, the lines, the promo, VAT, the total and both amounts with the rate, with no script', async () => {
    await writeSetting(s.t.db, 'requisites', 'Skins Market Ltd. · Lisbon · VAT PT517204389');
    const { u, id, promo } = await paidOrder('PLN');
    const res = await s.t.app.inject({ url: `/api/purchase/${id}/receipt`, headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    for (const text of ['Invoice', `INV-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`, 'Skins Market Ltd.', 'VAT PT517204389', 'Ana Silva', 'AK-47 | Redline', `Promo code ${promo.code}`, '−€2.00', 'VAT 23%', '€1.84', '€9.84', '4.3 PLN per euro', 'Paid with: Balance']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Shown as PLN\s42\.31/);
    expect(html).not.toMatch(/<script|style=/i);
    const css = await s.t.app.inject({ url: '/api/purchase/receipt.css' });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect(css.body).toContain('@media print');
  });

  it('ORDER-6: when the buyer reads German, then the invoice is German', async () => {
    const { u, id } = await paidOrder('EUR');
    const html = (await s.t.app.inject({ url: `/api/purchase/${id}/receipt?lang_id=${await langId('de')}`, headers: u.headers })).body;
    expect(html).toContain('<html lang="de">');
    for (const text of ['Rechnung', 'Rechnungsnummer', 'Zwischensumme', 'MwSt. 23 %', 'Bezahlt mit: Guthaben']) expect(html).toContain(text);
  });

  it('ORDER-7: the invoice is also a PDF file to keep, named by its number, in the buyer\'s language; an unpaid order has none', async () => {
    const { u, id } = await paidOrder('PLN');
    const res = await s.t.app.inject({ url: `/api/purchase/${id}/receipt.pdf`, headers: u.headers });
    expect(res.statusCode).toBe(200);
    const number = `INV-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`;
    expect([res.headers['content-type'], res.headers['content-disposition']]).toEqual(['application/pdf', `attachment; filename="${number}.pdf"`]);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`(Invoice ${number})`);
    const de = await s.t.app.inject({ url: `/api/purchase/${id}/receipt.pdf?lang_id=${await langId('de')}`, headers: u.headers });
    expect(de.rawPayload.toString('latin1')).toContain(`(Rechnung ${number})`);
    // Where poppler is installed (this machine's CI), the text is read back as a PDF reader shows it.
    if (spawnSync('pdftotext', ['-v']).status === 0) {
      const text = spawnSync('pdftotext', ['-', '-'], { input: de.rawPayload }).stdout.toString('utf8');
      for (const part of [number, 'Rechnung', 'Zwischensumme', 'MwSt. 23 %', 'Ana Silva', 'AK-47 | Redline']) expect(text).toContain(part);
    }
    const other = await buyer(s.t.db);
    expect((await s.t.app.inject({ url: `/api/purchase/${id}/receipt.pdf`, headers: other.headers })).statusCode).toBe(404);
  });
});
