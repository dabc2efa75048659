import {
  balancePurchaseResponseSchema,
  idParamSchema,
  okEnvelope,
  operatorPromptsQuerySchema,
  operatorPromptsResponseSchema,
  packMessages,
  promptActionResponseSchema,
  promptCreateBodySchema,
  promptListResponseSchema,
  promptPurchaseBodySchema,
  promptRefuseBodySchema,
  promptSchema,
} from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, requireVerifiedEmail } from '../../plugins/auth.ts';
import { listAllPrompts, refusePrompt } from './operator.ts';
import { createPrompt, listPrompts, payPrompt } from './service.ts';

/** Issue 7 prompts: a customer's skin requests (paying one needs a verified email) and the operator's answers. */
export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });
  app.get('/prompts', { onRequest: requireUser, schema: { tags: ['prompts'], response: { 200: promptListResponseSchema } } }, async (request) => {
    const { prompts, fee } = await listPrompts({ ...request.ctx(), userId: currentUser(request).id });
    return { status: 'OK' as const, payload: prompts, meta: { fee } };
  });

  app.post('/prompts', { onRequest: requireUser, schema: { tags: ['prompts'], body: promptCreateBodySchema, response: { 200: okEnvelope(promptSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await createPrompt({ ...request.ctx(), userId: currentUser(request).id }, request.body),
  }));

  app.post(
    '/purchase/prompt',
    { onRequest: requireVerifiedEmail, schema: { tags: ['prompts'], body: promptPurchaseBodySchema, response: { 200: balancePurchaseResponseSchema } } },
    async (request) => payPrompt({ ...request.ctx(), userId: currentUser(request).id }, request.body),
  );

  app.get(
    '/operator/prompts',
    { schema: { tags: ['operator'], querystring: operatorPromptsQuerySchema, response: { 200: operatorPromptsResponseSchema } } },
    async (request) => ({ status: 'OK' as const, ...(await listAllPrompts(request.ctx(), { ...request.query, page: request.query.page ?? 1 })) }),
  );

  app.post(
    '/operator/prompts/:id/refuse',
    { schema: { tags: ['operator'], params: idParamSchema, body: promptRefuseBodySchema, response: { 200: promptActionResponseSchema } } },
    async (request) => ({ status: 'OK' as const, message: packMessages.promptRefused, payload: await refusePrompt(operatorCtx(request), request.params.id, request.body.note ?? null) }),
  );
};
