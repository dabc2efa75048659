import { errorCatalog, operatorSettingBodySchema, operatorSettingParamsSchema, operatorSettingResponseSchema, operatorSettingSchemas } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, requireOperator } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { readSettings, writeSetting } from './service.ts';

/** OPS-9, OPS-30 (audited): PUT /operator/settings/{key} { value }: the settings an operator may change, each parsed by its own schema. */
export const operatorSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/operator/settings/:key',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: operatorSettingParamsSchema, body: operatorSettingBodySchema, response: { 200: operatorSettingResponseSchema } } },
    async (request) => {
      const { key } = request.params;
      const { value } = request.body;
      const invalid = () => new AppError('OPS_SETTING_INVALID', { fields: { value: [errorCatalog.OPS_SETTING_INVALID.message] } });
      const parsed = operatorSettingSchemas[key].safeParse(value);
      if (!parsed.success) throw invalid();
      await withTransaction(app, async (tx) => {
        const before = (await readSettings(tx))[key];
        // Parsed by this key's own schema; TypeScript cannot tie the key and value unions together.
        await writeSetting(tx, key, parsed.data as never);
        await recordAudit(tx, { actorId: currentUser(request).id, action: 'setting.change', target: { type: 'setting', id: key }, before, after: parsed.data });
      });
      return { status: 'OK' as const, message: 'Setting saved', payload: { key, value: parsed.data } };
    },
  );
};
