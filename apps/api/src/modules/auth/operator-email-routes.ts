import { idParamSchema, okMessageSchema, operatorCustomerMessages, operatorReasonBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserById, markEmailVerified } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendVerificationEmail } from './email-verification.ts';

/**
 * OPS-115: a customer whose verification mail went astray is helped from the back office, without
 * a shell: the operator mails a fresh link, or (having checked who asks, a reason kept in the audit
 * log) marks the address verified.
 */
export const operatorEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const unverifiedCustomer = async (id: number) => {
    const user = await findUserById(app.db, id);
    if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
    if (user.emailVerifiedAt) throw new AppError('OPS_EMAIL_ALREADY_VERIFIED');
    if (!user.email) throw new AppError('ACCOUNT_EMAIL_MISSING');
    return user;
  };

  app.post('/operator/customers/:id/resend-verification', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    const user = await unverifiedCustomer(request.params.id);
    await sendVerificationEmail(request.ctx(), user);
    await recordAudit(app.db, { actorId: currentUser(request).id, action: 'customer.resend_verification', target: { type: 'user', id: user.id }, before: null, after: { email: user.email } });
    return { status: 'OK' as const, message: operatorCustomerMessages.linkSent };
  });

  app.post(
    '/operator/customers/:id/verify-email',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      const user = await unverifiedCustomer(request.params.id);
      await withTransaction(app, async (tx) => {
        await markEmailVerified(tx, user.id);
        await recordAudit(tx, { actorId: currentUser(request).id, action: 'customer.verify_email', target: { type: 'user', id: user.id }, before: { email_verified: false, reason: null }, after: { email_verified: true, reason: request.body.reason } });
      });
      return { status: 'OK' as const, message: operatorCustomerMessages.verified };
    },
  );
};
