// Demo blog posts and policy pages in id (part of the pack in ./id.ts).
import type { LangPack } from '../types.ts';

export const blogs: LangPack['blogs'] = {};

export const policies = {} as LangPack['policies'];
