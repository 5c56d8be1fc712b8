// The authorization matrix's entries for issue 16's tickets routes (matrix.ts spreads them in).
import type { Entry } from './matrix.ts';

export const TICKETS_MATRIX: Record<string, Entry> = {};
