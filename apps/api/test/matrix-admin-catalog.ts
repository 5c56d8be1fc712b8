// Admin routes of the matrix (matrix-admin.ts): the category tree, brands, currencies and languages.
import type { Entry } from './matrix.ts';

export const ADMIN_CATALOG: Record<string, Entry> = {};
