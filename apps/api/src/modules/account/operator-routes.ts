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
import { currentUser, operatorCtx } from '../../plugins/auth.ts';
import { readSettings } from '../content/index.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { changeBalance, decideBalanceChange, listBalanceChanges } from './balance-changes.ts';
import { exportCustomers, searchCustomers } from './customers.ts';
import { changeCustomerBlocked, customerDetail, customerLedger } from './operator-customers.ts';

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
    async (request) => ({ status: 'OK' as const, ...(await customerLedger(app.db, request.params.id, request.query.page ?? 1)) }),
  );

  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/operator/customers/:id/${verb}`,
      { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorCustomerResponseSchema } } },
      async (request) => ({
        status: 'OK' as const,
        payload: await changeCustomerBlocked(operatorCtx(request), { userId: request.params.id, blocked, reason: request.body.reason }),
      }),
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
