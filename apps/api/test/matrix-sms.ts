// The authorization matrix's entries for issue 16's sms routes (matrix.ts spreads them in).
import type { Entry } from './matrix.ts';

export const SMS_MATRIX: Record<string, Entry> = {};
