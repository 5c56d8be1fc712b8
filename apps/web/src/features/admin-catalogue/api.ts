// The catalogue in the admin area (issue 15): GET/POST /api/admin/categories (the whole tree; create
// or change), POST /api/admin/categories/{id}/move and .../delete, GET/POST /api/admin/brands, and
// the catalogue's image uploads (purpose catalog). Every answer carries the new tree or list, which
// replaces the cached one; failures are said in place by the form that sent them.
import type {
  AdminBrand,
  AdminCategory,
  BrandBody,
  CatalogNames,
  CategoryBody,
  CategoryMoveBody,
} from '@polymart/contract/catalog-admin';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export const CATALOGUE = 'admin-catalogue';

export interface CategoryTree {
  items: AdminCategory[];
}
export interface BrandList {
  items: AdminBrand[];
  top_max: number;
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: [CATALOGUE, 'categories'],
    queryFn: ({ signal }) => api<CategoryTree>('/admin/categories', { signal }),
    staleTime: 0,
  });

export const brandListQuery = () =>
  queryOptions({
    queryKey: [CATALOGUE, 'brands'],
    queryFn: ({ signal }) => api<BrandList>('/admin/brands', { signal }),
    staleTime: 0,
  });

type Body<T> = Omit<T, 'names'> & { names?: CatalogNames };
const withNames = <T extends { names?: CatalogNames }>(body: T) => ({
  ...body,
  names: body.names ? JSON.stringify(body.names) : undefined,
});

export const saveCategory = (body: Body<CategoryBody>) =>
  api<CategoryTree & { category: AdminCategory }>('/admin/categories', { body: withNames(body), quiet: true });

export const moveCategory = (id: number, body: CategoryMoveBody) =>
  api<CategoryTree>(`/admin/categories/${id}/move`, { body: { ...body }, quiet: true });

export const deleteCategory = (id: number) =>
  api<CategoryTree>(`/admin/categories/${id}/delete`, { method: 'POST', quiet: true });

export const saveBrand = (body: Body<BrandBody>) =>
  api<BrandList & { brand: AdminBrand }>('/admin/brands', { body: withNames(body), quiet: true });

export const uploadCatalogImage = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'catalog', onProgress).then((u) => u.path);
