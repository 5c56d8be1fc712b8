// Which demo products stand in a banner's scene: those of the category its link or slug names.
import { categories } from './data/categories.ts';
import { brands, productTypes } from './data/localized.ts';
import { models } from './data/models.ts';
import type { ProductLookInput } from './images-products.ts';

/** Words in an ad's link or a blog's slug, and the top category they point to. */
const TOPICS: [RegExp, string][] = [
  [/mirrorless|camera(?!-)|cameras/, 'cameras'],
  [/lens/, 'lenses'],
  [/drone/, 'drones'],
  [/batter|memory|storage|card/, 'storage-memory'],
  [/light|studio/, 'lighting-studio'],
  [/travel|bags|packing/, 'bags-cases'],
  [/phone/, 'phones'],
  [/audio/, 'audio'],
  [/wearable/, 'wearables'],
  [/computer/, 'computers'],
];
const MIXED = ['cameras', 'lenses', 'drones'];

/** Three products of different kinds for the scene of `key` (an ad link, a blog slug); `seed` varies the pick. */
export function bannerItems(key: string, seed: number): ProductLookInput[] {
  const top = TOPICS.find(([re]) => re.test(key))?.[1];
  const tops = top ? [top] : MIXED;
  const children = categories.filter((c) => tops.includes(c.slug)).flatMap((c) => c.children.map((ch) => ch.slug));
  const types = productTypes.filter((t) => children.includes(t.category) && t.shape !== 'box');
  const picked = top
    ? [0, 1, 2].map((k) => types[(seed + k * 2) % types.length]!)
    : MIXED.map(
        (_, k) =>
          types.find((t) =>
            categories.find((c) => c.slug === MIXED[k])!.children.some((ch) => ch.slug === t.category),
          )!,
      );
  return picked.map((type, k) => {
    const own = models.filter((m) => m.type === type.key);
    const model = own[(seed + k) % own.length]!;
    return {
      type: type.key,
      shape: type.shape,
      brand: model.brand,
      brandColor: brands.find((b) => b.slug === model.brand)!.color,
      model: model.model,
    };
  });
}
