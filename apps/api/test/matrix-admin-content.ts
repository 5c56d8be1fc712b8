// Admin routes of the matrix (matrix-admin.ts): blog, policy pages, ads, announcements, site settings.
import type { Entry } from './matrix.ts';

export const ADMIN_CONTENT: Record<string, Entry> = {};
