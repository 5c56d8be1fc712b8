// The seller's products, under /api/seller: list, create, read, edit (staged while on sale),
// unlist and relist.
import { productBody, productIdParams, sellerProductsQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { createProduct, editProduct, sellerProduct, sellerProducts, setListed } from './products.service.ts';

export function productSellerRoutes(app: FastifyInstance) {
  const tags = ['seller products'];
  route(app, {
    method: 'GET',
    url: '/products',
    summary: "The seller's products with search, status and low-stock filters",
    tags,
    auth: 'seller',
    input: sellerProductsQuery,
    handler: sellerProducts,
  });
  route(app, {
    method: 'POST',
    url: '/products',
    summary: 'Create a product (texts per language, English required); it waits for an operator (notice 200)',
    tags,
    auth: 'seller',
    input: productBody,
    handler: createProduct,
  });
  route(app, {
    method: 'GET',
    url: '/products/:id',
    summary: 'One of the seller’s products with all its texts and a staged revision',
    tags,
    auth: 'seller',
    params: productIdParams,
    handler: (ctx, q) => sellerProduct(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/products/:id',
    summary: 'Edit a product: on sale, the change waits for an operator while the live version sells',
    tags,
    auth: 'seller',
    params: productIdParams,
    input: productBody,
    handler: (ctx, q) => editProduct(ctx, q.id, q),
  });
  for (const [action, listed] of [
    ['unlist', false],
    ['relist', true],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/products/:id/${action}`,
      summary: listed ? 'Put an approved, unlisted product on sale again' : 'Take a product off sale',
      tags,
      auth: 'seller',
      params: productIdParams,
      handler: (ctx, q) => setListed(ctx, q.id, listed),
    });
  }
}
