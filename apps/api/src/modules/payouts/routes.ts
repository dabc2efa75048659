import {
  offerMessages,
  okEnvelope,
  payoutCardFormBodySchema,
  payoutCardManualBodySchema,
  payoutCardManualResponseSchema,
  payoutRedirectResponseSchema,
  payoutSepaManualBodySchema,
  payoutSubmittedResponseSchema,
  type ReauthBody,
} from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPageRoutes } from '../../adapters/payments/sandbox-page.ts';
import type { PayoutCard, PayoutProvider } from '../../adapters/payouts/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, sessionProof } from '../../plugins/auth.ts';
import { proofRateLimit } from '../../plugins/rate-limit.ts';
import { assertReauthenticated, findUserById } from '../account/index.ts';
import { offerGuards } from '../../plugins/offer-guards.ts';
import { findPayoutByRef } from './queries.ts';
import { payoutReturnUrls, requestPayout } from './requests.ts';
import { handlePayoutWebhook } from './webhook.ts';

// A module's routes.ts is its HTTP face: app.ts registers every route plugin of the module from here (SEAM-11).
export { operatorPayoutRoutes } from './operator-routes.ts';
export { operatorPayoutConflictRoutes } from './conflict-routes.ts';

export const PAYOUT_WEBHOOK_PATH = '/payouts/webhook/sandbox';

const sandboxStatus = { processing: 'pending', held: 'pending', approved: 'success', failed: 'error', cancelled: 'error' } as const;

/** Spec §7 offer/request-payout/*, the payout provider's webhook and the sandbox payout page (SEC-2: only while a provider is on). */
export const payoutRoutes: FastifyPluginAsyncZod<{ provider: PayoutProvider | null; webhookSecret: string; publicUrl: string; detailsKey: Buffer; proofsPerMinute: number }> = async (app, opts) => {
  // SEC-18: a request carrying a password or code is a guess that counts like a sign-in.
  const preValidation = proofRateLimit(app, opts.proofsPerMinute);
  const userCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });
  const deps = { provider: opts.provider, detailsKey: opts.detailsKey };
  // OPS-23: only what the provider needs of a card goes on (not the form's own fields).
  /**
   * SEC-18, SEC-22: a payout request carries card or bank details: with two-factor sign-in on it
   * needs a code, otherwise a sign-in of the last minutes or the current password.
   */
  const proveForPayout = async (request: FastifyRequest, proof: ReauthBody) => {
    const user = await findUserById(app.db, currentUser(request).id);
    if (!user) throw new AppError('AUTH_UNAUTHENTICATED');
    await assertReauthenticated(app.db, { user, proof, session: sessionProof(request, opts.detailsKey), purpose: 'payout' });
  };
  const cardOf = (d: PayoutCard) => ({ cardNumber: d.cardNumber, holderName: d.holderName, expireMonth: d.expireMonth, expireYear: d.expireYear });

  app.post(
    '/offer/request-payout/card-form',
    { onRequest: offerGuards, preValidation, schema: { tags: ['offers'], body: payoutCardFormBodySchema, response: { 200: payoutRedirectResponseSchema } } },
    async (request) => {
      const { id, contact, method } = request.body;
      await proveForPayout(request, request.body.proof);
      const res = await requestPayout(userCtx(request), deps, id, contact, { via: 'provider', method: method === 'card' ? 'card_form' : method });
      return { status: 'OK' as const, message: offerMessages.payoutRedirect, redirect_url: res.redirectUrl ?? '' };
    },
  );

  app.post(
    '/offer/request-payout/sepa-manual',
    { onRequest: offerGuards, preValidation, schema: { tags: ['offers'], body: payoutSepaManualBodySchema, response: { 200: payoutSubmittedResponseSchema } } },
    async (request) => {
      const { id, contact, details } = request.body;
      await proveForPayout(request, request.body.proof);
      const res =
        details.kind === 'bank'
          ? await requestPayout(userCtx(request), deps, id, contact, { via: 'manual', method: 'sepa', bank: { iban: details.iban, holderName: details.holderName } })
          : await requestPayout(userCtx(request), deps, id, contact, { via: 'provider', method: 'card', card: cardOf(details) });
      return { status: 'OK' as const, message: offerMessages.payoutSubmitted, payload: res.offer, ...(res.redirectUrl ? { redirect_url: res.redirectUrl } : {}) };
    },
  );

  app.post(
    '/offer/request-payout/card-manual',
    { onRequest: offerGuards, preValidation, schema: { tags: ['offers'], body: payoutCardManualBodySchema, response: { 200: payoutCardManualResponseSchema } } },
    async (request) => {
      const { id, contact, details } = request.body;
      await proveForPayout(request, request.body.proof);
      const res = await requestPayout(userCtx(request), deps, id, contact, { via: 'provider', method: 'card', card: cardOf(details) });
      return { status: 'OK' as const, message: offerMessages.payoutSubmitted, redirect_url: res.redirectUrl ?? '', payload: res.offer };
    },
  );

  const provider = opts.provider;
  if (!provider) return;

  // The webhook reads its body raw: the signature covers the exact bytes sent.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hook.post(PAYOUT_WEBHOOK_PATH, { schema: { tags: ['offers'], response: { 200: okEnvelope(z.object({ outcome: z.enum(['applied', 'duplicate', 'no_change', 'conflict']) })) } } }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      return { status: 'OK' as const, payload: { outcome: await handlePayoutWebhook(request.ctx(), provider, request.headers, raw) } };
    });
  });

  await app.register(sandboxPageRoutes, {
    secret: opts.webhookSecret,
    publicUrl: opts.publicUrl,
    webhookPath: `/api${PAYOUT_WEBHOOK_PATH}`,
    page: { basePath: '/sandbox/payout', title: 'Sandbox payout', labels: { approve: 'Complete', decline: 'Fail', pending: 'Keep pending' } },
    lookup: async (reference) => {
      const p = await findPayoutByRef(app.db, reference);
      if (!p) return null;
      return {
        amountCents: p.amountMinor,
        currency: p.currency,
        method: p.method,
        status: sandboxStatus[p.status],
        returnUrls: payoutReturnUrls(opts.publicUrl, p.offerId, p.message ?? offerMessages.payoutFailed),
      };
    },
  });
};
