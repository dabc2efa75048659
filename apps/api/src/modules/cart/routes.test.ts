import { cartMessages, errorCatalog } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, sessionFor } from '../../../test/auth-helpers.ts';
import { insertItem, setItemStatus } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { cartItems } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

/** A fresh signed-in customer: their bearer token and id. */
async function customer() {
  const user = await insertUser(t.db);
  return { token: await sessionFor(t.db, user.id), userId: user.id };
}

const contents = (token: string, currency?: string) =>
  t.app.inject({ url: `/api/cart/contents${currency ? `?currency=${currency}` : ''}`, headers: asBearer(token) });
const post = (token: string | null, path: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/cart/${path}`, headers: token ? asBearer(token) : {}, payload });
const add = (token: string, id: number, extra: object = {}) => post(token, 'add', { id, count: 1, ...extra });

describe('cart', () => {
  it('CART-7: when a guest calls any cart or promo call, then it is a 401', async () => {
    expect((await t.app.inject('/api/cart/contents')).statusCode).toBe(401);
    for (const path of ['add', 'update', 'remove', 'clear']) expect((await post(null, path, { id: 1, item_id: 1 })).statusCode).toBe(401);
    expect((await t.app.inject('/api/promocode/check?code=WELCOME5')).statusCode).toBe(401);
  });

  it('CART-1: when the cart is empty, then contents answer OK with empty cart and payload', async () => {
    const { token } = await customer();
    const res = await contents(token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', cart: [], payload: [] });
  });

  it('CART-2: when an available item is added, then the answer carries the message and the entry in the requested currency', async () => {
    const { token } = await customer();
    const item = await insertItem(t.db, { priceCents: 1000, oldPriceCents: 1500, title: 'AK-47 | Cart', type: 'Rifle', quality: 'Covert' });
    const res = await add(token, item.id, { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    const entry = {
      item_id: item.id,
      is_variation: false,
      count: 1,
      available: true,
      message: null,
      item: { id: item.id, price: 10.8, old_price: 16.2, title: 'AK-47 | Cart', img_url: item.imgUrl, type: 'Rifle', quality: 'Covert' },
    };
    expect(json(res)).toEqual({ status: 'OK', message: 'Item added to cart', cart: [entry], payload: [entry] });
    const eur = json(await contents(token, 'EUR'));
    expect(eur.cart[0].item.price).toBe(10);
    expect(eur.cart[0].item.old_price).toBe(15);
    expect(json(await contents(token, 'usd')).cart[0].item.price).toBe(10.8);
  });

  it('CART-2: when the item is already in the cart, then it is a 409 with the spec text and one row', async () => {
    const { token, userId } = await customer();
    const item = await insertItem(t.db);
    await add(token, item.id);
    const res = await add(token, item.id);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ status: 'error', code: 'CART_ALREADY_IN_CART', message: 'This item is already in your cart' });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toHaveLength(1);
  });

  it('CART-2: when the item is unknown, sold or reserved, then it is a 404 or 409 with a clear message and nothing is added', async () => {
    const { token } = await customer();
    const unknown = await add(token, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'CART_ITEM_NOT_FOUND', message: errorCatalog.CART_ITEM_NOT_FOUND.message });
    const sold = await insertItem(t.db, { status: 'sold' });
    expect(json(await add(token, sold.id))).toMatchObject({ code: 'CART_ITEM_SOLD', message: 'This item has already been sold.' });
    const reserved = await insertItem(t.db, { status: 'reserved' });
    const res = await add(token, reserved.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('CART_ITEM_RESERVED');
    expect(json(await contents(token)).cart).toEqual([]);
  });

  it('CART-4: when a count other than 1 is sent, then it is ignored and the entry has count 1', async () => {
    const { token } = await customer();
    const item = await insertItem(t.db);
    const res = await add(token, item.id, { count: 5 });
    expect(res.statusCode).toBe(200);
    expect(json(res).cart[0].count).toBe(1);
  });

  it('SHELL-API-3: when the item id is missing or malformed, then it is a 422 naming the id', async () => {
    const { token } = await customer();
    for (const payload of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }]) {
      const res = await post(token, 'add', payload);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toMatch(/item id/);
    }
    expect((await post(token, 'remove', {})).statusCode).toBe(422);
    expect((await post(token, 'update', { item_id: 'x' })).statusCode).toBe(422);
  });

  it('CART-3: when an item in the cart is sold meanwhile, then it stays marked unavailable with its message', async () => {
    const { token } = await customer();
    const [a, b] = [await insertItem(t.db), await insertItem(t.db)];
    await add(token, a.id);
    await add(token, b.id);
    await setItemStatus(t.db, a.id, 'sold');
    await setItemStatus(t.db, b.id, 'reserved');
    const body = json(await contents(token));
    expect(body.cart.map((e: { item_id: number }) => e.item_id)).toEqual([a.id, b.id]);
    for (const entry of body.cart) {
      expect(entry.available).toBe(false);
      expect(entry.message).toBe('This item is no longer available');
    }
    expect(cartMessages.itemUnavailable).toBe('This item is no longer available');
  });

  it('CART-1: when two customers have carts, then each sees only their own and cannot remove the other’s items', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const [a, b] = [await insertItem(t.db), await insertItem(t.db)];
    await add(alice.token, a.id);
    await add(bob.token, b.id);
    expect(json(await contents(alice.token)).cart.map((e: { item_id: number }) => e.item_id)).toEqual([a.id]);
    expect(json(await contents(bob.token)).cart.map((e: { item_id: number }) => e.item_id)).toEqual([b.id]);
    expect((await post(alice.token, 'remove', { id: b.id, is_variation: false })).statusCode).toBe(404);
    await post(alice.token, 'clear');
    expect(json(await contents(bob.token)).cart).toHaveLength(1);
  });

  it('CART-4: when the quantity is updated, then nothing changes and the cart comes back; an item not in the cart is a 404', async () => {
    const { token } = await customer();
    const item = await insertItem(t.db);
    await add(token, item.id);
    const res = await post(token, 'update', { item_id: item.id, count: 3 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', cart: [{ item_id: item.id, count: 1 }] });
    const missing = await post(token, 'update', { item_id: item.id + 100_000, count: 1 });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'CART_NOT_IN_CART', message: 'This item is not in your cart.' });
  });

  it('CART-5: when an item is removed, then the answer carries the message and the cart without it; again is a 404', async () => {
    const { token } = await customer();
    const [a, b] = [await insertItem(t.db), await insertItem(t.db)];
    await add(token, a.id);
    await add(token, b.id);
    const res = await post(token, 'remove', { id: a.id, is_variation: false });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Item removed from cart' });
    expect(json(res).cart.map((e: { item_id: number }) => e.item_id)).toEqual([b.id]);
    expect((await post(token, 'remove', { id: a.id, is_variation: false })).statusCode).toBe(404);
  });

  it('CART-6: when the cart is cleared, then it is empty (and clearing an empty cart is OK)', async () => {
    const { token } = await customer();
    await add(token, (await insertItem(t.db)).id);
    await add(token, (await insertItem(t.db)).id);
    const res = await post(token, 'clear');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', cart: [], payload: [] });
    expect((await post(token, 'clear')).statusCode).toBe(200);
  });

  it('CART-9: when a cart call names a currency outside the list, then it is a 422 Invalid currency code and nothing changes', async () => {
    const { token } = await customer();
    const item = await insertItem(t.db);
    const expectInvalid = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', code: 'CART_INVALID_CURRENCY', message: 'Invalid currency code' });
    };
    expectInvalid(await add(token, item.id, { currency: 'XYZ' }));
    expectInvalid(await contents(token, 'XYZ'));
    expectInvalid(await post(token, 'update', { item_id: item.id, currency: 'XYZ' }));
    expectInvalid(await post(token, 'remove', { id: item.id, currency: 'XYZ' }));
    expectInvalid(await post(token, 'clear', { currency: 'XYZ' }));
    expectInvalid(await t.app.inject({ url: '/api/promocode/check?code=WELCOME5&currency=XYZ', headers: asBearer(token) }));
    expect(json(await contents(token)).cart).toEqual([]);
  });

  it('CART-8: when 10 adds of the same item race, then one succeeds, the others are 409 and there is one row', async () => {
    const { token, userId } = await customer();
    const item = await insertItem(t.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => add(token, item.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toHaveLength(1);
  });
});
