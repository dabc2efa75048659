import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asBearer, insertUser, sessionFor } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { insertOffer, post, TRADE_LINK, useOffersApp } from '../../../test/offer-helpers.ts';
import { FAKE_STEAM_ENDINGS } from '../../adapters/steam-inventory/fake.ts';
import { errorTextsDe } from '../../lib/error-texts-de.ts';
import { errorTextsPl } from '../../lib/error-texts-pl.ts';
import { writeSetting } from '../content/service.ts';
import { sellQuotes } from '../inventory/tables.ts';
import { offerEvents, offers } from './tables.ts';

const s = useOffersApp();
type Item = { asset_id: string; market_name: string; name: string; exterior: string | null; img_url: string | null; float: number | null; pattern: number | null; tradable: boolean; tradable_from: number | null; offered: boolean; quote: number | null };

/** A Steam id of its own; its ending (FAKE_STEAM_ENDINGS) says what the fake answers, by default an inventory. */
const newSteamId = (ending = '100') => `7656119${String(randomInt(1e6, 1e7 - 1))}${ending}`;
/** A verified seller with a trade link and, unless told, a Steam account of their own (a fake inventory). */
async function seller(steamid: string | null = newSteamId()) {
  const user = await insertUser(s.t.db, { steamid, steamTradeLink: TRADE_LINK });
  return { id: user.id, steamid, headers: asBearer(await sessionFor(s.t.db, user.id)) };
}
const inventory = (headers: Record<string, string>, query = '') => s.t.app.inject({ url: `/api/offer/inventory${query}`, headers });
const items = async (headers: Record<string, string>) => json<{ payload: Item[] }>(await inventory(headers)).payload;
const sell = (headers: Record<string, string>, body: object) => post(s.t.app, '/api/offer/inventory', headers, body);
const offerCount = async (userId: number) => (await s.t.db.select({ n: count() }).from(offers).where(eq(offers.userId, userId)))[0]!.n;
const tradable = (list: Item[]) => list.filter((i) => i.tradable && !i.offered);
async function quote(marketName: string, priceMinor: number) {
  await s.t.db.insert(sellQuotes).values({ marketName, priceMinor, setBy: (await insertUser(s.t.db, { role: 'operator' })).id }).onConflictDoUpdate({ target: sellQuotes.marketName, set: { priceMinor } });
}

describe('the seller\'s Steam inventory (issue 49)', () => {
  it('INV-1, INV-2: a seller with Steam linked sees their CS2 inventory: art, name, exterior, float and pattern where known, tradable or the day it will be, not offered yet', async () => {
    const me = await seller();
    const res = await inventory(me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ payload: Item[]; meta: { steamid: string } }>(res);
    expect(body.meta).toEqual({ steamid: me.steamid, currency: 'EUR' });
    expect(body.payload.length).toBeGreaterThanOrEqual(6);
    for (const item of body.payload) {
      expect(item.asset_id).toMatch(/^\d+$/);
      expect(item.market_name.startsWith(item.name)).toBe(true);
      expect(item.offered).toBe(false);
      if (item.float !== null) expect(item.float).toBeGreaterThanOrEqual(0);
    }
    expect(body.payload.some((i) => i.img_url?.startsWith('items/'))).toBe(true);
    const held = body.payload.filter((i) => !i.tradable);
    expect(held.length).toBeGreaterThan(0);
    for (const item of held) expect(item.tradable_from).toBeGreaterThan(Date.now() / 1000);
    for (const item of body.payload.filter((i) => i.tradable)) expect(item.tradable_from).toBeNull();
    // The same Steam account always holds the same items.
    expect(await items(me.headers)).toEqual(body.payload);
  });

  it('INV-1: no Steam linked, a private inventory, a trade ban and Steam being down are each a clear error', async () => {
    const cases = [
      [null, 409, 'INVENTORY_STEAM_NOT_LINKED'],
      [newSteamId(FAKE_STEAM_ENDINGS.private), 409, 'INVENTORY_PRIVATE'],
      [newSteamId(FAKE_STEAM_ENDINGS.tradeBan), 403, 'INVENTORY_TRADE_BAN'],
      [newSteamId(FAKE_STEAM_ENDINGS.steamDown), 503, 'INVENTORY_STEAM_DOWN'],
    ] as const;
    for (const [steamid, status, code] of cases) {
      const me = await seller(steamid);
      const res = await inventory(me.headers);
      expect(res.statusCode, code).toBe(status);
      expect(json(res)).toMatchObject({ status: 'error', code });
      // Picking from an inventory that cannot be read is refused the same way, and makes nothing.
      expect(json(await sell(me.headers, { items: [{ asset_id: '1', price: 5 }] })).code).toBe(code);
      expect(await offerCount(me.id)).toBe(0);
    }
  });

  it('INV-1: the errors are said in German (du) and Polish too; an empty inventory is an empty list', async () => {
    const listed = json<{ payload: { id: number; code: string }[] }>(await s.t.app.inject('/api/languages')).payload;
    const langId = (code: string) => listed.find((l) => l.code === code)!.id;
    const me = await seller(newSteamId(FAKE_STEAM_ENDINGS.private));
    expect(json(await inventory(me.headers, `?lang_id=${langId('de')}`)).message).toBe(errorTextsDe.INVENTORY_PRIVATE);
    expect(json(await inventory(me.headers, `?lang_id=${langId('pl')}`)).message).toBe(errorTextsPl.INVENTORY_PRIVATE);
    expect(await items((await seller(newSteamId(FAKE_STEAM_ENDINGS.empty))).headers)).toEqual([]);
  });

  it('INV-1: with selling switched off, the inventory and selling from it are a 403 OFFERS_DISABLED', async () => {
    const me = await seller();
    await writeSetting(s.t.db, 'offer_enabled', false);
    try {
      expect(json(await inventory(me.headers)).code).toBe('OFFERS_DISABLED');
      expect(json(await sell(me.headers, { items: [{ asset_id: '1', price: 5 }] })).code).toBe('OFFERS_DISABLED');
    } finally {
      await writeSetting(s.t.db, 'offer_enabled', true);
    }
  });
});

describe('selling picked inventory items (issue 49)', () => {
  it('INV-4: two picked items, one at an asked price and one at the shop\'s quote, make two offers that carry the Steam asset ids; the inventory shows them offered', async () => {
    const me = await seller();
    const [asked, quoted] = tradable(await items(me.headers));
    await quote(quoted!.market_name, 1234);
    expect((await items(me.headers)).find((i) => i.asset_id === quoted!.asset_id)!.quote).toBe(12.34);
    const res = await sell(me.headers, { items: [{ asset_id: asked!.asset_id, price: '20.50' }, { asset_id: quoted!.asset_id, take_quote: true }] });
    expect(res.statusCode, res.body).toBe(200);
    const created = json(res).payload;
    expect(created).toMatchObject([
      { title: asked!.market_name, user_price: 20.5, service_price: null, status: 'pending', currency: 'EUR' },
      { title: quoted!.market_name, user_price: 12.34, service_price: 12.34, status: 'offer', currency: 'EUR' },
    ]);
    const rows = await s.t.db.select().from(offers).where(eq(offers.userId, me.id)).orderBy(offers.id);
    expect(rows.map((r) => [r.steamAssetId, r.marketName, r.floatValue])).toEqual([
      [asked!.asset_id, asked!.market_name, asked!.float],
      [quoted!.asset_id, quoted!.market_name, quoted!.float],
    ]);
    expect(rows[0]!.itemUrl).toBe(`https://steamcommunity.com/profiles/${me.steamid}/inventory`);
    const events = await s.t.db.select().from(offerEvents).where(eq(offerEvents.offerId, rows[1]!.id)).orderBy(offerEvents.id);
    expect(events.map((e) => e.toStatus)).toEqual(['pending', 'offer']);
    const after = await items(me.headers);
    expect(after.filter((i) => i.offered).map((i) => i.asset_id).sort()).toEqual([asked!.asset_id, quoted!.asset_id].sort());
    // A taken quote is answered like any quote: the seller accepts it (OFFER-5).
    expect((await post(s.t.app, '/api/offer/accept', me.headers, { id: rows[1]!.id })).statusCode).toBe(200);
  });

  it('INV-4: an item already in a live offer, one not tradable yet, one not in the inventory, or a quote the shop does not give are refused, and nothing is made', async () => {
    const me = await seller();
    const list = await items(me.headers);
    const [first, second] = tradable(list);
    const held = list.find((i) => !i.tradable)!;
    expect((await sell(me.headers, { items: [{ asset_id: first!.asset_id, price: 5 }] })).statusCode).toBe(200);
    const cases = [
      [[{ asset_id: second!.asset_id, price: 5 }, { asset_id: first!.asset_id, price: 6 }], 409, 'INVENTORY_ITEM_OFFERED'],
      [[{ asset_id: second!.asset_id, price: 5 }, { asset_id: held.asset_id, price: 6 }], 422, 'INVENTORY_ITEM_NOT_TRADABLE'],
      [[{ asset_id: '99999999999', price: 5 }], 422, 'INVENTORY_ITEM_UNKNOWN'],
      [[{ asset_id: second!.asset_id, take_quote: true }], 422, 'INVENTORY_NO_QUOTE'],
    ] as const;
    await s.t.db.delete(sellQuotes).where(eq(sellQuotes.marketName, second!.market_name));
    for (const [picked, status, code] of cases) {
      const res = await sell(me.headers, { items: picked });
      expect(res.statusCode, code).toBe(status);
      expect(json(res).code).toBe(code);
    }
    expect(await offerCount(me.id)).toBe(1);
  });

  it('INV-4: a declined or failed offer frees its item for a new offer', async () => {
    const me = await seller();
    const [item] = tradable(await items(me.headers));
    const old = await insertOffer(s.t.db, me.id, 'declined_by_user', { steamAssetId: item!.asset_id, marketName: item!.market_name });
    expect((await items(me.headers)).find((i) => i.asset_id === item!.asset_id)!.offered).toBe(false);
    expect((await sell(me.headers, { items: [{ asset_id: item!.asset_id, price: 7 }] })).statusCode).toBe(200);
    expect(await offerCount(me.id)).toBe(2);
    expect(old.steamAssetId).toBe(item!.asset_id);
  });

  it('INV-4: when two requests race to offer the same item, then exactly one offer holds it and the other is a 409', async () => {
    const me = await seller();
    const [item] = tradable(await items(me.headers));
    const answers = await Promise.all([1, 2, 3].map((k) => sell(me.headers, { items: [{ asset_id: item!.asset_id, price: k }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const holding = await s.t.db.select().from(offers).where(eq(offers.steamAssetId, item!.asset_id));
    expect(holding).toHaveLength(1);
    expect(await s.t.db.select().from(offerEvents).where(eq(offerEvents.offerId, holding[0]!.id))).toHaveLength(1);
  });

  it('INV-4: bad input (no item, too many, an item twice, a bad id, a price missing, zero or with part cents) is a 422 with the field message; nothing is made', async () => {
    const me = await seller();
    const [item] = tradable(await items(me.headers));
    const id = item!.asset_id;
    const cases: [object, string, string][] = [
      [{ items: [] }, 'items', 'Pick at least one item'],
      [{}, 'items', 'Pick at least one item'],
      [{ items: Array.from({ length: 21 }, (_, k) => ({ asset_id: String(k + 1), price: 1 })) }, 'items', 'Pick at most 20 items at once'],
      [{ items: [{ asset_id: id, price: 1 }, { asset_id: id, price: 2 }] }, 'items', 'Each item can be picked once'],
      [{ items: [{ asset_id: 'abc', price: 1 }] }, 'items.0.asset_id', 'This is not a Steam item id'],
      [{ items: [{ asset_id: id }] }, 'items.0.price', 'Price is required'],
      [{ items: [{ asset_id: id, price: 0 }] }, 'items.0.price', 'Price must be a positive number'],
      [{ items: [{ asset_id: id, price: 1.005 }] }, 'items.0.price', 'Use at most 2 decimals'],
    ];
    for (const [body, field, message] of cases) {
      const res = await sell(me.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await offerCount(me.id)).toBe(0);
  });
});
