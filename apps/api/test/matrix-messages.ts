// The authorization matrix's entries for issue 16's messages routes (matrix.ts spreads them in).
import type { Entry } from './matrix.ts';

export const MESSAGES_MATRIX: Record<string, Entry> = {};
