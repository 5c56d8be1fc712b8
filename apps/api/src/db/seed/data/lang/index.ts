// The language packs: each of the 13 languages not written inline has a file of its own.
import type { LangCode } from '@polymart/contract';
import type { LangPack } from '../types.ts';
import { pack as cs } from './cs.ts';
import { pack as da } from './da.ts';
import { pack as hu } from './hu.ts';
import { pack as id } from './id.ts';
import { pack as it } from './it.ts';
import { pack as kk } from './kk.ts';
import { pack as ko } from './ko.ts';
import { pack as pl } from './pl.ts';
import { pack as pt } from './pt.ts';
import { pack as sv } from './sv.ts';
import { pack as th } from './th.ts';
import { pack as tr } from './tr.ts';
import { pack as zhtw } from './zhtw.ts';

export const PACKS: Partial<Record<LangCode, LangPack>> = { th, zhtw, it, hu, sv, da, cs, pl, pt, id, ko, kk, tr };
