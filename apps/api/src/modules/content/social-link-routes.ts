import {
  idParamSchema,
  operatorSocialLinkBodySchema,
  operatorSocialLinkChangeBodySchema,
  operatorSocialLinkDeletedSchema,
  operatorSocialLinkResponseSchema,
  operatorSocialLinksResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { changeSocialLink, createSocialLink, deleteSocialLink, listOperatorSocialLinks } from './social-links.ts';

/** OPS-120: the footer's social links in the back office (operators only; every change audited, OPS-30). */
export const operatorSocialLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: operatorSocialLinkResponseSchema };
  const tags = ['operator'];

  app.get('/operator/social-links', { schema: { tags, response: { 200: operatorSocialLinksResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listOperatorSocialLinks(app.db),
  }));

  app.post('/operator/social-links', { schema: { tags, body: operatorSocialLinkBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Social link added',
    payload: await createSocialLink(operatorCtx(request), request.body),
  }));

  app.patch('/operator/social-links/:id', { schema: { tags, params: idParamSchema, body: operatorSocialLinkChangeBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Social link saved',
    payload: await changeSocialLink(operatorCtx(request), request.params.id, request.body),
  }));

  app.delete('/operator/social-links/:id', { schema: { tags, params: idParamSchema, response: { 200: operatorSocialLinkDeletedSchema } } }, async (request) => {
    await deleteSocialLink(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, message: 'Social link deleted', payload: { id: request.params.id } };
  });
};
