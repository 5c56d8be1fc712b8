// The authorization matrix's entries for issue 16's flash routes (matrix.ts spreads them in).
import type { Entry } from './matrix.ts';

export const FLASH_MATRIX: Record<string, Entry> = {};
