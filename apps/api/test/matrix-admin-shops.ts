// Admin routes of the matrix (matrix-admin.ts): shops and products: suspend, hide.
import type { Entry } from './matrix.ts';

export const ADMIN_SHOPS: Record<string, Entry> = {};
