import { idParamSchema, okEnvelope, orderDetailsSchema, orderHistoryRowSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceNumber, receiptHtml, receiptPdf } from '../modules/checkout/index.ts';
import { currentUser, requireUser } from '../plugins/auth.ts';
import { buyerOrderDetails, buyerOrderReceipt } from './order-details.ts';
import { purchaseHistory } from './order-history.ts';

/** Spec §7: the buyer's order history, one order and its invoice (flows: they read payments, packs and prompts beside checkout's orders). */
export const orderRoutes: FastifyPluginAsyncZod<{ tradeProtectionMs: number }> = async (app, opts) => {
  app.get('/purchase/history', { onRequest: requireUser, schema: { tags: ['checkout'], response: { 200: okEnvelope(z.array(orderHistoryRowSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await purchaseHistory({ ...request.ctx(), userId: currentUser(request).id }),
  }));

  // ORDER-1: one order of the signed-in buyer; another's, or none, is 404.
  app.get('/purchase/:id', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: okEnvelope(orderDetailsSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await buyerOrderDetails(request.ctx(), currentUser(request).id, request.params.id, opts.tradeProtectionMs),
  }));

  // ORDER-5, ORDER-6: a paid order's invoice, to print (no script, its own print styles).
  app.get('/purchase/:id/receipt', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema } }, async (request, reply) => {
    const { details, party, texts } = await buyerOrderReceipt(request.ctx(), currentUser(request).id, request.params.id, opts.tradeProtectionMs);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(receiptHtml(details, party, texts));
  });

  // ORDER-7: the same invoice as a PDF file to keep.
  app.get('/purchase/:id/receipt.pdf', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema } }, async (request, reply) => {
    const { details, party, texts } = await buyerOrderReceipt(request.ctx(), currentUser(request).id, request.params.id, opts.tradeProtectionMs);
    const pdf = await receiptPdf(details, party, texts);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${invoiceNumber(details)}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
  });
};
