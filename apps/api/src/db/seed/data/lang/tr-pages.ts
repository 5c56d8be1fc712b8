// Demo blog posts and policy pages in tr (part of the pack in ./tr.ts).
import type { LangPack } from '../types.ts';

export const blogs: LangPack['blogs'] = {};

export const policies = {} as LangPack['policies'];
