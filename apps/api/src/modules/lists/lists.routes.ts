// Wishlist and compare paths (/api/customer/wishlist/..., /api/customer/compare/...).
import {
  compareAddBody,
  compareItemsQuery,
  compareRemoveBody,
  MAX_COMPARE,
  pagedQuery,
  wishlistBody,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { addToCompare, compareItems, listCompare, removeFromCompare } from './compare.service.ts';
import { addToWishlist, listWishlist, removeFromWishlist, wishlistIds } from './wishlist.service.ts';

export function listRoutes(app: FastifyInstance) {
  const tags = ['wishlist'];
  route(app, {
    method: 'POST',
    url: '/customer/wishlist/add',
    summary: 'Keep a product in the wishlist',
    tags,
    auth: 'user',
    input: wishlistBody,
    handler: (ctx, q) => addToWishlist(ctx, q.product_id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/wishlist/remove',
    summary: 'Take a product out of the wishlist',
    tags,
    auth: 'user',
    input: wishlistBody,
    handler: (ctx, q) => removeFromWishlist(ctx, q.product_id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/wishlist/list',
    summary: 'The wishlist, newest first, paged',
    tags,
    auth: 'user',
    input: pagedQuery,
    handler: (ctx, q) => listWishlist(ctx, q.page, q.page_size),
  });
  route(app, {
    method: 'GET',
    url: '/customer/wishlist/ids',
    summary: 'The product ids in the wishlist (hearts on product cards)',
    tags,
    auth: 'user',
    handler: wishlistIds,
  });
  compareRoutes(app);
}

function compareRoutes(app: FastifyInstance) {
  const tags = ['compare'];
  route(app, {
    method: 'POST',
    url: '/customer/compare/add',
    summary: `Add products to compare (at most ${MAX_COMPARE}); product_id, or ids "1,2" when merging at login`,
    tags,
    auth: 'user',
    input: compareAddBody,
    handler: (ctx, q) => addToCompare(ctx, [...(q.ids ?? []), ...(q.product_id ? [q.product_id] : [])]),
  });
  route(app, {
    method: 'POST',
    url: '/customer/compare/remove',
    summary: 'Take a product out of compare (all of them without product_id)',
    tags,
    auth: 'user',
    input: compareRemoveBody,
    handler: (ctx, q) => removeFromCompare(ctx, q.product_id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/compare/list',
    summary: "The account's compare list",
    tags,
    auth: 'user',
    handler: listCompare,
  });
  route(app, {
    method: 'GET',
    url: '/customer/compare/items',
    summary: "A visitor's compare list from the device: the products of ids, side by side",
    tags,
    auth: 'none',
    input: compareItemsQuery,
    handler: (ctx, q) => compareItems(ctx.db, ctx.lang, q.ids),
  });
}
