import { idParamSchema, operatorMailResendResponseSchema, operatorMailResponseSchema, operatorMailsQuerySchema, operatorMailsResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { operatorCtx } from '../../plugins/auth.ts';
import { findMail, listMails, presentMailDetail } from './log.ts';
import { resendMail } from './resend.ts';

/** MAIL-2, MAIL-3, MAIL-4, MAIL-5: the back office's mail log: the list, one mail with its body, and sending one again (audited). */
export const operatorMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/mails', { schema: { tags: ['operator'], querystring: operatorMailsQuerySchema, response: { 200: operatorMailsResponseSchema } } }, async (request) => {
    return { status: 'OK' as const, ...(await listMails(app.db, { ...request.query, page: request.query.page ?? 1 })) };
  });

  app.get('/operator/mails/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorMailResponseSchema } } }, async (request) => {
    const row = await findMail(app.db, request.params.id);
    if (!row) throw new AppError('OPS_MAIL_NOT_FOUND');
    return { status: 'OK' as const, payload: presentMailDetail(row) };
  });

  app.post('/operator/mails/:id/resend', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorMailResendResponseSchema } } }, async (request) => {
    const ctx = operatorCtx(request);
    const resent = await resendMail(ctx, request.params.id, ctx.userId);
    return { status: 'OK' as const, message: `The mail was sent again to ${resent.to}.`, payload: presentMailDetail(resent) };
  });
};
