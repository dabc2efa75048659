import { idParamSchema, operatorBalanceAdjustBodySchema, operatorCustomerMessages, operatorBalanceAdjustResponseSchema, operatorCustomerResponseSchema, operatorCustomersQuerySchema, operatorCustomersResponseSchema, operatorLedgerQuerySchema, operatorLedgerResponseSchema, operatorReasonBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, requireOperator } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { countOrdersOf } from '../checkout/index.ts';
import { creditsMajor } from '../../lib/money.ts';
import { adjustBalance, ledgerPage, presentCustomer, searchCustomers, setBlocked } from './customers.ts';
import { findUserById } from './users.ts';

/** OPS-83: a customer with the count of their orders. */
async function customerDetail(db: DbOrTx, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return { ...presentCustomer(user), orders_count: await countOrdersOf(db, id) };
}

/** OPS-83, OPS-84: the back office's customers (operators only): search, one customer, the ledger, block and unblock (audited, OPS-30). */
export const operatorCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/customers', { onRequest: requireOperator, schema: { tags: ['operator'], querystring: operatorCustomersQuerySchema, response: { 200: operatorCustomersResponseSchema } } }, async (request) => {
    const { q, blocked, page } = request.query;
    return { status: 'OK' as const, ...(await searchCustomers(app.db, { q, blocked, page: page ?? 1 })) };
  });

  app.get('/operator/customers/:id', { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorCustomerResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await customerDetail(app.db, request.params.id),
  }));

  app.get(
    '/operator/customers/:id/ledger',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, querystring: operatorLedgerQuerySchema, response: { 200: operatorLedgerResponseSchema } } },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
      return { status: 'OK' as const, ...(await ledgerPage(app.db, request.params.id, request.query.page ?? 1)) };
    },
  );

  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/operator/customers/:id/${verb}`,
      { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorCustomerResponseSchema } } },
      async (request) => {
        const operatorId = currentUser(request).id;
        const { id } = request.params;
        const { reason } = request.body;
        await withTransaction(app, async (tx) => {
          const change = await setBlocked(tx, { userId: id, operatorId, blocked, reason });
          await recordAudit(tx, {
            actorId: operatorId,
            action: `customer.${verb}`,
            target: { type: 'user', id },
            before: { blocked: change.before.blockedAt !== null, reason: change.before.blockedReason },
            after: { blocked, reason },
          });
        });
        return { status: 'OK' as const, payload: await customerDetail(app.db, id) };
      },
    );
  }

  app.post(
    '/operator/customers/:id/adjust-balance',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, body: operatorBalanceAdjustBodySchema, response: { 200: operatorBalanceAdjustResponseSchema } } },
    async (request) => {
      const operatorId = currentUser(request).id;
      const { id } = request.params;
      const { amount, reason } = request.body;
      if (!(await findUserById(app.db, id))) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
      const deltaMinor = Math.round(amount * 100);
      await withTransaction(app, async (tx) => {
        const { beforeMinor, afterMinor } = await adjustBalance(tx, { userId: id, deltaMinor });
        await recordAudit(tx, { actorId: operatorId, action: 'customer.adjust_balance', target: { type: 'user', id }, before: { balance: creditsMajor(beforeMinor) }, after: { balance: creditsMajor(afterMinor), change: creditsMajor(deltaMinor), reason } });
      });
      return { status: 'OK' as const, message: operatorCustomerMessages.balanceChanged, payload: await customerDetail(app.db, id) };
    },
  );
};
