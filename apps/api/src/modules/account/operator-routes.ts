import {
  idParamSchema,
  operatorBalanceAdjustBodySchema,
  operatorBalanceChangeMessages,
  operatorBalanceChangeResponseSchema,
  operatorBalanceChangesQuerySchema,
  operatorBalanceChangesResponseSchema,
  operatorCustomerMessages,
  operatorBalanceAdjustResponseSchema,
  operatorCustomerResponseSchema,
  operatorCustomersQuerySchema,
  operatorCustomersResponseSchema,
  operatorLedgerQuerySchema,
  operatorLedgerResponseSchema,
  operatorReasonBodySchema,
  toMinor,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, operatorCtx } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { readSettings } from '../content/index.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { countOrdersOf } from '../checkout/index.ts';
import { changeBalance, decideBalanceChange, listBalanceChanges } from './balance-changes.ts';
import { exportCustomers, ledgerPage, presentCustomer, searchCustomers, setBlocked } from './customers.ts';
import { findUserById } from './users.ts';

/** OPS-83: a customer with the count of their orders. */
async function customerDetail(db: DbOrTx, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return { ...presentCustomer(user), orders_count: await countOrdersOf(db, id) };
}

/**
 * OPS-83, OPS-84: the back office's customers (operators only): search, one customer, the ledger, block and unblock (audited, OPS-30).
 * OPS-116, OPS-134, OPS-135: balance changes (never of an operator account), those above the review limit waiting for a second operator.
 */
export const operatorCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/customers', { schema: { tags: ['operator'], querystring: operatorCustomersQuerySchema, response: { 200: operatorCustomersResponseSchema } } }, async (request) => {
    return { status: 'OK' as const, ...(await searchCustomers(app.db, { ...request.query, page: request.query.page ?? 1 })) };
  });

  // OPS-149, OPS-177: the same list as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/customers.csv', { schema: { tags: ['operator'], querystring: operatorCustomersQuerySchema } }, async (request, reply) => {
    const { internal_currency } = await readSettings(app.db);
    return sendCsv(reply, 'customers', await exportCustomers(app.db, request.query, internal_currency.name));
  });

  app.get('/operator/customers/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorCustomerResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await customerDetail(app.db, request.params.id),
  }));

  app.get(
    '/operator/customers/:id/ledger',
    { schema: { tags: ['operator'], params: idParamSchema, querystring: operatorLedgerQuerySchema, response: { 200: operatorLedgerResponseSchema } } },
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
      { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorCustomerResponseSchema } } },
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
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorBalanceAdjustBodySchema, response: { 200: operatorBalanceAdjustResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { amount, reason } = request.body;
      const pending = await changeBalance(operatorCtx(request), { userId: id, deltaMinor: toMinor(amount), reason });
      const message = pending ? operatorBalanceChangeMessages.waiting : operatorCustomerMessages.balanceChanged;
      return { status: 'OK' as const, message, payload: await customerDetail(app.db, id), pending_change: pending };
    },
  );

  app.get(
    '/operator/balance-changes',
    { schema: { tags: ['operator'], querystring: operatorBalanceChangesQuerySchema, response: { 200: operatorBalanceChangesResponseSchema } } },
    async (request) => {
      const { status, user_id: userId, page, from, to } = request.query;
      return { status: 'OK' as const, ...(await listBalanceChanges(app.db, { status, userId, from, to, page: page ?? 1 }, currentUser(request).id)) };
    },
  );

  for (const [verb, message] of [
    ['approve', operatorBalanceChangeMessages.approved],
    ['reject', operatorBalanceChangeMessages.rejected],
  ] as const) {
    app.post(
      `/operator/balance-changes/:id/${verb}`,
      { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorBalanceChangeResponseSchema } } },
      async (request) => ({ status: 'OK' as const, message, payload: await decideBalanceChange(operatorCtx(request), request.params.id, verb) }),
    );
  }
};
