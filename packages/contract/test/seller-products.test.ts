// The seller's product body: variants need a label, photos are uploads or the product's own
// catalogue photos.
import { describe, expect, it } from 'vitest';
import { productBody, productTexts } from '../src/seller-products.ts';

const base = { category_id: 1, price: 1000, images: 'uploads/product/abc.webp', name_en: 'Lens cap' };

describe('productBody', () => {
  it('asks for an English label when the product joins a variant group', () => {
    const missing = productBody.safeParse({ ...base, variant_of: 7 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['variant_label_en']);
    expect(productBody.safeParse({ ...base, variant_of: 7, variant_label_en: 'Black' }).success).toBe(true);
    expect(productBody.safeParse({ ...base, variant_label_en: 'x'.repeat(41) }).success).toBe(false);
  });

  it('takes uploads and catalogue photos, nothing else', () => {
    expect(productBody.safeParse({ ...base, images: 'products/fujifilm-x100vi.webp' }).success).toBe(true);
    expect(productBody.safeParse({ ...base, images: 'uploads/proof/abc.webp' }).success).toBe(false);
    expect(productBody.safeParse({ ...base, images: '../etc/passwd' }).success).toBe(false);
  });

  it('keeps a language that has only a variant label, named as in English', () => {
    const texts = productTexts({ name_en: 'Strap', variant_label_en: 'Black', variant_label_es: 'Negro' });
    expect(texts.es).toEqual({
      name: 'Strap',
      short_description: '',
      description: '',
      variant_label: 'Negro',
      variant_options: [], // no option translated: the storefront falls back to English's
    });
    expect(texts.fr).toBeUndefined();
  });
});
