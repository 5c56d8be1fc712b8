// Catalogue reads of spec §7, under their paths as written. Two-parameter paths:
//   /category/{a}/{b}: a = category id or slug, b = page number
//   /shop/{a}/{b}:     a = shop id or slug,     b = page number
// (docs/decisions/0002-two-parameter-paths.md).
import {
  brandListBody,
  categoryListBody,
  categoryPageParams,
  idParams,
  productDetailQuery,
  productFilters,
  productListQuery,
  productReviewsQuery,
  searchParams,
  searchQuery,
  seriesQuery,
  shopPageParams,
  sizeQuery,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { runningFlashDeals } from './flash-deals.service.ts';
import { productDetail, productReviews } from './product-detail.service.ts';
import { homeRecommendList, listProducts } from './products.service.ts';
import { searchProducts } from './search.service.ts';
import {
  brandPage,
  categoryPage,
  categorySubtree,
  firstLevelCategories,
  listBrands,
  seriesCategories,
  shopPage,
  topCategories,
} from './taxonomy.service.ts';

const tags = ['catalogue'];

export function catalogRoutes(app: FastifyInstance) {
  for (const [path, kind, summary] of [
    ['get_all_products', 'all', 'All products, newest first'],
    ['get_hot_list', 'hot', 'Hot products, best-selling first'],
    ['get_new', 'new', 'New products'],
    ['get_recommend', 'recommended', 'Recommended products'],
  ] as const) {
    route(app, {
      method: 'GET',
      url: `/customer/product/${path}`,
      summary,
      tags,
      auth: 'none',
      input: productListQuery,
      handler: (ctx, q) => listProducts(ctx, kind, q),
    });
  }
  route(app, {
    method: 'GET',
    url: '/customer/product/get_recommend_list',
    summary: 'Home sections: new, recommended and best-selling products',
    tags,
    auth: 'none',
    input: sizeQuery,
    handler: (ctx, q) => homeRecommendList(ctx, q.size),
  });
  route(app, {
    method: 'GET',
    url: '/customer/product/clear_product_cache',
    summary: 'Clear the catalogue cache in every server process',
    tags,
    auth: 'none',
    rateLimit: { max: 10 },
    handler: async (ctx) => {
      await ctx.cache.clear();
      return { cleared: true };
    },
  });
  route(app, {
    method: 'GET',
    url: '/customer/product/detail',
    summary: 'Product detail with related products, shop best sellers and reviews',
    tags,
    auth: 'none',
    input: productDetailQuery,
    handler: (ctx, q) => productDetail(ctx, q.id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/product/reviews',
    summary: "A product's reviews, newest first",
    tags,
    auth: 'none',
    input: productReviewsQuery,
    handler: (ctx, q) => productReviews(ctx, q.id, q.page, q.page_size),
  });
  route(app, {
    method: 'GET',
    url: '/customer/product/flash_deals',
    summary: 'Flash deals running now',
    tags,
    auth: 'none',
    handler: (ctx) => runningFlashDeals(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/customer/index/get-all-brand',
    summary: 'Brands, paged; top=true gives the ten the home page shows',
    tags,
    auth: 'none',
    input: brandListBody,
    handler: (ctx, q) => listBrands(ctx, q),
  });
  route(app, {
    method: 'POST',
    url: '/customer/index/get-all-category',
    summary: 'The category tree, or the series of one category',
    tags,
    auth: 'none',
    input: categoryListBody,
    handler: (ctx, q) => categorySubtree(ctx, q.parent_id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/index/get-first-category',
    summary: 'First-level categories',
    tags,
    auth: 'none',
    handler: (ctx) => firstLevelCategories(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/customer/index/series-categorys',
    summary: 'Second-level categories (series), optionally of one parent',
    tags,
    auth: 'none',
    input: seriesQuery,
    handler: (ctx, q) => seriesCategories(ctx, q.parent_id),
  });
  route(app, {
    method: 'GET',
    url: '/brand/:id',
    summary: 'A brand and its products',
    tags,
    auth: 'none',
    params: idParams,
    input: productFilters,
    handler: (ctx, q) => brandPage(ctx, q.id, q),
  });
  route(app, {
    method: 'GET',
    url: '/category/top3',
    summary: 'The three best-selling first-level categories with their best sellers',
    tags,
    auth: 'none',
    input: sizeQuery,
    handler: (ctx, q) => topCategories(ctx, q.size),
  });
  route(app, {
    method: 'GET',
    url: '/category/:a/:b',
    summary: 'Category page: a = category id or slug, b = page; sort, brand and price filters',
    tags,
    auth: 'none',
    params: categoryPageParams,
    input: productFilters,
    handler: (ctx, q) => categoryPage(ctx, q.a, { ...q, page: q.b }),
  });
  route(app, {
    method: 'GET',
    url: '/search/:keyword',
    summary: 'Search products by relevance, tolerant of typos',
    tags,
    auth: 'none',
    params: searchParams,
    input: searchQuery,
    handler: (ctx, q) => searchProducts(ctx, q.keyword, q),
  });
  route(app, {
    method: 'GET',
    url: '/shop/:a/:b',
    summary: 'Shop page: a = shop id or slug, b = page',
    tags,
    auth: 'none',
    params: shopPageParams,
    input: productFilters,
    handler: (ctx, q) => shopPage(ctx, q.a, { ...q, page: q.b }),
  });
}
