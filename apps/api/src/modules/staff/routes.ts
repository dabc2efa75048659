import {
  idParamSchema,
  okMessageSchema,
  operatorStaffResponseSchema,
  staffInviteAcceptBodySchema,
  staffInviteBodySchema,
  staffInvitePreviewResponseSchema,
  staffInviteResponseSchema,
  staffMemberResponseSchema,
  staffMessages,
  staffRoleBodySchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { operatorCtx } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { acceptInvite, cancelInvite, inviteStaff, listStaff, previewInvite } from './invites.ts';
import { changeStaffRole, removeStaffMember } from './members.ts';

/**
 * STAFF-3, STAFF-4, STAFF-5: the staff list, invitations and roles. Owners only: none of these
 * routes is in plugins/staff-roles.ts's table, so the owner's alone (STAFF-2).
 */
export const operatorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/staff', { schema: { tags: ['operator'], response: { 200: operatorStaffResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listStaff(app.db),
  }));

  app.post('/operator/staff/invites', { schema: { tags: ['operator'], body: staffInviteBodySchema, response: { 200: staffInviteResponseSchema } } }, async (request) => {
    const { invite, mailed } = await inviteStaff(operatorCtx(request), request.body);
    return { status: 'OK' as const, message: mailed ? staffMessages.inviteSent : staffMessages.inviteNotMailed, payload: invite };
  });

  app.delete('/operator/staff/invites/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await cancelInvite(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, message: staffMessages.inviteCancelled };
  });

  app.patch(
    '/operator/staff/:id',
    { schema: { tags: ['operator'], params: idParamSchema, body: staffRoleBodySchema, response: { 200: staffMemberResponseSchema } } },
    async (request) => ({ status: 'OK' as const, message: staffMessages.roleChanged, payload: await changeStaffRole(operatorCtx(request), request.params.id, request.body.staff_role) }),
  );

  app.delete('/operator/staff/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await removeStaffMember(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, message: staffMessages.removed };
  });
};

const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * STAFF-6, STAFF-7: the invitation link's page (no session): what it invites to, and accepting it.
 * STAFF-8: rate-limited per client like the other token routes (reset, verification).
 */
export const staffInviteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const rateLimit = authRateLimit(config.RATE_LIMIT_AUTH_PER_MINUTE);

  app.get('/staff/invites/:token', { config: { rateLimit }, schema: { tags: ['staff'], params: tokenParamsSchema, response: { 200: staffInvitePreviewResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await previewInvite(app.db, request.params.token),
  }));

  app.post(
    '/staff/invites/:token/accept',
    { config: { guestCsrf: true, rateLimit }, schema: { tags: ['staff'], params: tokenParamsSchema, body: staffInviteAcceptBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await acceptInvite(request.ctx(), request.params.token, request.body);
      return { status: 'OK' as const, message: staffMessages.joined };
    },
  );
};
