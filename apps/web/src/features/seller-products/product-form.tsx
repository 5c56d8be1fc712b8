// The product form, new or existing: category and brand from the catalogue, SKU, price in the
// seller's chosen currency, tax rate in percent, photos, texts per language and the variant group.
// It parses with the contract's productBody before sending (the same rules the server applies) and
// shows what the server refuses on the field it names.
import type { LangCode, SellerProductDetail } from '@polymart/contract';
import { productBody } from '@polymart/contract/seller-products';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { categoryChoicesQuery } from '../../lib/category-choices.ts';
import { currentCurrency, useCurrency } from '../../lib/currency.ts';
import { failedField, failureText, parseForm } from '../../lib/form-errors.ts';
import { useLang } from '../../lib/hooks.ts';
import { brandChoicesQuery, type ProductPayload, saveProduct } from './api.ts';
import {
  emptyForm,
  type FormImage,
  type FormState,
  formFromProduct,
  formInput,
  priceText,
  type TextField,
} from './form-state.ts';
import { ImageField } from './image-field.tsx';
import { PriceHint } from './price-hint.tsx';
import { langWithError, TextsField } from './texts-field.tsx';
import { VariantField } from './variant-field.tsx';
import { VariantOptionsField } from './variant-options-field.tsx';

type Errors = Record<string, string>;

export function ProductForm({
  product,
  onSaved,
}: {
  product: SellerProductDetail | null;
  onSaved: (saved: SellerProductDetail) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const currencyState = useCurrency();
  const currency = currentCurrency(currencyState);
  const [form, setForm] = useState<FormState>(() => (product ? formFromProduct(product, currency) : emptyForm()));
  const [textLang, setTextLang] = useState<LangCode>('en');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const categories = useQuery(categoryChoicesQuery(lang));
  const brands = useQuery(brandChoicesQuery(lang));

  // the seller switched currency while typing: the same price, written in the new currency
  const typedIn = useRef(currency);
  useEffect(() => {
    const before = typedIn.current;
    typedIn.current = currency;
    if (before.code === currency.code) return;
    const base = formInput(form, before).price;
    if (typeof base === 'number') setForm((f) => ({ ...f, price: priceText(base, currency) }));
  }, [currency, form]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setText = (l: LangCode, field: TextField, value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [l]: { ...f.texts[l], [field]: value } } }));
  const updateImages = (change: (images: FormImage[]) => FormImage[]) =>
    setForm((f) => ({ ...f, images: change(f.images) }));

  const show = (next: Errors) => {
    setErrors(next);
    const l = langWithError(next);
    if (l) setTextLang(l);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (form.images.some((i) => i.progress !== undefined))
      return show({ images: t('seller.products.form.waitUploads') });
    const input = formInput(form, currency);
    const parsed = parseForm(productBody, input, t);
    if (!parsed.ok) return show({ ...parsed.errors, form: t('seller.products.form.checkFields') });
    setBusy(true);
    setErrors({});
    try {
      // a form body carries text: the axes (when the form has them) go as JSON text
      const { variant_options: options, ...fields } = parsed.data;
      const body = options ? { ...fields, variant_options: JSON.stringify(options) } : fields;
      onSaved(await saveProduct(product?.id ?? null, body as ProductPayload));
    } catch (err) {
      const field = failedField(err);
      show(
        field
          ? { [field]: failureText(err, t), form: t('seller.products.form.checkFields') }
          : { form: failureText(err, t) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sp-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="sp-fieldset">
        <legend>{t('seller.products.form.basics')}</legend>
        <div className="sp-grid">
          <SelectField
            label={t('seller.products.form.category')}
            name="category_id"
            value={form.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            error={errors.category_id}
          >
            <option value="">{t('seller.products.form.choose')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {`${'\u2003'.repeat(c.depth)}${c.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('seller.products.form.brand')}
            name="brand_id"
            value={form.brand_id}
            onChange={(e) => set('brand_id', e.target.value)}
            error={errors.brand_id}
          >
            <option value="">{t('seller.products.form.noBrand')}</option>
            {(brands.data ?? []).map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('seller.products.form.sku')}
            name="sku"
            value={form.sku}
            maxLength={64}
            autoComplete="off"
            error={errors.sku}
            onChange={(e) => set('sku', e.target.value)}
          />
          <div>
            <Field
              label={t('seller.products.form.price', { currency: currency.code })}
              name="price"
              value={form.price}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors.price}
              onChange={(e) => set('price', e.target.value)}
            />
            <PriceHint text={form.price} currency={currency} />
          </div>
          <Field
            label={t('seller.products.form.tax')}
            name="tax_rate"
            value={form.tax}
            inputMode="decimal"
            autoComplete="off"
            error={errors.tax_rate}
            onChange={(e) => set('tax', e.target.value)}
          />
        </div>
      </fieldset>
      <ImageField images={form.images} update={updateImages} error={errors.images} />
      <TextsField
        texts={form.texts}
        lang={textLang}
        onLang={setTextLang}
        onChange={setText}
        errors={errors}
        inGroup={form.variant_of !== ''}
      />
      <VariantField
        value={form.variant_of}
        onChange={(v) => set('variant_of', v)}
        self={product?.id ?? null}
        siblings={product?.variants ?? []}
        error={errors.variant_of}
      />
      <VariantOptionsField
        value={form.variant_options}
        onChange={(v) => set('variant_options', v)}
        error={Object.entries(errors).find(([k]) => k.startsWith('variant_options'))?.[1]}
      />
      <Problem text={errors.form} />
      <div className="link-row">
        <button type="submit" className="btn" disabled={busy}>
          {t(product ? 'seller.products.form.save' : 'seller.products.form.create')}
        </button>
      </div>
    </form>
  );
}
