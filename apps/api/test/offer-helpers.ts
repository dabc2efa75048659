import type { OfferStatus } from '@skins/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbOrTx } from '../src/db/client.ts';
import { writeSetting } from '../src/modules/content/service.ts';
import { offerEvents, offers } from '../src/modules/offers/tables.ts';
import { payouts } from '../src/modules/payouts/tables.ts';
import { asBearer, insertUser, sessionFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { postSignedEvent, type TestWebhookEvent } from './checkout-helpers.ts';
import { DEV_PAYOUT_WEBHOOK_SECRET } from '../src/config.ts';
import { findPayoutByRef } from '../src/modules/payouts/queries.ts';

/** The app of an offers test file, with selling switched on. */
export function useOffersApp(env: Record<string, string> = {}): { t: TestApp } {
  const s = {} as { t: TestApp };
  beforeAll(async () => {
    s.t = await createTestApp(env);
    await writeSetting(s.t.db, 'offer_enabled', true);
  });
  afterAll(async () => s.t?.close());
  return s;
}

/** A Steam trade link as the profile keeps it (OFFER-12: a seller accepts only with one saved). */
export const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';

/** A verified customer (or operator) with a bearer session and, unless told otherwise, a saved trade link. */
export async function person(db: DbOrTx, role: 'customer' | 'operator' = 'customer', overrides: { emailVerifiedAt?: Date | null; steamTradeLink?: string | null } = {}) {
  const user = await insertUser(db, { role, steamTradeLink: TRADE_LINK, ...overrides });
  return { id: user.id, email: user.email, headers: asBearer(await sessionFor(db, user.id)) };
}

/** A valid §3 Sell order payload. */
export function sellOrder(overrides: Record<string, unknown> = {}) {
  return { title: 'AK-47 | Redline', price: '25.50', quality: 'field_tested', item_url: 'https://steamcommunity.com/id/seller/inventory', ...overrides };
}

/**
 * An offer row straight in a status (what the flow would have left): a quote from status offer
 * on, and the events of the way there, so tests start where they need to.
 */
export async function insertOffer(db: DbOrTx, userId: number, status: OfferStatus = 'pending', overrides: Partial<typeof offers.$inferInsert> = {}) {
  const quoted = status !== 'pending' && status !== 'failed';
  const [row] = await db
    .insert(offers)
    .values({ userId, title: 'M4A1-S | Test', quality: 'minimal_wear', itemUrl: 'https://steamcommunity.com/id/x/inventory', userPriceMinor: 3000, servicePriceMinor: quoted ? 2500 : null, status, ...overrides })
    .returning();
  await db.insert(offerEvents).values({ offerId: row!.id, fromStatus: null, toStatus: 'pending', actor: `user:${userId}` });
  if (status !== 'pending') await db.insert(offerEvents).values({ offerId: row!.id, fromStatus: 'pending', toStatus: status, actor: 'operator:0' });
  return row!;
}

/** A payout of a new offer of the seller, as the payout flow would have left it, requested at `at` (the offer in the status that goes with it). */
export async function insertPayout(
  db: DbOrTx,
  seller: { id: number },
  values: { method: (typeof payouts.$inferInsert)['method']; status: (typeof payouts.$inferInsert)['status']; amountMinor: number; message?: string | null; at: Date },
) {
  const offer = await insertOffer(db, seller.id, values.status === 'approved' ? 'approved' : values.status === 'failed' ? 'ready_for_payout' : 'payout_processing');
  const [row] = await db
    .insert(payouts)
    .values({ offerId: offer.id, userId: seller.id, method: values.method, amountMinor: values.amountMinor, currency: 'EUR', status: values.status, message: values.message ?? null, contact: {}, createdAt: values.at, updatedAt: values.at })
    .returning();
  return { offerId: offer.id, payoutId: row!.id };
}

/** What a test compares before and after a refused call: the offer row, its events and payouts. */
export async function offerState(db: DbOrTx, offerId: number) {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  const events = await db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(asc(offerEvents.id));
  const payoutRows = await db.select().from(payouts).where(eq(payouts.offerId, offerId));
  return { offer, events, payouts: payoutRows };
}

/** A valid §3 Contact info (request-payout bodies). */
export const contact = { name: 'Ann', surname: 'Seller', email: 'ann@example.com', phone: '+351912345678', country: 'PT', city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' };
export const CARD = '4111 1111 1111 1111';
export const IBAN = 'DE89 3704 0044 0532 0130 00';
/** The card variant of the spec's payout call (§7): no terms field; the web form adds its ticked box. */
export const cardDetails = { card_number: CARD, card_holder_name: 'ann seller', expire_month: '12', expire_year: '99' };
export const bankDetails = { first_name: 'Ann', last_name: 'Seller', account_number: IBAN };

export function post(app: FastifyInstance, url: string, headers: Record<string, string>, payload: object = {}) {
  return app.inject({ method: 'POST', url, headers, payload });
}

/** The seller's payout requests of spec §7: by bank (the operator settles it) and by card (the provider does). */
export const PAYOUT_REQUEST = { sepa: '/api/offer/request-payout/sepa-manual', card: '/api/offer/request-payout/card-manual' } as const;

/** A new seller's offer with a payout in flight by bank or by card, and the provider's reference of it. */
export async function payoutInFlight(t: TestApp, by: keyof typeof PAYOUT_REQUEST = 'sepa') {
  const seller = await person(t.db);
  const offer = await insertOffer(t.db, seller.id, 'ready_for_payout');
  const res = await post(t.app, PAYOUT_REQUEST[by], seller.headers, { id: offer.id, ...contact, ...(by === 'sepa' ? bankDetails : cardDetails) });
  expect(res.statusCode).toBe(200);
  const payout = (await offerState(t.db, offer.id)).payouts[0]!;
  return { seller, offer, payout, ref: payout.providerRef! };
}

/** A signed payout webhook; amount and currency default to the payout's own (1 EUR cent for an unknown one). */
export async function payoutWebhook(t: TestApp, event: TestWebhookEvent, secret = DEV_PAYOUT_WEBHOOK_SECRET, at?: number) {
  const p = await findPayoutByRef(t.db, event.payment_ref);
  return postSignedEvent(t.app, '/api/payouts/webhook/sandbox', { amount: p?.amountMinor ?? 1, currency: p?.currency ?? 'EUR', ...event }, secret, at);
}
