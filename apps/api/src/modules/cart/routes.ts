import {
  addToCartBodySchema,
  cartChangedSchema,
  cartContentsSchema,
  cartMessages,
  cartQuerySchema,
  clearCartBodySchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { addItem, assertCartCurrency, clearCart, getCart, removeItem, updateItem } from './service.ts';

/** The cart after a change, as `cart` (spec §7) and `payload` (the envelope). */
async function changed(request: FastifyRequest, message?: string) {
  const cart = await getCart(request.ctx());
  return { status: 'OK' as const, ...(message ? { message } : {}), cart, payload: cart };
}

/** Spec §7 cart calls: signed-in only (CART-7), currency checked first (CART-9); the promo check is a flow (flows/promo-check-routes.ts). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];

  app.get('/cart/contents', { onRequest: requireUser, schema: { tags, querystring: cartQuerySchema, response: { 200: cartContentsSchema } } }, async (request) => {
    await assertCartCurrency(request.ctx(), request.query.currency);
    const cart = await getCart(request.ctx());
    return { status: 'OK' as const, cart, payload: cart };
  });

  app.post('/cart/add', { onRequest: requireUser, schema: { tags, body: addToCartBodySchema, response: { 200: cartChangedSchema } } }, async (request) => {
    await assertCartCurrency(request.ctx(), request.body.currency);
    await addItem(request.ctx(), request.body.id);
    return changed(request, cartMessages.itemAdded);
  });

  app.post('/cart/update', { onRequest: requireUser, schema: { tags, body: updateCartBodySchema, response: { 200: cartChangedSchema } } }, async (request) => {
    await assertCartCurrency(request.ctx(), request.body.currency);
    await updateItem(request.ctx(), request.body.item_id);
    return changed(request);
  });

  app.post('/cart/remove', { onRequest: requireUser, schema: { tags, body: removeFromCartBodySchema, response: { 200: cartChangedSchema } } }, async (request) => {
    await assertCartCurrency(request.ctx(), request.body.currency);
    await removeItem(request.ctx(), request.body.id);
    return changed(request, cartMessages.itemRemoved);
  });

  app.post('/cart/clear', { onRequest: requireUser, schema: { tags, body: clearCartBodySchema, response: { 200: cartChangedSchema } } }, async (request) => {
    await assertCartCurrency(request.ctx(), request.body?.currency);
    await clearCart(request.ctx());
    return changed(request);
  });
};
