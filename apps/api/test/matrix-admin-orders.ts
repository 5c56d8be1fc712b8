// Admin routes of the matrix (matrix-admin.ts): orders across shops, refunds, reviews and platform coupons.
import type { Entry } from './matrix.ts';

export const ADMIN_ORDERS: Record<string, Entry> = {};
