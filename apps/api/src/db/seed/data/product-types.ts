import { productTypesA } from './product-types-a.ts';
import { productTypesB } from './product-types-b.ts';
import { productTypesC } from './product-types-c.ts';
import type { SeedProductType } from './types.ts';

/** Kinds of product, two or more per second-level category, in three files by category group. */
export const productTypes: SeedProductType[] = [...productTypesA, ...productTypesB, ...productTypesC];
