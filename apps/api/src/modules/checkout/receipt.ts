import { formatMoney, type OrderDetails } from '@skins/contract';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findCountry, readSettings } from '../content/index.ts';
import { orderDetails, ownOrder } from './order-details.ts';
import type { OrderPaymentsOf } from './order-payments.ts';
import type { OrderTexts } from './order-texts.ts';

/** ORDER-6: the receipt's own stylesheet, served from /purchase/receipt.css (CSP style-src 'self': no inline style). */
export const receiptCss = `body{font:14px/1.5 system-ui,sans-serif;color:#111;margin:0;background:#f4f4f5}
main{max-width:760px;margin:24px auto;background:#fff;padding:32px;border:1px solid #ddd}
h1{margin:0 0 16px;font-size:24px}.meta,.parties{display:flex;flex-wrap:wrap;gap:24px;margin-bottom:20px}
.parties>div{flex:1 1 240px}.label{color:#555;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
table{width:100%;border-collapse:collapse}th,td{padding:6px 4px;border-bottom:1px solid #e4e4e7;text-align:left}
td.n,th.n{text-align:right;white-space:nowrap}tfoot td{border:0}tfoot tr.total td{font-weight:700;border-top:2px solid #111}
.note{margin-top:16px;color:#333}
@media print{body{background:#fff}main{margin:0;border:0;padding:0;max-width:none}}`;

/** ORDER-6: the invoice number of an order: stable, unique, readable (the year it was paid and the order id). */
export const invoiceNumber = (d: Pick<OrderDetails, 'id' | 'payment' | 'created_at'>) => `INV-${new Date((d.payment.paid_at ?? d.created_at) * 1000).getUTCFullYear()}-${String(d.id).padStart(6, '0')}`;

export interface ReceiptParty {
  seller: string;
  buyer: { name: string; email: string; address: string };
}

/** ORDER-6: the lines of the invoice, in the buyer's language, as label and amount (the PDF and the HTML draw the same). */
export function receiptLines(d: OrderDetails, texts: OrderTexts) {
  const { t, lang } = texts;
  const money = (amount: number, code = d.currency) => formatMoney(amount, code);
  const date = (s: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(s * 1000));
  const totals: [string, string][] = [[t('order_subtotal'), money(d.subtotal)]];
  if (d.promo) totals.push([t('order_promo', { code: d.promo.code }), `−${money(d.promo.discount)}`]);
  totals.push([t('order_delivery_fee'), d.delivery === 0 ? t('order_free') : money(d.delivery)]);
  totals.push([d.vat.percent === null ? t('order_vat_plain') : t('order_vat', { percent: new Intl.NumberFormat(lang).format(d.vat.percent) }), money(d.vat.amount)]);
  const method = d.payment.method === 'balance' ? t('order_method_balance') : d.payment.method === 'card' ? t('order_method_card') : d.payment.method;
  // PAY-30: a receipt of an order seen in another currency keeps both amounts and the rate.
  const shown = d.display ? t('order_charged_rate', { shown: money(d.display.total, d.display.currency), rate: new Intl.NumberFormat(lang, { maximumFractionDigits: 8 }).format(d.display.rate), currency: d.display.currency }) : null;
  return {
    title: t('receipt_title'),
    number: [t('receipt_number'), invoiceNumber(d)] as const,
    date: [t('receipt_date'), date(d.payment.paid_at ?? d.created_at)] as const,
    order: [t('receipt_order'), `#${d.id}`] as const,
    items: d.items.map((i) => [[i.title, i.exterior, i.float_value === null ? null : t('order_float', { value: i.float_value })].filter(Boolean).join(' · '), money(i.price)] as const),
    totals,
    total: [t('order_total'), money(d.total)] as const,
    paidWith: `${t('receipt_paid_with')}: ${method}`,
    shown,
    head: { seller: t('receipt_seller'), buyer: t('receipt_buyer'), item: t('receipt_item'), price: t('receipt_price') },
  };
}

/** ORDER-5: only a paid order has a receipt: others are refused with 409. */
export function assertReceipt(d: OrderDetails): void {
  if (!d.has_receipt) throw new AppError('CHECKOUT_RECEIPT_NOT_PAID');
}

/** ORDER-6: GET /purchase/{id}/receipt: the invoice as a page to print (its stylesheet linked, no script). */
export function receiptHtml(d: OrderDetails, party: ReceiptParty, texts: OrderTexts): string {
  const r = receiptLines(d, texts);
  const e = escapeMarkup;
  const row = (label: string, amount: string, cls = '') => `<tr${cls ? ` class="${cls}"` : ''}><td>${e(label)}</td><td class="n">${e(amount)}</td></tr>`;
  const lines = (list: readonly string[]) => list.filter(Boolean).map(e).join('<br>');
  return `<!doctype html>
<html lang="${e(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(`${r.title} ${r.number[1]}`)}</title><link rel="stylesheet" href="../receipt.css"></head>
<body><main>
<h1>${e(r.title)}</h1>
<div class="meta">${[r.number, r.date, r.order].map(([l, v]) => `<div><div class="label">${e(l)}</div><div data-field="${e(l)}">${e(v)}</div></div>`).join('')}</div>
<div class="parties"><div><div class="label">${e(r.head.seller)}</div><div>${lines(party.seller.split(' · '))}</div></div>
<div><div class="label">${e(r.head.buyer)}</div><div>${lines([party.buyer.name, party.buyer.email, party.buyer.address])}</div></div></div>
<table><thead><tr><th>${e(r.head.item)}</th><th class="n">${e(r.head.price)}</th></tr></thead>
<tbody>${r.items.map(([l, v]) => row(l, v)).join('')}</tbody>
<tfoot>${r.totals.map(([l, v]) => row(l, v)).join('')}${row(r.total[0], r.total[1], 'total')}</tfoot></table>
<p class="note">${e(r.paidWith)}</p>${r.shown ? `<p class="note">${e(r.shown)}</p>` : ''}
</main></body></html>`;
}

/** ORDER-5, ORDER-6: a paid order's invoice data: its details, the shop's requisites (settings) and the buyer's details on the order. */
export async function orderReceipt(db: DbOrTx, userId: number, id: number, texts: OrderTexts, paymentsOf: OrderPaymentsOf, protectionMs: number): Promise<{ details: OrderDetails; party: ReceiptParty }> {
  const details = await orderDetails(db, userId, id, texts, paymentsOf, protectionMs);
  assertReceipt(details);
  const [o, settings] = await Promise.all([ownOrder(db, userId, id), readSettings(db)]);
  const country = o.countryId === null ? null : await findCountry(db, o.countryId);
  const address = [o.address, [o.postCode, o.city].filter(Boolean).join(' '), country?.title].filter(Boolean).join(', ');
  return { details, party: { seller: settings.requisites, buyer: { name: `${o.name} ${o.surname}`.trim(), email: o.email, address } } };
}
