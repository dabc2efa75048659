import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signBody, SIGNATURE_HEADER } from '../src/adapters/payments/signature.ts';
import { DEV_WEBHOOK_SECRET } from '../src/config.ts';
import type { DbOrTx } from '../src/db/client.ts';
import { balanceLedger, users } from '../src/modules/account/tables.ts';
import { cartItems } from '../src/modules/cart/tables.ts';
import type { items } from '../src/modules/catalog/tables.ts';
import { promoCodes } from '../src/modules/promos/tables.ts';
import { countries } from '../src/modules/content/tables.ts';
import { payments } from '../src/modules/payments/tables.ts';
import { asBearer, insertUser, sessionFor } from './auth-helpers.ts';
import { insertItem } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

export { checkoutPayload } from './checkout-body.ts';

/** A verified buyer with a balance (minor credits) and a bearer session. */
export async function buyer(db: DbOrTx, balanceMinor = 0) {
  const user = await insertUser(db);
  if (balanceMinor > 0) {
    await db.update(users).set({ balanceMinor }).where(eq(users.id, user.id));
    await db.insert(balanceLedger).values({ userId: user.id, deltaMinor: balanceMinor, balanceAfterMinor: balanceMinor, reason: 'adjustment', refType: 'test', refId: `seed-${user.id}` });
  }
  const token = await sessionFor(db, user.id);
  return { id: user.id, email: user.email, headers: asBearer(token) };
}

/** An item in the given users' carts (a cart row per user). */
export async function itemInCarts(db: DbOrTx, userIds: number[], overrides: Partial<typeof items.$inferInsert> = {}) {
  const item = await insertItem(db, overrides);
  for (const userId of userIds) await db.insert(cartItems).values({ userId, itemId: item.id });
  return item;
}

export async function anyCountryId(db: DbOrTx): Promise<number> {
  const [c] = await db.select({ id: countries.id }).from(countries).limit(1);
  if (!c) throw new Error('no countries in the test database');
  return c.id;
}

/** A valid top-up payload. */
export function depositPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana',
    surname: 'Silva',
    phone: '+351912345678',
    country: 'Portugal',
    city: 'Lisbon',
    address: 'Rua 1',
    postCode: '1000-001',
    email: 'ana@example.com',
    termsAccepted: true,
    paymentType: 'card',
    amount: 20,
    currency: 'EUR',
    ...overrides,
  };
}

/** The provider reference in a sandbox redirect_url. */
export function refOf(redirectUrl: string): string {
  const ref = /\/api\/sandbox\/pay\/([^/?]+)$/.exec(redirectUrl)?.[1];
  if (!ref) throw new Error(`not a sandbox url: ${redirectUrl}`);
  return ref;
}

/** A sandbox webhook event; amount and currency default to the payment's (or payout's) own. */
export type TestWebhookEvent = { event_id: string; payment_ref: string; status: string; amount?: number; currency?: string };

/** Posts a sandbox event signed with `secret` at unix second `t` (now by default). */
export function postSignedEvent(app: FastifyInstance, url: string, event: TestWebhookEvent, secret: string, t?: number) {
  const raw = JSON.stringify(event);
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw, t) }, payload: raw });
}

/** Sends a signed sandbox payment webhook; an unknown reference gets 1 EUR cent. */
export async function sendWebhook(app: FastifyInstance, event: TestWebhookEvent, secret = DEV_WEBHOOK_SECRET, t?: number) {
  const [p] = await app.db.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.providerRef, event.payment_ref));
  return postSignedEvent(app, '/api/payments/webhook/sandbox', { amount: p?.amountCents ?? 1, currency: 'EUR', ...event }, secret, t);
}

/** The form token of a sandbox page (SEC-2), read from the page as a browser would. */
export async function sandboxToken(app: FastifyInstance, kind: 'pay' | 'payout', ref: string): Promise<string> {
  const page = await app.inject(`/api/sandbox/${kind}/${ref}`);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no form token on the sandbox ${kind} page of ${ref}`);
  return token;
}

/** Presses a sandbox page's button: opens the page for its token, then posts the form. */
export async function pressSandbox(app: FastifyInstance, kind: 'pay' | 'payout', ref: string, action: string, headers: Record<string, string> = {}) {
  const token = await sandboxToken(app, kind, ref);
  return app.inject({ method: 'POST', url: `/api/sandbox/${kind}/${ref}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: `token=${encodeURIComponent(token)}&action=${action}` });
}

export async function paymentOf(db: DbOrTx, ref: string) {
  const [p] = await db.select().from(payments).where(eq(payments.providerRef, ref));
  return p!;
}

export async function balanceAndLedger(db: DbOrTx, userId: number) {
  const [u] = await db.select({ b: users.balanceMinor }).from(users).where(eq(users.id, userId));
  const rows = await db.select({ d: balanceLedger.deltaMinor }).from(balanceLedger).where(eq(balanceLedger.userId, userId));
  return { balance: Number(u!.b), ledgerSum: rows.reduce((s, r) => s + Number(r.d), 0), ledgerRows: rows.length };
}

/** The app of a checkout test file (jobs timer off: tests run the sweeps themselves) and a country id. */
export function useCheckoutApp(): { t: TestApp; country: number } {
  const s = {} as { t: TestApp; country: number };
  beforeAll(async () => {
    s.t = await createTestApp({ JOBS_INTERVAL_MS: '0' });
    s.country = await anyCountryId(s.t.db);
  });
  afterAll(async () => s.t?.close());
  return s;
}

/** POST /api/purchase/product. */
export function purchaseRequest(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>, extra: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/purchase/product', headers: { ...headers, ...extra }, payload: body });
}

let promoSeq = 0;
/** A promo code row, fixed 5 € off, unique code (SEC-3 tests). */
export async function insertPromo(db: DbOrTx, overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
  promoSeq += 1;
  const [promo] = await db.insert(promoCodes).values({ code: `P${promoSeq}X${Date.now()}`, discountType: 'fixed', discountCents: 5_00, ...overrides }).returning();
  if (!promo) throw new Error('promo not inserted');
  return promo;
}
