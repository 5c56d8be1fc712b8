// The category tree and the brands, under /api/admin (issue 15, permission `catalog`).
import { brandBody, categoryBody, categoryMoveBody, idParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  adminBrands,
  adminCategoryTree,
  deleteCategory,
  moveCategory,
  saveBrand,
  saveCategory,
} from './taxonomy-admin.service.ts';

export function taxonomyAdminRoutes(app: FastifyInstance) {
  const tags = ['admin catalogue'];
  route(app, {
    method: 'GET',
    url: '/categories',
    summary: 'Every category as a tree (disabled ones too), with its names in each language and its products',
    tags,
    auth: 'admin',
    permission: 'catalog',
    handler: adminCategoryTree,
  });
  route(app, {
    method: 'POST',
    url: '/categories',
    summary:
      'Creates a category (no id; English name required) or changes one: names, icon, banner, enabled; a parent or position moves it (audited, the storefront shows it at once)',
    tags,
    auth: 'admin',
    permission: 'catalog',
    input: categoryBody,
    rateLimit: { max: 120 },
    handler: saveCategory,
  });
  route(app, {
    method: 'POST',
    url: '/categories/:id/move',
    summary:
      'Moves a category under another (parent_id 0: the top) at a position among its siblings; not under itself or its own (2000053)',
    tags,
    auth: 'admin',
    permission: 'catalog',
    params: idParams,
    input: categoryMoveBody,
    rateLimit: { max: 120 },
    handler: (ctx, q) => moveCategory(ctx, q.id, q),
  });
  route(app, {
    method: 'POST',
    url: '/categories/:id/delete',
    summary: 'Deletes a category without products or children (else 2000054)',
    tags,
    auth: 'admin',
    permission: 'catalog',
    params: idParams,
    rateLimit: { max: 60 },
    handler: (ctx, q) => deleteCategory(ctx, q.id),
  });
  route(app, {
    method: 'GET',
    url: '/brands',
    summary: 'Every brand (disabled ones too) with its names, logo and top flag',
    tags,
    auth: 'admin',
    permission: 'catalog',
    handler: adminBrands,
  });
  route(app, {
    method: 'POST',
    url: '/brands',
    summary:
      'Creates a brand (no id; English name required) or changes one: names, logo, top flag (at most 10, the home page’s), enabled, position (audited)',
    tags,
    auth: 'admin',
    permission: 'catalog',
    input: brandBody,
    rateLimit: { max: 120 },
    handler: saveBrand,
  });
}
