// The product form's state: a price typed in the seller's currency is sent in base minor units
// and shown back as typed, the tax rate in percent becomes basis points, a language counts as
// filled only for what the seller wrote, and the variant options go back as they came.
import type { SellerProductDetail } from '@polymart/contract';
import { productBody } from '@polymart/contract/seller-products';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formFromProduct,
  formInput,
  isFilled,
  taxText,
} from '../src/features/seller-products/form-state.ts';

const EUR = { code: 'EUR', symbol: '€', rate: 92 };
const USD = { code: 'USD', symbol: '$', rate: 100 };

const product = (extra: Partial<SellerProductDetail> = {}): SellerProductDetail => ({
  id: 5,
  shop_id: 1,
  status: 'active',
  name: 'Strap',
  price: 1087,
  tax_rate: 550,
  stock: 3,
  sales: 0,
  image_key: 'uploads/product/a',
  decision_remark: '',
  revision_pending: false,
  hidden_at: null,
  hidden_reason: '',
  shop_suspended: false,
  created_at: '',
  updated_at: '',
  category_id: 2,
  brand_id: null,
  sku: 'S-1',
  images: ['uploads/product/a', 'products/demo-strap'],
  texts: {
    en: { name: 'Strap', short_description: 'Soft', description: '', variant_label: 'Black', variant_options: [] },
    // a row the server filled from English because only the label was given
    es: { name: 'Strap', short_description: '', description: '', variant_label: 'Negro', variant_options: [] },
  },
  variant_of: 9,
  variants: [],
  variant_options: [],
  revision: null,
  ...extra,
});

describe('product form state', () => {
  it('shows a product in the seller’s currency and sends it back unchanged', () => {
    const form = formFromProduct(product(), EUR);
    expect(form.price).toBe('10.00');
    expect(form.tax).toBe('5.5');
    expect(form.texts.es.name).toBe(''); // not written by the seller: English shows
    expect(form.images.map((i) => i.path)).toEqual(['uploads/product/a.webp', 'products/demo-strap.webp']);
    const input = formInput(form, EUR);
    expect(input).toMatchObject({ price: 1087, tax_rate: 550, variant_of: '9', variant_label_es: 'Negro' });
    const parsed = productBody.safeParse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')));
    expect(parsed.success).toBe(true);
  });

  it('prefers the staged revision, what the seller sent last', () => {
    const staged = product({
      revision: {
        id: 1,
        created_at: '',
        data: { category_id: 3, price: 2000, tax_rate: 2100, images: ['uploads/product/b.webp'], name_en: 'Strap II' },
      },
    });
    const form = formFromProduct(staged, USD);
    expect([form.category_id, form.price, form.tax, form.texts.en.name]).toEqual(['3', '20.00', '21', 'Strap II']);
    expect(form.variant_of).toBe('');
  });

  it('keeps the product’s variant options with their translations and sends them as JSON text', () => {
    const options = [{ axis: { en: 'Colour', de: 'Farbe' }, value: { en: 'Black', de: 'Schwarz' } }];
    const form = formFromProduct(product({ variant_options: options }), USD);
    expect(form.variant_options).toEqual(options);
    const input = formInput(form, USD);
    expect(JSON.parse(input.variant_options as string)).toEqual(options);
    const parsed = productBody.safeParse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')));
    expect(parsed.success && parsed.data.variant_options).toEqual(options);
    // a revision that sent them as JSON text is shown with them; one that left them out, with the product's
    const sent = formFromProduct(
      product({
        variant_options: options,
        revision: {
          id: 2,
          created_at: '',
          data: { price: 100, variant_options: '[{"axis":{"en":"Size"},"value":{"en":"M"}}]' },
        },
      }),
      USD,
    );
    expect(sent.variant_options).toEqual([{ axis: { en: 'Size' }, value: { en: 'M' } }]);
    const left = formFromProduct(
      product({ variant_options: options, revision: { id: 3, created_at: '', data: { price: 100 } } }),
      USD,
    );
    expect(left.variant_options).toEqual(options);
  });

  it('leaves a typed price that is not an amount for the schema to name', () => {
    const form = { ...emptyForm(), price: '12,5x' };
    expect(formInput(form, EUR).price).toBe('12,5x');
    expect(isFilled(form.texts.de)).toBe(false);
    expect(taxText(0)).toBe('0');
    expect(taxText(2000)).toBe('20');
  });
});
