// The order mails of the 19 languages, one small file each (as the demo content's language packs
// in db/seed/data/lang): a translator edits one file, and a unit test checks every language has
// every text with English's placeholders.
import type { LangCode } from '@polymart/contract';
import { text as cs } from './cs.ts';
import { text as da } from './da.ts';
import { text as de } from './de.ts';
import { text as en } from './en.ts';
import { text as es } from './es.ts';
import { text as fr } from './fr.ts';
import { text as hu } from './hu.ts';
import { text as id } from './id.ts';
import { text as it } from './it.ts';
import { text as jp } from './jp.ts';
import { text as kk } from './kk.ts';
import { text as ko } from './ko.ts';
import { text as pl } from './pl.ts';
import { text as pt } from './pt.ts';
import { text as sv } from './sv.ts';
import { text as th } from './th.ts';
import { text as tr } from './tr.ts';
import type { OrderMailText } from './types.ts';
import { text as zh } from './zh.ts';
import { text as zhtw } from './zhtw.ts';

export type { OrderMailText };

export const ORDER_MAIL_TEXT: Record<LangCode, OrderMailText> = {
  zh,
  en,
  es,
  jp,
  th,
  zhtw,
  it,
  hu,
  de,
  sv,
  da,
  cs,
  pl,
  pt,
  id,
  fr,
  ko,
  kk,
  tr,
};
