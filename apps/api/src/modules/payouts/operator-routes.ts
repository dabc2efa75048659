import { idParamSchema, operatorBulkResponseSchema, operatorPayoutsBulkBodySchema, operatorBankDetailsResponseSchema, operatorMessageBodySchema, PAGE_SIZE, operatorPayoutResponseSchema, operatorPayoutsQuerySchema, operatorPayoutsResponseSchema, toMajor, type OperatorPayout } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { emailsByUserId } from '../account/index.ts';
import { bankDetailsForOperator } from './bank-details.ts';
import { exportPayoutRows, findPayout, listPayouts, type PayoutRow } from './queries.ts';
import { inChunks } from '../../db/export-rows.ts';
import { csvMoney } from '../../lib/csv.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { operatorSettlePayout, providerHoldsUntil } from './settle.ts';
import { unixSeconds, unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import { bulkAnswer, eachRow } from '../../lib/bulk-rows.ts';


/** The operator's view of payouts (shared with the conflicts queue). */
export async function present(db: DbOrTx, rows: PayoutRow[]): Promise<OperatorPayout[]> {
  const emails = await emailsByUserId(db, rows.map((r) => r.userId));
  return rows.map((p) => ({
    id: p.id,
    offer_id: p.offerId,
    user_email: emails.get(p.userId) ?? null,
    method: p.method,
    amount: toMajor(p.amountMinor),
    currency: p.currency,
    status: p.status,
    account_last4: p.accountLast4,
    holder_name: p.holderName,
    message: p.message,
    created_at: unixSeconds(p.createdAt),
    provider_holds_until: unixSecondsOrNull(providerHoldsUntil(p)),
    release_at: p.releaseAt?.toISOString() ?? null,
  }));
}

/** OPS-6, OPS-7, OPS-8: the shop's payouts; OPS-182, OPS-183: several completed or failed at once; completing or failing one settles it once (PAYOUT-7). OPS-21: a bank payout's details for settling it. */
export const operatorPayoutRoutes: FastifyPluginAsyncZod<{ detailsKey: Buffer }> = async (app, opts) => {
  app.get('/operator/payouts', { schema: { tags: ['operator'], querystring: operatorPayoutsQuerySchema, response: { 200: operatorPayoutsResponseSchema } } }, async (request) => {
    const { page, ...filter } = request.query;
    const { rows, total, pages } = await listPayouts(app.db, { ...filter, page: page ?? 1, pageSize: PAGE_SIZE.operator });
    return { status: 'OK' as const, payload: await present(app.db, rows), meta: { total, pages } };
  });

  // OPS-151, OPS-177: the same list as a CSV download, with the same filters (the page is ignored); amounts in each payout's currency.
  app.get('/operator/payouts.csv', { schema: { tags: ['operator'], querystring: operatorPayoutsQuerySchema } }, async (request, reply) => {
    const { page: _page, ...filter } = request.query;
    const { rows, truncated } = await exportPayoutRows(app.db, filter);
    const header = ['id', 'created_at', 'offer_id', 'user_email', 'method', 'status', 'currency', 'amount', 'account_last4', 'holder_name', 'message', 'settled_by', 'settled_at'];
    const out = await inChunks(rows, async (chunk) => {
      const emails = await emailsByUserId(app.db, [...new Set(chunk.map((p) => p.userId))]);
      return chunk.map((p) => [p.id, p.createdAt.toISOString(), p.offerId, emails.get(p.userId) ?? null, p.method, p.status, p.currency, csvMoney(p.amountMinor), p.accountLast4, p.holderName, p.message, p.settledBy, p.settledAt?.toISOString() ?? null]);
    });
    return sendCsv(reply, 'payouts', { header, truncated, rows: out });
  });

  app.get(
    '/operator/payouts/:id/bank-details',
    { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorBankDetailsResponseSchema } } },
    async (request, reply) => {
      const { payout, details } = await bankDetailsForOperator({ ...request.ctx(), userId: currentUser(request).id }, opts.detailsKey, request.params.id);
      // OPS-21: an account number must not sit in a browser's or proxy's cache.
      reply.header('cache-control', 'no-store');
      return {
        status: 'OK' as const,
        payload: { payout_id: payout.id, offer_id: payout.offerId, amount: toMajor(payout.amountMinor), currency: payout.currency, iban: details.iban, holder_name: details.holderName },
      };
    },
  );

  for (const [action, to] of [['complete', 'approved'], ['fail', 'failed']] as const) {
    app.post(
      `/operator/payouts/:id/${action}`,
      { schema: { tags: ['operator'], params: idParamSchema, body: operatorMessageBodySchema, response: { 200: operatorPayoutResponseSchema } } },
      async (request) => {
        const id = request.params.id;
        if (!(await findPayout(app.db, id))) throw new AppError('PAYOUT_NOT_FOUND');
        const settled = await operatorSettlePayout(request.ctx(), id, to, currentUser(request).id, request.body?.message);
        if (!settled) throw new AppError('PAYOUT_ALREADY_SETTLED');
        const [payload] = await present(app.db, [settled]);
        return { status: 'OK' as const, message: to === 'approved' ? 'Payout completed' : 'Payout failed', payload: payload! };
      },
    );
  }

  /**
   * OPS-182, OPS-183: completes or fails (with the reason) several payouts, each settled as by its single
   * action (its own transaction, audit row and mail): unknown (PAYOUT_NOT_FOUND), settled already
   * (PAYOUT_ALREADY_SETTLED, also when another call settled it first) or the provider's still
   * (PAYOUT_HELD_BY_PROVIDER) is that payout's reason, not done.
   */
  app.post('/operator/payouts/bulk', { schema: { tags: ['operator'], body: operatorPayoutsBulkBodySchema, response: { 200: operatorBulkResponseSchema } } }, async (request) => {
    const body = request.body;
    const operatorId = currentUser(request).id;
    const results = await eachRow(request.log, body.ids, async (id) => {
      if (!(await findPayout(app.db, id))) throw new AppError('PAYOUT_NOT_FOUND');
      const settled = await operatorSettlePayout(request.ctx(), id, body.action === 'complete' ? 'approved' : 'failed', operatorId, body.action === 'fail' ? body.reason : undefined);
      if (!settled) throw new AppError('PAYOUT_ALREADY_SETTLED');
    });
    return bulkAnswer(results);
  });
};
