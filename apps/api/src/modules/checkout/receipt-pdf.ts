import { createRequire } from 'node:module';
import type { OrderDetails } from '@skins/contract';
import PDFDocument from 'pdfkit';
import type { OrderTexts } from './order-texts.ts';
import { receiptLines, type ReceiptParty } from './receipt.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers every letter of the shop's languages (ł, ż, ß…), which PDF's built-in Helvetica does not (ADR 026). */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 56;
const GREY = '#555555';

/**
 * ORDER-7: GET /purchase/{id}/receipt.pdf: the same invoice as the printable page (receiptLines),
 * drawn on an A4 page with pdfkit. The fonts are embedded as subsets; the document's metadata names
 * the invoice, so a file manager shows it.
 */
export function receiptPdf(d: OrderDetails, party: ReceiptParty, texts: OrderTexts): Promise<Buffer> {
  const r = receiptLines(d, texts);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${r.title} ${r.number[1]}`, Author: party.seller.split(' · ')[0] ?? '' }, lang: texts.lang });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });
  doc.registerFont('text', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const width = doc.page.width - 2 * MARGIN;
  const amountWidth = 130;

  doc.font('bold').fontSize(20).text(r.title);
  doc.moveDown(0.6);
  for (const [label, value] of [r.number, r.date, r.order]) doc.font('text').fontSize(9).fillColor(GREY).text(label.toUpperCase(), { continued: true }).fillColor('black').fontSize(10).text(`  ${value}`);
  doc.moveDown();
  const top = doc.y;
  const column = (x: number, head: string, lines: string[]) => {
    doc.font('text').fontSize(9).fillColor(GREY).text(head.toUpperCase(), x, top, { width: width / 2 - 12 });
    doc.fillColor('black').fontSize(10).text(lines.filter(Boolean).join('\n'), x, doc.y, { width: width / 2 - 12 });
    return doc.y;
  };
  const bottom = Math.max(column(MARGIN, r.head.seller, party.seller.split(' · ')), column(MARGIN + width / 2, r.head.buyer, [party.buyer.name, party.buyer.email, party.buyer.address]));
  doc.y = bottom + 16;

  /** One line of the table: the label at the left, the amount right-aligned in its column. */
  const line = (label: string, amount: string, font: 'text' | 'bold' = 'text') => {
    const y = doc.y;
    doc.font(font).fontSize(10).text(label, MARGIN, y, { width: width - amountWidth - 8 });
    const after = doc.y;
    doc.text(amount, MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = (thick = 0.5) => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(thick).strokeColor('#cccccc').stroke();
    doc.y += 6;
  };
  doc.fillColor(GREY);
  line(r.head.item.toUpperCase(), r.head.price.toUpperCase());
  doc.fillColor('black');
  rule();
  for (const [label, amount] of r.items) line(label, amount);
  rule();
  for (const [label, amount] of r.totals) line(label, amount);
  rule(1.2);
  line(r.total[0], r.total[1], 'bold');
  doc.moveDown();
  doc.font('text').fontSize(10).text(r.paidWith, MARGIN);
  if (r.shown) doc.text(r.shown, MARGIN);
  doc.end();
  return done;
}
