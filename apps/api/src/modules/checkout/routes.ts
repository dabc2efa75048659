import {
  chargeQuoteQuerySchema,
  chargeQuoteSchema,
  checkoutMessages,
  depositStatusResponseSchema,
  idParamSchema,
  okEnvelope,
  okMessageSchema,
  orderDetailsSchema,
  orderHistoryRowSchema,
  statementPayloadSchema,
  statementQuerySchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { purchaseHistory, purchaseStatus } from './history.ts';
import { cancelOwnOrder } from './order-changes.ts';
import { chargeQuote } from './charge-quote.ts';
import { orderDetails } from './order-details.ts';
import { orderTexts } from './order-texts.ts';
import { invoiceNumber, orderReceipt, receiptCss, receiptHtml } from './receipt.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { statementCsv, statementPage } from './statement.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
export { operatorOrderRoutes } from './operator-routes.ts';
export { operatorDeliveryRoutes } from './operator-delivery-routes.ts';
export { operatorStatementRoutes } from './operator-statement-routes.ts';

/** Spec §7 /purchase/*: an order of the buyer, its receipt, cancel and status; the quote; the checkout itself and the history are flows (flows/purchase-routes.ts, flows/order-history-routes.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/purchase/history', { onRequest: requireUser, schema: { tags: ['checkout'], response: { 200: okEnvelope(z.array(orderHistoryRowSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await purchaseHistory({ ...request.ctx(), userId: currentUser(request).id }),
  }));

  // PAY-27: the buyer cancels their own order that waits for its payment; its items are back in the cart at once.
  app.post('/purchase/:id/cancel', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await withTransaction(request.ctx(), (tx) => cancelOwnOrder(tx, currentUser(request).id, request.params.id));
    return { status: 'OK' as const, message: checkoutMessages.orderCancelled };
  });

  // PAY-31: what paying the cart now would charge, in euro, beside the currency it is shown in.
  app.get('/purchase/quote', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: chargeQuoteQuerySchema, response: { 200: okEnvelope(chargeQuoteSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await chargeQuote({ ...request.ctx(), userId: currentUser(request).id }, request.query.promocode),
  }));

  // ORDER-6: the receipt's stylesheet (CSP style-src 'self' refuses an inline one).
  app.get('/purchase/receipt.css', { schema: { tags: ['checkout'], hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(receiptCss),
  );

  // ORDER-1: one order of the signed-in buyer; another's, or none, is 404.
  app.get('/purchase/:id', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: okEnvelope(orderDetailsSchema) } } }, async (request) => {
    const ctx = request.ctx();
    return { status: 'OK' as const, payload: await orderDetails(ctx.db, currentUser(request).id, request.params.id, await orderTexts(ctx.db, ctx.locale.languageId)) };
  });

  // ORDER-5, ORDER-6: a paid order's invoice, to print (no script, its own print styles).
  app.get('/purchase/:id/receipt', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema } }, async (request, reply) => {
    const ctx = request.ctx();
    const texts = await orderTexts(ctx.db, ctx.locale.languageId);
    const { details, party } = await orderReceipt(ctx.db, currentUser(request).id, request.params.id, texts);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(receiptHtml(details, party, texts));
  });

  // ORDER-7: the same invoice as a PDF file to keep.
  app.get('/purchase/:id/receipt.pdf', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema } }, async (request, reply) => {
    const ctx = request.ctx();
    const texts = await orderTexts(ctx.db, ctx.locale.languageId);
    const { details, party } = await orderReceipt(ctx.db, currentUser(request).id, request.params.id, texts);
    const pdf = await receiptPdf(details, party, texts);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${invoiceNumber(details)}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
  });

  app.get('/purchase/status/:id', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: depositStatusResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: { status: await purchaseStatus({ ...request.ctx(), userId: currentUser(request).id }, request.params.id) },
  }));

  // WALLET-1: the wallet statement: every movement of the balance and every direct payment, newest first.
  app.get('/user/statement', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema, response: { 200: okEnvelope(statementPayloadSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await statementPage({ ...request.ctx(), userId: currentUser(request).id }, request.query),
  }));

  // WALLET-7: the same statement as a CSV download, named by today's date.
  app.get('/user/statement.csv', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'statement', await statementCsv({ ...request.ctx(), userId: currentUser(request).id }, request.query)),
  );
};
