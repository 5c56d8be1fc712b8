// Variant axes (migration 0034): each product of a variant group names its combination of options
// ("Colour: Black", "Kit: Body only") per language. The English pairs are the keys: a group's
// members must share the same axes and differ in their combination, and the storefront lines the
// siblings up on the current product's axes by them.
import type { LangCode, ProductTexts, ProductVariantChoice, VariantOption } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';

type Pairs = [string, string][];
const key = (s: string) => s.trim().toLowerCase();

/** The body's `variant_options` again, from the product's texts per language. */
export function optionsOfTexts(texts: ({ lang: LangCode } & Pick<ProductTexts, 'variant_options'>)[]): VariantOption[] {
  const english = texts.find((t) => t.lang === 'en')?.variant_options ?? [];
  return english.map(([axis, value], i) => {
    const out: VariantOption = { axis: { en: axis }, value: { en: value } };
    for (const t of texts) {
      const pair = t.variant_options[i];
      if (t.lang === 'en' || !pair) continue;
      if (pair[0] !== axis) out.axis[t.lang] = pair[0];
      if (pair[1] !== value) out.value[t.lang] = pair[1];
    }
    return out;
  });
}

/**
 * A product joining the group of `variantOf` with options must name the axes the group's other
 * members name (in any order) and a combination none of them has: otherwise a buyer could not
 * reach it by its choices.
 */
export async function checkVariantOptions(db: Db, options: VariantOption[], variantOf?: number, self?: number) {
  if (!options.length || !variantOf) return;
  const members = await rows<{ pairs: Pairs }>(
    db,
    sql`SELECT e.variant_options AS pairs FROM products s
        JOIN product_translations e ON e.product_id = s.id AND e.lang = 'en'
        WHERE coalesce(s.variant_group, s.id) = (SELECT coalesce(variant_group, id) FROM products WHERE id = ${variantOf})
          AND s.id IS DISTINCT FROM ${self ?? null}::bigint AND s.status <> 'rejected'
          AND jsonb_array_length(e.variant_options) > 0`,
  );
  const mine = new Map(options.map((o) => [key(o.axis.en!), key(o.value.en!)]));
  for (const { pairs } of members) {
    const theirs = new Map(pairs.map(([a, v]) => [key(a), key(v)]));
    if (theirs.size !== mine.size || [...mine.keys()].some((a) => !theirs.has(a))) {
      return fail(
        'INVALID_PARAMETER',
        `invalid parameter: variant_options: the group's axes are ${pairs.map(([a]) => a).join(', ')}`,
        {
          field: 'variant_options',
        },
      );
    }
    if ([...mine].every(([a, v]) => theirs.get(a) === v)) {
      return fail(
        'INVALID_PARAMETER',
        'invalid parameter: variant_options: another product of the group has this combination',
        {
          field: 'variant_options',
        },
      );
    }
  }
}

export interface SiblingPairs {
  current: boolean;
  /** English pairs (the keys) and the buyer's language's ('[]' where not translated) */
  en: Pairs;
  local: Pairs;
}

/**
 * Each sibling's options on the current product's axes, written in the buyer's language; a value
 * reads the same on every sibling (the first sibling's wording of it), and a sibling without one of
 * the axes has '' there. All empty when the current product names no axis.
 */
export function alignOptions(siblings: SiblingPairs[]): ProductVariantChoice['options'][] {
  const current = siblings.find((s) => s.current);
  if (!current?.en.length) return siblings.map(() => []);
  const localOf = (s: SiblingPairs, i: number) => (s.local.length === s.en.length ? s.local[i] : undefined);
  const axes = current.en.map(([axis], i) => ({ key: key(axis), name: localOf(current, i)?.[0] || axis }));
  const wording = new Map<string, string>();
  return siblings.map((s) =>
    axes.map((axis) => {
      const i = s.en.findIndex(([a]) => key(a) === axis.key);
      if (i < 0) return { axis: axis.name, value: '' };
      const id = `${axis.key}\u0000${key(s.en[i]![1])}`;
      if (!wording.has(id)) wording.set(id, localOf(s, i)?.[1] || s.en[i]![1]);
      return { axis: axis.name, value: wording.get(id)! };
    }),
  );
}
