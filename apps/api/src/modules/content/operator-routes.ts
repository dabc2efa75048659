import { errorCatalog, operatorSettingBodySchema, operatorSettingParamsSchema, operatorSettingResponseSchema, operatorSettingSchemas } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireOperator } from '../../plugins/auth.ts';
import { writeSetting } from './service.ts';

/** OPS-9: PUT /operator/settings/{key} { value }: the settings an operator may change, each parsed by its own schema. */
export const operatorSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/operator/settings/:key',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: operatorSettingParamsSchema, body: operatorSettingBodySchema, response: { 200: operatorSettingResponseSchema } } },
    async (request) => {
      const { key } = request.params;
      const { value } = request.body;
      const invalid = () => new AppError('OPS_SETTING_INVALID', { fields: { value: [errorCatalog.OPS_SETTING_INVALID.message] } });
      if (key === 'offer_enabled') {
        const parsed = operatorSettingSchemas.offer_enabled.safeParse(value);
        if (!parsed.success) throw invalid();
        await writeSetting(app.db, key, parsed.data);
        return { status: 'OK' as const, message: 'Setting saved', payload: { key, value: parsed.data } };
      }
      const parsed = operatorSettingSchemas.google_tag.safeParse(value);
      if (!parsed.success) throw invalid();
      // An empty tag switches the tag off.
      const tag = parsed.data === '' ? null : parsed.data;
      await writeSetting(app.db, key, tag);
      return { status: 'OK' as const, message: 'Setting saved', payload: { key, value: tag } };
    },
  );
};
