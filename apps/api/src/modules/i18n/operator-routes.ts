import { idParamSchema, operatorCurrenciesResponseSchema, operatorCurrencyChangeBodySchema, operatorCurrencyResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { changeCurrency, listOperatorCurrencies } from './operator-currencies.ts';

/** OPS-117, OPS-118: the back office's currencies and their rates (operators only; every change audited, OPS-30). */
export const operatorCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get('/operator/currencies', { schema: { tags, response: { 200: operatorCurrenciesResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listOperatorCurrencies(app.db),
  }));

  app.patch(
    '/operator/currencies/:id',
    { schema: { tags, params: idParamSchema, body: operatorCurrencyChangeBodySchema, response: { 200: operatorCurrencyResponseSchema } } },
    async (request) => ({
      status: 'OK' as const,
      message: 'Currency saved',
      payload: await changeCurrency({ ...request.ctx(), userId: currentUser(request).id }, request.params.id, request.body),
    }),
  );
};
