// Demo texts in ko (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {},
  variants: {},
  brands: {},
  shops: {},
  ads: [],
  announcements: [],
  flashDealTitle: '',
  blogs: {},
  policies: {} as LangPack['policies'],
};
