import { offersInProgressErrorSchema, operatorSettingBodySchema, operatorSettingParamsSchema, operatorSettingResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../plugins/auth.ts';
import { changeSettingAsked } from './setting-change.ts';

/** OPS-9, OPS-89, OPS-30 (audited): PUT /operator/settings/:key, each value parsed by its own schema. */
export const operatorSettingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/operator/settings/:key',
    {
      schema: { tags: ['operator'], params: operatorSettingParamsSchema, body: operatorSettingBodySchema, response: { 200: operatorSettingResponseSchema, 409: offersInProgressErrorSchema } },
    },
    async (request) => {
      const { key } = request.params;
      const value = await changeSettingAsked(operatorCtx(request), key, request.body);
      return { status: 'OK' as const, message: 'Setting saved', payload: { key, value } };
    },
  );
};
