import { idParamSchema, okMessageSchema, operatorCustomerMessages, operatorReasonBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { mailVerificationLinkFor, markVerifiedByOperator } from './operator-email.ts';

/**
 * OPS-115: a customer whose verification mail went astray is helped from the back office, without
 * a shell: the operator mails a fresh link, or (having checked who asks, a reason kept in the audit
 * log) marks the address verified.
 */
export const operatorEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/operator/customers/:id/resend-verification', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await mailVerificationLinkFor(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, message: operatorCustomerMessages.linkSent };
  });

  app.post(
    '/operator/customers/:id/verify-email',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await markVerifiedByOperator(operatorCtx(request), request.params.id, request.body.reason);
      return { status: 'OK' as const, message: operatorCustomerMessages.verified };
    },
  );
};
