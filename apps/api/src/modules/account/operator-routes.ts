import {
  idParamSchema,
  operatorBalanceChangeMessages,
  operatorBalanceChangeResponseSchema,
  operatorBalanceChangesQuerySchema,
  operatorBalanceChangesResponseSchema,
  operatorCustomersQuerySchema,
  operatorCustomersResponseSchema,
  operatorLedgerQuerySchema,
  operatorLedgerResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, operatorCtx } from '../../plugins/auth.ts';
import { readSettings } from '../content/index.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { decideBalanceChange, listBalanceChanges } from './balance-changes.ts';
import { exportCustomers, ledgerPage, searchCustomers } from './customers.ts';
import { findUserById } from './users.ts';

/**
 * OPS-83: the back office's customers (operators only): search and the ledger; one customer, block,
 * unblock and adjust-balance answer the customer page (flows/customer-page-routes.ts).
 * OPS-134, OPS-135: balance changes, those above the review limit waiting for a second operator.
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

  app.get(
    '/operator/customers/:id/ledger',
    { schema: { tags: ['operator'], params: idParamSchema, querystring: operatorLedgerQuerySchema, response: { 200: operatorLedgerResponseSchema } } },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
      return { status: 'OK' as const, ...(await ledgerPage(app.db, request.params.id, request.query.page ?? 1)) };
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
