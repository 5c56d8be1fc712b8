// Admin routes of the matrix (matrix-admin.ts): the dashboard and the reports.
import type { Entry } from './matrix.ts';

export const ADMIN_REPORTS: Record<string, Entry> = {};
