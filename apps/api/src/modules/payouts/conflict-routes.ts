import {
  idParamSchema,
  operatorPayoutConflictResponseSchema,
  operatorPayoutConflictsQuerySchema,
  operatorPayoutConflictsResponseSchema,
  operatorResolveConflictBodySchema,
  PAGE_SIZE,
  type OperatorPayoutConflict,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { unixSeconds, unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import { operatorCtx } from '../../plugins/auth.ts';
import { emailsByUserId } from '../account/index.ts';
import { listConflicts, payoutsById, resolveConflict, type PayoutConflictRow } from './conflicts.ts';
import { present as presentPayouts } from './operator-routes.ts';

/** The operator's user id of an actor string ('operator:7'), or null for the provider or a customer. */
const operatorIdOf = (actor: string | null): number | null => {
  const id = /^operator:(\d+)$/.exec(actor ?? '')?.[1];
  return id ? Number(id) : null;
};

async function present(db: DbOrTx, rows: PayoutConflictRow[]): Promise<OperatorPayoutConflict[]> {
  const byId = await payoutsById(db, rows.map((r) => r.payoutId));
  const payouts = new Map((await presentPayouts(db, [...byId.values()])).map((p) => [p.id, p]));
  // Who recorded the settlement ('operator:7') and who resolved it, by email: what an operator asks after.
  const recorders = rows.map((r) => operatorIdOf(r.recordedBy));
  const emails = await emailsByUserId(db, [...recorders, ...rows.map((r) => r.resolvedBy)].filter((id): id is number => id !== null));
  return rows.map((c, i) => ({
    id: c.id,
    payout: payouts.get(c.payoutId)!,
    recorded: { status: c.recordedStatus, by: c.recordedBy, by_email: emails.get(recorders[i] ?? -1) ?? null, at: unixSeconds(c.recordedAt) },
    provider: { status: c.providerStatus, event_id: c.providerEventId, at: unixSeconds(c.receivedAt) },
    resolution: c.resolution,
    resolved_by_email: c.resolvedBy === null ? null : (emails.get(c.resolvedBy) ?? null),
    resolved_at: unixSecondsOrNull(c.resolvedAt),
    note: c.note,
  }));
}

/** PAYOUT-11, PAYOUT-12: the payout conflicts queue and its resolution. */
export const operatorPayoutConflictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/payout-conflicts',
    { schema: { tags: ['operator'], querystring: operatorPayoutConflictsQuerySchema, response: { 200: operatorPayoutConflictsResponseSchema } } },
    async (request) => {
      const { rows, total, pages } = await listConflicts(app.db, { state: request.query.state ?? 'open', page: request.query.page ?? 1, pageSize: PAGE_SIZE.operator });
      return { status: 'OK' as const, payload: await present(app.db, rows), meta: { total, pages } };
    },
  );

  app.post(
    '/operator/payout-conflicts/:id/resolve',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorResolveConflictBodySchema, response: { 200: operatorPayoutConflictResponseSchema } } },
    async (request) => {
      const ctx = operatorCtx(request);
      const resolved = await resolveConflict(ctx, request.params.id, ctx.userId, request.body);
      const [payload] = await present(app.db, [resolved]);
      return { status: 'OK' as const, message: 'Conflict resolved', payload: payload! };
    },
  );
};
