// Demo blog posts and policy pages in kk (part of the pack in ./kk.ts).
import type { LangPack } from '../types.ts';

export const blogs: LangPack['blogs'] = {};

export const policies = {} as LangPack['policies'];
