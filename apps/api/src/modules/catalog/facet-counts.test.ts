import { describe, expect, it } from 'vitest';
import { buyer, checkoutPayload, itemInCarts, purchaseRequest, refOf, sendWebhook, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { cartItems } from '../cart/tables.ts';
import { expireReservations } from '../checkout/order-changes.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { foldFacetDeltas } from './facet-counts.ts';

const s = useCheckoutApp();
const heroes = async (): Promise<string[]> => json(await s.t.app.inject('/api/items/filter-data')).payload.heroes;

const n = z.object({ n: z.number().int() });
const pendingDeltas = async () => (await queryRows(s.t.db, n, sql`SELECT count(*)::int AS n FROM item_facet_deltas`))[0]?.n;
const version = async () => (await queryRows(s.t.db, n, sql`SELECT version AS n FROM catalog_state`))[0]?.n;
const heroCount = async (hero: string) => (await queryRows(s.t.db, n, sql`SELECT coalesce(sum(item_count), 0)::int AS n FROM item_facets WHERE kind = 'hero' AND value = ${hero}`))[0]?.n;

describe('facet counts', () => {
  it('SCALE-1: a sale appends a delta row (no shared row is updated); the fold moves it into item_facets and clients see the same counts; neither moves the catalogue version (SCALE-20 drops the sold item\'s pages)', async () => {
    const hero = `Delta Hero ${Date.now()}`;
    await foldFacetDeltas(s.t.db);
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id], { hero, priceCents: 5_00 });
    await itemInCarts(s.t.db, [u.id], { hero, priceCents: 6_00 });
    await foldFacetDeltas(s.t.db);
    expect(await heroCount(hero)).toBe(2);
    const before = await version();

    expect((await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    expect(await pendingDeltas()).toBe(2);
    expect(await heroCount(hero)).toBe(2);
    expect(await heroes()).not.toContain(hero);
    const after = await version();
    expect(after).toBe(before);

    expect(await foldFacetDeltas(s.t.db)).toBe(2);
    expect(await pendingDeltas()).toBe(0);
    expect(await heroCount(hero)).toBe(0);
    expect(await heroes()).not.toContain(hero);
    expect(await version()).toBe(after);
  });

  it('CAT-44: a sold item leaves filter-data at once; a value comes back when a reserved item returns to the shop', async () => {
    const hero = `Facet Hero ${Date.now()}`;
    const sold = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [sold.id], { hero, priceCents: 5_00 });
    expect(await heroes()).toContain(hero);
    expect((await purchaseRequest(s.t.app, sold.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    expect(await heroes()).not.toContain(hero);

    const card = await buyer(s.t.db);
    const item = await itemInCarts(s.t.db, [card.id], { hero, priceCents: 6_00 });
    expect(await heroes()).toContain(hero);
    const res = await purchaseRequest(s.t.app, card.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true }));
    expect(await heroes()).not.toContain(hero);
    const ref = refOf(json(res).redirect_url);
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'error' });
    await sendWebhook(s.t.app, { event_id: `e2-${ref}`, payment_ref: ref, status: 'error' });
    expect(await heroes()).toContain(hero);

    // Reserved again (PAY-26: the declined order put it back in the buyer's cart), then expired: back once more, and counted once (a second sale empties it again).
    const again = await purchaseRequest(s.t.app, card.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true }));
    expect(again.statusCode).toBe(200);
    expect(await heroes()).not.toContain(hero);
    await expireReservations(s.t.db, new Date(Date.now() + 16 * 60_000));
    expect(await heroes()).toContain(hero);
    const rich = await buyer(s.t.db, 100_00);
    await s.t.db.insert(cartItems).values({ userId: rich.id, itemId: item.id });
    expect((await purchaseRequest(s.t.app, rich.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    expect(await heroes()).not.toContain(hero);
  });
});
