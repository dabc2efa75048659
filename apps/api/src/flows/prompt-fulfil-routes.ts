import { idParamSchema, packMessages, promptActionResponseSchema, promptFulfilBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../plugins/auth.ts';
import { fulfilPrompt } from './fulfil-prompt.ts';

/** PROMPT-6: the operator fulfils a prompt with a found skin (operators only; audited, OPS-49). */
export const promptFulfilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/prompts/:id/fulfil',
    { schema: { tags: ['operator'], params: idParamSchema, body: promptFulfilBodySchema, response: { 200: promptActionResponseSchema } } },
    async (request) => ({ status: 'OK' as const, message: packMessages.promptFulfilled, payload: await fulfilPrompt(operatorCtx(request), request.params.id, request.body.itemId) }),
  );
};
