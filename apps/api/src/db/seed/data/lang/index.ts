// The language packs: each of the 13 languages not written inline has a file of its own.
import type { LangCode } from '@polymart/contract';
import type { LangPack } from '../types.ts';

export const PACKS: Partial<Record<LangCode, LangPack>> = {};
