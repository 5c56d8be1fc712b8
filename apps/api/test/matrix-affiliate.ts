// The authorization matrix's entries for issue 16's affiliate routes (matrix.ts spreads them in).
import type { Entry } from './matrix.ts';

export const AFFILIATE_MATRIX: Record<string, Entry> = {};
