// Query options of every catalogue call: one fetcher each, keyed by the language (the answers are
// localized), so switching language refetches and switching back is instant.

import type { Paged } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type {
  Brand,
  Category,
  CategoryPage,
  Filters,
  FlashDeal,
  ProductDetail,
  ProductItem,
  SearchResult,
  ShopPage,
} from '../types.ts';

const filterQuery = <S extends string>(f: Filters<S>) => ({
  sort: f.sort,
  brand_id: f.brand_id,
  min_price: f.min_price,
  max_price: f.max_price,
});

export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => api<Category[]>('/customer/index/get-all-category', { method: 'POST', body: {}, signal }),
    staleTime: 5 * 60_000,
  });

export const homeListsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['home-lists', lang],
    queryFn: ({ signal }) =>
      api<{ new: ProductItem[]; recommended: ProductItem[]; best_selling: ProductItem[] }>(
        '/customer/product/get_recommend_list',
        { query: { size: 10 }, signal },
      ),
  });

export const topBrandsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['brands', 'top', lang],
    queryFn: ({ signal }) =>
      api<Paged<Brand>>('/customer/index/get-all-brand', { method: 'POST', body: { top: true }, signal }),
  });

export const brandsPageQuery = (lang: string, page: number) =>
  queryOptions({
    queryKey: ['brands', lang, page],
    queryFn: ({ signal }) =>
      api<Paged<Brand>>('/customer/index/get-all-brand', { method: 'POST', body: { page, page_size: 60 }, signal }),
  });

export const flashDealsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['flash-deals', lang],
    queryFn: ({ signal }) => api<FlashDeal[]>('/customer/product/flash_deals', { signal }),
  });

// Paged lists are read with endless scrolling (useInfiniteQuery): these fetch one page each.
export const fetchCategoryPage = (idOrSlug: string, page: number, f: Filters, signal?: AbortSignal) =>
  api<CategoryPage>(`/category/${encodeURIComponent(idOrSlug)}/${page}`, { query: filterQuery(f), signal });

export const fetchBrandPage = (id: number, page: number, f: Filters, signal?: AbortSignal) =>
  api<{ brand: Brand; products: Paged<ProductItem> }>(`/brand/${id}`, { query: { ...filterQuery(f), page }, signal });

export const fetchShopPage = (idOrSlug: string, page: number, f: Filters, signal?: AbortSignal) =>
  api<ShopPage>(`/shop/${encodeURIComponent(idOrSlug)}/${page}`, { query: filterQuery(f), signal });

export const fetchRecommended = (page: number, signal?: AbortSignal) =>
  api<Paged<ProductItem>>('/customer/product/get_recommend', { query: { page }, signal });

export const fetchSearch = (keyword: string, page: number, sort: string, pageSize: number, signal?: AbortSignal) =>
  api<SearchResult>(`/search/${encodeURIComponent(keyword)}`, { query: { page, sort, page_size: pageSize }, signal });

/** A page of search results under the buyer's sort and filters (the search page's list). */
export const fetchSearchPage = <S extends string>(keyword: string, page: number, f: Filters<S>, signal?: AbortSignal) =>
  api<SearchResult>(`/search/${encodeURIComponent(keyword)}`, {
    query: { ...filterQuery(f), page, page_size: 20 },
    signal,
  });

export const productQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: ['product', lang, id],
    queryFn: ({ signal }) => api<ProductDetail>('/customer/product/detail', { query: { id }, signal, quiet: true }),
    retry: false,
  });

/** Suggestions while typing: the first few matches, cached briefly. */
export const suggestQuery = (lang: string, keyword: string) =>
  queryOptions({
    queryKey: ['suggest', lang, keyword],
    queryFn: ({ signal }) => fetchSearch(keyword, 1, 'relevance', 6, signal),
    enabled: keyword.trim().length >= 2,
    staleTime: 60_000,
  });
