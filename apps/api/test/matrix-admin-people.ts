// Admin routes of the matrix (matrix-admin.ts): users: search, detail, ban.
import type { Entry } from './matrix.ts';

export const ADMIN_PEOPLE: Record<string, Entry> = {};
