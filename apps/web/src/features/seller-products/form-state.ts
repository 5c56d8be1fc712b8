// The product form's state and its two translations: from a product as the API answers it (or the
// staged revision the seller sent last), and to the body the contract's productBody parses.
import { LANG_CODES, type LangCode, type SellerProductDetail, type VariantOption } from '@polymart/contract';
import { type Currency, convertFromBase, formatMinor, parseAmount, typedToBase } from '@polymart/contract/money';

export const TEXT_FIELDS = ['name', 'short_description', 'description', 'variant_label'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type LangTexts = Record<TextField, string>;

export interface FormImage {
  /** a local id for React and for moving it */
  id: string;
  /** the value sent (`uploads/product/x.webp`); absent while uploading or after a failure */
  path?: string;
  /** a preview of the chosen file while it uploads */
  preview?: string;
  name: string;
  progress?: number;
  failed?: boolean;
}

export interface FormState {
  category_id: string;
  brand_id: string;
  sku: string;
  /** the price as typed, in `priceCurrency` */
  price: string;
  tax: string;
  images: FormImage[];
  variant_of: string;
  /** the product's options on its group's axes (variant-options-field.tsx) */
  variant_options: VariantOption[];
  texts: Record<LangCode, LangTexts>;
}

const blankTexts = (): LangTexts => ({ name: '', short_description: '', description: '', variant_label: '' });

/** A base price as the seller types it in their currency: plain digits, two decimals. */
export const priceText = (base: number, currency: Currency) => formatMinor(convertFromBase(base, currency.rate), '');

/** Basis points as a percentage without trailing zeros: 2100 → "21", 550 → "5.5". */
export const taxText = (bp: number) => formatMinor(bp, '').replace(/\.?0+$/, '');

let seq = 0;
export const localId = () => `img-${Date.now()}-${seq++}`;

export function emptyForm(): FormState {
  return {
    category_id: '',
    brand_id: '',
    sku: '',
    price: '',
    tax: '0',
    images: [],
    variant_of: '',
    variant_options: [],
    texts: Object.fromEntries(LANG_CODES.map((l) => [l, blankTexts()])) as Record<LangCode, LangTexts>,
  };
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The form for a product: the staged revision when one waits (what the seller sent last),
 * otherwise the product as it is.
 */
export function formFromProduct(p: SellerProductDetail, currency: Currency): FormState {
  const form = emptyForm();
  const staged = p.revision?.data;
  if (staged) {
    form.category_id = str(staged.category_id);
    form.brand_id = str(staged.brand_id);
    form.sku = str(staged.sku);
    form.price = priceText(Number(staged.price), currency);
    form.tax = taxText(Number(staged.tax_rate ?? 0));
    form.variant_of = str(staged.variant_of);
    form.variant_options = stagedOptions(staged.variant_options) ?? p.variant_options;
    const images = Array.isArray(staged.images) ? (staged.images as string[]) : [];
    form.images = images.map((path) => ({ id: localId(), path, name: path }));
    for (const lang of LANG_CODES) {
      for (const f of TEXT_FIELDS) form.texts[lang][f] = str(staged[`${f}_${lang}`]);
    }
    return form;
  }
  form.category_id = str(p.category_id);
  form.brand_id = str(p.brand_id);
  form.sku = p.sku;
  form.price = priceText(p.price, currency);
  form.tax = taxText(p.tax_rate);
  form.variant_of = str(p.variant_of);
  form.variant_options = p.variant_options;
  form.images = p.images.map((key) => ({ id: localId(), path: `${key}.webp`, name: key }));
  for (const lang of LANG_CODES) {
    const t = p.texts[lang];
    if (!t) continue;
    // a language row the server filled from English (name only) is shown empty, so "filled" means
    // what the seller wrote
    const copiedName = lang !== 'en' && t.name === p.texts.en?.name && !t.short_description && !t.description;
    form.texts[lang] = { ...t, name: copiedName ? '' : t.name };
  }
  return form;
}

/** A revision's options as sent: an array, or JSON text (a form body); absent when it left them out. */
function stagedOptions(sent: unknown): VariantOption[] | undefined {
  let v = sent;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(v) ? (v as VariantOption[]) : undefined;
}

/** A language counts as filled when the seller wrote any of its texts. */
export const isFilled = (t: LangTexts) => TEXT_FIELDS.some((f) => t[f].trim() !== '');

/**
 * The input productBody parses. The price typed in the seller's currency becomes base minor
 * units (the smallest that shows at least what they typed); a price that is not an amount stays
 * as typed so the schema names the field.
 */
export function formInput(form: FormState, currency: Currency): Record<string, unknown> {
  const minor = parseAmount(form.price);
  const tax = parseAmount(form.tax);
  const input: Record<string, unknown> = {
    category_id: form.category_id,
    brand_id: form.brand_id,
    sku: form.sku,
    price: minor === null ? form.price : typedToBase(minor, currency.rate),
    tax_rate: tax === null ? form.tax : tax,
    images: form.images.flatMap((i) => (i.path ? [i.path] : [])),
    variant_of: form.variant_of,
    variant_options: JSON.stringify(form.variant_options),
  };
  for (const lang of LANG_CODES) {
    for (const f of TEXT_FIELDS) input[`${f}_${lang}`] = form.texts[lang][f].trim();
  }
  return input;
}
