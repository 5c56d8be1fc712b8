// The seller's product body: prices typed in another currency come back as typed, variants need a
// label, photos are uploads or the product's own catalogue photos.
import { describe, expect, it } from 'vitest';
import { convertFromBase } from '../src/money.ts';
import { priceToBase, productBody, productTexts } from '../src/seller-products.ts';

const base = { category_id: 1, price: 1000, images: 'uploads/product/abc.webp', name_en: 'Lens cap' };

describe('priceToBase', () => {
  it('stores the smallest base price that shows at least what was typed', () => {
    expect(priceToBase(1000, 92)).toBe(1087); // 10.00 EUR at 0.92: 10.87 USD, shown as 10.00 EUR again
    expect(convertFromBase(1087, 92)).toBe(1000);
    expect(convertFromBase(1086, 92)).toBe(999); // one cent less would show 9.99
    expect(priceToBase(4599, 100)).toBe(4599); // the base currency is kept as typed
    expect(priceToBase(100_000, 15_300)).toBe(654); // 1,000 JPY: a base cent is 1.53 JPY
    expect(convertFromBase(654, 15_300)).toBeGreaterThanOrEqual(100_000);
  });

  it('gives back every typed price in a currency finer than the base one', () => {
    for (let typed = 1; typed < 5000; typed += 7) {
      expect(convertFromBase(priceToBase(typed, 79), 79)).toBe(typed);
    }
  });

  it('refuses a rate that is not a positive integer', () => {
    expect(() => priceToBase(100, 0)).toThrow(RangeError);
    expect(() => priceToBase(1.5, 92)).toThrow(RangeError);
  });
});

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
    expect(texts.es).toEqual({ name: 'Strap', short_description: '', description: '', variant_label: 'Negro' });
    expect(texts.fr).toBeUndefined();
  });
});
