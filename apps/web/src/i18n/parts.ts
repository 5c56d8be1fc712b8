// A locale file is split in two parts at build time (vite.config.ts, localeParts): what the
// storefront shows, and the seller and admin areas' own sections, which are more than half of
// every file and which a buyer never sees. The storefront loads the first part of the chosen
// language only; the seller and admin areas load both.

export type Tree = { [key: string]: string | Tree };
export type LocalePart = 'store' | 'areas';

/** Sections only the seller and admin areas read... */
const AREA_SECTIONS = ['seller', 'admin'] as const;
/** ...except these, which storefront screens show too (tickets' pager, order events, seller menu). */
const SHARED: Record<(typeof AREA_SECTIONS)[number], string[]> = {
  admin: ['pager'],
  seller: ['actor', 'account'],
};

/** True for a key in a section the storefront part leaves out. */
export const isAreaKey = (key: string) => AREA_SECTIONS.some((s) => key.startsWith(`${s}.`));

export function localePart(tree: Tree, part: LocalePart): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const area = AREA_SECTIONS.find((s) => s === key);
    if (part === 'areas') {
      if (area) out[key] = value;
    } else if (!area) {
      out[key] = value;
    } else if (typeof value === 'object') {
      const shared: Tree = {};
      for (const name of SHARED[area]) if (value[name] !== undefined) shared[name] = value[name];
      out[key] = shared;
    }
  }
  return out;
}
