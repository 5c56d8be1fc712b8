// Cart paths (spec §7: add answers items_count). Add honours an Idempotency-Key header, like checkout
// submit: a retry after a lost answer must not add the quantity twice.
import { cartAddBody, cartItemsBody, cartRemoveBody, cartSelectBody, cartUpdateBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  addToCart,
  listCart,
  mergeCart,
  previewCart,
  removeCartLines,
  selectCartLines,
  updateCartLine,
} from './cart.service.ts';
import { idempotencyKey } from './idempotency.ts';

const tags = ['cart'];

export function cartRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/customer/cart/add',
    summary:
      'Add a product (2000021 not on sale, 2000023 beyond stock); answers items_count and the line; Idempotency-Key header',
    tags,
    auth: 'user',
    input: cartAddBody,
    handler: (ctx, q, req) => addToCart(ctx, q, idempotencyKey(req)),
  });
  route(app, {
    method: 'GET',
    url: '/customer/cart/list',
    summary: 'The cart: lines with price, tax, quantity and total, grouped by shop',
    tags,
    auth: 'user',
    handler: listCart,
  });
  route(app, {
    method: 'POST',
    url: '/customer/cart/update',
    summary: "Set a line's quantity (at least 1, at most the stock)",
    tags,
    auth: 'user',
    input: cartUpdateBody,
    handler: updateCartLine,
  });
  route(app, {
    method: 'POST',
    url: '/customer/cart/remove',
    summary: 'Remove lines (id, or ids "1,2")',
    tags,
    auth: 'user',
    input: cartRemoveBody,
    handler: (ctx, q) => removeCartLines(ctx, [...(q.id ?? []), ...(q.ids ?? [])]),
  });
  route(app, {
    method: 'POST',
    url: '/customer/cart/select',
    summary: 'Select or unselect lines for checkout (every line when ids is left out)',
    tags,
    auth: 'user',
    input: cartSelectBody,
    handler: selectCartLines,
  });
  route(app, {
    method: 'POST',
    url: '/customer/cart/merge',
    summary: "Merge the device's cart into the account's (at login)",
    tags,
    auth: 'user',
    input: cartItemsBody,
    handler: (ctx, q) => mergeCart(ctx, q.items),
  });
  route(app, {
    method: 'POST',
    url: '/customer/cart/preview',
    summary: "A visitor's device cart priced now (line ids are product ids)",
    tags,
    auth: 'none',
    input: cartItemsBody,
    rateLimit: { max: 120 },
    handler: (ctx, q) => previewCart(ctx, q.items),
  });
}
