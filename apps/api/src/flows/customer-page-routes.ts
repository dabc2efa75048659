import {
  idParamSchema,
  operatorBalanceAdjustBodySchema,
  operatorBalanceAdjustResponseSchema,
  operatorBalanceChangeMessages,
  operatorCustomerMessages,
  operatorCustomerResponseSchema,
  operatorReasonBodySchema,
  toMinor,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockCustomer, changeBalance } from '../modules/account/index.ts';
import { operatorCtx } from '../plugins/auth.ts';
import { customerPage } from './customer-page.ts';

/**
 * OPS-83, OPS-84, OPS-116: the back office's customer page (operators only): one customer, block and
 * unblock (audited, OPS-30), and balance changes (never of an operator account; OPS-134: above the
 * review limit one waits for a second operator), each answered with the customer and their orders count.
 */
export const operatorCustomerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/customers/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorCustomerResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await customerPage(app.db, request.params.id),
  }));

  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/operator/customers/:id/${verb}`,
      { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorCustomerResponseSchema } } },
      async (request) => {
        await blockCustomer(operatorCtx(request), { customerId: request.params.id, blocked, reason: request.body.reason });
        return { status: 'OK' as const, payload: await customerPage(app.db, request.params.id) };
      },
    );
  }

  app.post(
    '/operator/customers/:id/adjust-balance',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorBalanceAdjustBodySchema, response: { 200: operatorBalanceAdjustResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { amount, reason } = request.body;
      const pending = await changeBalance(operatorCtx(request), { userId: id, deltaMinor: toMinor(amount), reason });
      const message = pending ? operatorBalanceChangeMessages.waiting : operatorCustomerMessages.balanceChanged;
      return { status: 'OK' as const, message, payload: await customerPage(app.db, id), pending_change: pending };
    },
  );
};
